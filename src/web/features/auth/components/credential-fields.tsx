import { TextField } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { authMessages } from '../messages';

export interface CredentialFieldsProps {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
}

/** E-mail and password, as the sign-in screen and the session-ended dialog both ask for them. */
export function CredentialFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
}: CredentialFieldsProps) {
  const t = useT(authMessages);
  return (
    <>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
    </>
  );
}
