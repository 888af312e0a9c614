import { useState, type FormEvent, type ReactNode } from 'react';
import { isRecoveryCode, isTotpCode } from '#domain/two-factor/codes';
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor/messages';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { twoFactorMessages } from './messages';

export interface CodeFormProps {
  /** `app`: the 6-digit code; `recovery`: a recovery code. */
  kind?: 'app' | 'recovery';
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last code, in the reader's language. */
  error: string | null;
  onSubmit: (code: string) => void;
  /** Beside the submit button (Cancel, Use a recovery code…). */
  children?: ReactNode;
}

/** One code to type and send: checked for its shape here, for its worth by the server. */
export function CodeForm({
  kind = 'app',
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: CodeFormProps) {
  const t = useT(twoFactorMessages);
  const domainText = useDomainText();
  const [code, setCode] = useState('');
  const [shapeError, setShapeError] = useState<string | null>(null);
  const app = kind === 'app';

  function submit(event: FormEvent) {
    event.preventDefault();
    const fits = app ? isTotpCode(code) : isRecoveryCode(code);
    if (!fits) {
      const message = app ? TWO_FACTOR_MESSAGES.codeFormat : TWO_FACTOR_MESSAGES.recoveryCodeFormat;
      setShapeError(domainText(message));
      return;
    }
    setShapeError(null);
    onSubmit(code.trim());
    setCode('');
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={app ? t('code') : t('recoveryCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={shapeError ?? error ?? undefined}
        autoComplete={app ? 'one-time-code' : 'off'}
        inputMode={app ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={app ? 8 : 20}
        className="max-w-xs"
        autoFocus
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('verifying') : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
