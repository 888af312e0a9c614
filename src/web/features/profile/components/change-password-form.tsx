import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { checkPasswordChange } from '#domain/auth/password-rules';
import { changePasswordBodySchema, type ChangePasswordBody } from '#domain/auth/schemas';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import {
  passwordChangeErrorMessage,
  useChangePassword,
  usePublicSettings,
} from '../api/change-password';
import { profileMessages } from '../messages';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FALLBACK_MIN_LENGTH = 6;

export function ChangePasswordForm() {
  const t = useT(profileMessages);
  const domainText = useDomainText();
  const settings = usePublicSettings();
  const change = useChangePassword();
  const minLength = settings.data?.passwordMinLength ?? FALLBACK_MIN_LENGTH;
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
    // One message at a time, kept until the next attempt.
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  // The rules' and the schema's words are the domain's English; the server's are translated.
  const ruleBroken =
    errors.root?.message ??
    errors.currentPassword?.message ??
    errors.newPassword?.message ??
    errors.confirmPassword?.message;
  const problem =
    ruleBroken !== undefined
      ? domainText(ruleBroken)
      : change.isError
        ? passwordChangeErrorMessage(change.error, domainText)
        : undefined;

  function submit(body: ChangePasswordBody) {
    // The rules between the fields and the configured length, which the body's schema leaves out.
    const rule = checkPasswordChange(body, minLength);
    if (rule) return setError('root', { message: rule });
    change.mutate(body, { onSuccess: () => reset(EMPTY) });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A new attempt replaces the last one's answer.
        change.reset();
        void handleSubmit(submit)(event);
      }}
      className="max-w-md space-y-4"
    >
      <h2 className="text-lg font-semibold">{t('changePasswordHeading')}</h2>
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        change.isSuccess && <Alert tone="success">{change.data.message}</Alert>
      )}
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { minLength })}
        {...register('newPassword')}
      />
      <TextField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('changing') : t('changePassword')}
      </Button>
    </form>
  );
}
