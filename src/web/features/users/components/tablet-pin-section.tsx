import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { authorize, worksInOneStore, type Actor } from '#domain/authz';
import { setPinBodySchema, type SetPinBody } from '#domain/tablets/api';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, pinProblem } from '#domain/tablets/pin';
import type { ManagedUser } from '#domain/users/schemas';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useSetPin } from '../api/set-pin';
import { userMessages } from '../messages';

/**
 * Whether the person editing may set this account's tablet PIN: someone of one store whose
 * account and store's tablets they manage (their own PIN is set in Profile).
 */
export function canSetPin(me: Actor, user: ManagedUser): boolean {
  return (
    user.id !== me.id &&
    user.storeId !== null &&
    worksInOneStore(user.role) &&
    authorize(me, 'user:manage', user) &&
    authorize(me, 'tablet:manage', { storeId: user.storeId })
  );
}

/** "Tablet PIN" on the user form: a PIN for the store tablet, theirs to replace on first use. */
export function TabletPinSection({ user }: { user: ManagedUser }) {
  const t = useT(userMessages);
  const domainText = useDomainText();
  const headingId = useId();
  const set = useSetPin(user.id);
  const form = useForm<SetPinBody>({
    resolver: zodResolver(setPinBodySchema),
    defaultValues: { pin: '' },
    reValidateMode: 'onSubmit',
  });
  const message = form.formState.errors.pin?.message;

  const submit = (body: SetPinBody) => {
    // The PIN's rules (digits, length, no 1234), which the body's schema leaves to the server.
    const problem = pinProblem(body.pin);
    if (problem) return form.setError('pin', { message: problem }, { shouldFocus: true });
    set.mutate(body, { onSuccess: () => form.reset({ pin: '' }) });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('pinHeading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('pinNote')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          // A new attempt replaces the last one's answer.
          set.reset();
          void form.handleSubmit(submit)(event);
        }}
        className="space-y-3"
      >
        <TextField
          label={t('pinLabel')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PIN_MAX_LENGTH}
          className="max-w-60"
          hint={t('pinHint', { min: PIN_MIN_LENGTH, max: PIN_MAX_LENGTH })}
          error={message && domainText(message)}
          {...form.register('pin')}
        />
        {set.isSuccess && <Alert tone="success">{t('pinSet')}</Alert>}
        {set.isError && <Alert tone="error">{set.error.message}</Alert>}
        <Button type="submit" variant="secondary" disabled={set.isPending}>
          {set.isPending ? t('settingPin') : t('setPin')}
        </Button>
      </form>
    </section>
  );
}
