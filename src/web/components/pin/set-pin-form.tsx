import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { pinStatusSchema, type SetPinBody } from '#domain/tablets/api';
import { pinProblem } from '#domain/tablets/pin';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { api, ApiRequestError } from '#web/lib/api-client';
import { useDomainText, useT } from '#web/lib/i18n';
import { pinMessages } from './messages';

export const PIN_STATUS_KEY = ['auth', 'pin'] as const;

/**
 * The person's own tablet PIN, typed twice. The field takes paste and password managers (WCAG
 * 3.3.8): nothing stops either, and it says it is a new credential.
 */
export function SetPinForm({ onSaved }: { onSaved?: () => void }) {
  const t = useT(pinMessages);
  const domainText = useDomainText();
  const client = useQueryClient();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: SetPinBody) => api.put('/api/auth/pin', body, pinStatusSchema),
    onSuccess: (status) => {
      client.setQueryData(PIN_STATUS_KEY, status);
      setPin('');
      setAgain('');
      onSaved?.();
    },
    onError: (error) =>
      setProblem(error instanceof ApiRequestError ? error.message : String(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const rule = pinProblem(pin);
    if (rule) return setProblem(domainText(rule));
    if (pin !== again) return setProblem(t('pinsDiffer'));
    setProblem(null);
    save.mutate({ pin });
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        save.isSuccess && <Alert tone="success">{t('pinSaved')}</Alert>
      )}
      <TextField
        label={t('newPin')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        hint={t('pinHint')}
        value={pin}
        onChange={(event) => setPin(event.target.value.trim())}
      />
      <TextField
        label={t('confirmPin')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        value={again}
        onChange={(event) => setAgain(event.target.value.trim())}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('savingPin') : t('savePin')}
      </Button>
    </form>
  );
}
