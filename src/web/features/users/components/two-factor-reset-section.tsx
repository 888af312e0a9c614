import { useId, useState } from 'react';
import type { ManagedUser } from '#domain/users/schemas';
import { twoFactorMessages } from '#web/components/two-factor/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InlineConfirm } from '#web/components/ui/inline-confirm';
import { useT } from '#web/lib/i18n';
import { useResetTwoFactor } from '../api/reset-two-factor';

/** "Two-factor sign-in" on the user form (super admins): reset it for someone who lost their phone. */
export function TwoFactorResetSection({ user }: { user: ManagedUser }) {
  const t = useT(twoFactorMessages);
  const headingId = useId();
  const reset = useResetTwoFactor(user.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('resetHeading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('resetIntro')}</p>
      {reset.isSuccess && <Alert tone="success">{t('resetDone')}</Alert>}
      {reset.isError && <Alert tone="error">{reset.error.message}</Alert>}
      {confirming ? (
        <InlineConfirm
          label={t('resetQuestion')}
          question={t('resetQuestion')}
          disabled={reset.isPending}
          onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button
          variant="danger-outline"
          onClick={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          {t('resetButton')}
        </Button>
      )}
    </section>
  );
}
