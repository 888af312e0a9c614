import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isSsoFailure, SSO_FAILURE_PARAM, type SsoFailure } from '#domain/sso/sign-in';
import { usePublicSettings } from '#web/lib/public-settings';

// Its button, texts and refusals load only where the chain set up single sign-on, or one came
// back refused: the first page of a chain without it carries this check alone.
const SsoChoices = lazy(() => import('./sso-choices').then((m) => ({ default: m.SsoChoices })));

/** Why the identity provider's sign-in came back without a session (the callback says). */
function failureOfAddress(): SsoFailure | null {
  const reason = new URLSearchParams(window.location.search).get(SSO_FAILURE_PARAM);
  return isSsoFailure(reason) ? reason : null;
}

/**
 * The password form, with single sign-on's button above it when the chain set it up
 * (docs/decisions/052); when single sign-on is required, the form is folded away for the
 * break-glass super admin. The form stays where it is in the page whatever arrives above it, so
 * nothing typed into it while the settings load is lost.
 */
export function SingleSignOn({ passwordForm }: { passwordForm: ReactNode }) {
  const settings = usePublicSettings();
  const [failure] = useState(failureOfAddress);
  const [unfolded, setUnfolded] = useState(false);
  const sso = settings.data?.singleSignOn ?? null;
  const folded = sso?.passwordSignIn === 'break-glass' && !unfolded;
  return (
    <div className="space-y-4">
      {(sso || failure) && (
        <Suspense fallback={null}>
          <SsoChoices
            sso={sso}
            failure={failure}
            folded={folded}
            onUnfold={() => setUnfolded(true)}
          />
        </Suspense>
      )}
      <div hidden={folded}>{passwordForm}</div>
    </div>
  );
}
