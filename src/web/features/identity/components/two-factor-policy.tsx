import { useState } from 'react';
import { ROLES, type Role } from '#domain/roles';
import type { TwoFactorPolicy as Policy } from '#domain/two-factor/api';
import { twoFactorMessages } from '#web/components/two-factor/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor';

/**
 * Admin → Sign-in & identity: which roles must sign in with an authenticator app's code. The
 * server's own (TWO_FACTOR_REQUIRED_ROLES) are ticked and fixed; the others a super admin adds.
 */
export function TwoFactorPolicy() {
  const t = useT(twoFactorMessages);
  const policy = useTwoFactorPolicy();
  return (
    <SectionCard id="two-factor-policy" title={t('policyHeading')} description={t('policyIntro')}>
      {policy.isPending ? (
        <Spinner />
      ) : policy.isError ? (
        <Alert tone="error">{policy.error.message}</Alert>
      ) : (
        <PolicyForm policy={policy.data} />
      )}
    </SectionCard>
  );
}

function PolicyForm({ policy }: { policy: Policy }) {
  const t = useT(twoFactorMessages);
  const labels = useLabels();
  const format = useFormat();
  const save = useSaveTwoFactorPolicy();
  const [chosen, setChosen] = useState<Role[]>(policy.roles);
  const [saved, setSaved] = useState(false);
  const toggle = (role: Role, on: boolean) => {
    setSaved(false);
    setChosen((old) => (on ? [...old, role] : old.filter((r) => r !== role)));
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate(
          { roles: chosen },
          {
            onSuccess: (answer) => {
              setChosen(answer.roles);
              setSaved(true);
            },
          },
        );
      }}
    >
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {saved && <Alert tone="success">{t('saved')}</Alert>}
      <fieldset className="space-y-1">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('policyRoles')}
        </legend>
        {ROLES.map((role) => {
          const fixed = policy.floor.includes(role);
          return (
            <label key={role} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 accent-blue-700 dark:accent-blue-400"
                checked={fixed || chosen.includes(role)}
                disabled={fixed}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              <span>
                {labels.role(role)}
                {fixed && (
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {t('policyFixed')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('policySso')}</p>
      {policy.updatedAt && policy.updatedByName && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('savedBy', { name: policy.updatedByName, date: format.dateTime(policy.updatedAt) })}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
