import type { PublicSettings } from '#domain/auth/schemas';
import { SSO_START_PATH, type SsoFailure } from '#domain/sso/sign-in';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { useT } from '#web/lib/i18n';
import { ssoSignInMessages } from '../sso-messages';

const FAILURE_KEYS = {
  expired: 'failedExpired',
  untrusted: 'failedUntrusted',
  refused: 'failedRefused',
  unavailable: 'failedUnavailable',
  noEmail: 'failedNoEmail',
  noAccount: 'failedNoAccount',
  turnedOff: 'failedTurnedOff',
  notConfigured: 'failedNotConfigured',
  tooMany: 'failedTooMany',
} as const satisfies Record<SsoFailure, string>;

/**
 * Above the password form: why the last single sign-on did not sign in, "Sign in with
 * <provider>" when the chain set it up, then "or" — or, when single sign-on is required, the
 * break-glass super admin's way to unfold the form.
 */
export function SsoChoices({
  sso,
  failure,
  folded,
  onUnfold,
}: {
  sso: PublicSettings['singleSignOn'];
  failure: SsoFailure | null;
  folded: boolean;
  onUnfold: () => void;
}) {
  const t = useT(ssoSignInMessages);
  return (
    <>
      {failure && <Alert tone="error">{t(FAILURE_KEYS[failure])}</Alert>}
      {sso && (
        <a href={SSO_START_PATH} className={`${buttonClasses('primary')} w-full`}>
          {t('signInWith', { provider: sso.name })}
        </a>
      )}
      {sso &&
        (folded ? (
          <Button variant="ghost" className="w-full" onClick={onUnfold}>
            {t('passwordForAdmins')}
          </Button>
        ) : (
          <p className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
            {t('or')}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
          </p>
        ))}
    </>
  );
}
