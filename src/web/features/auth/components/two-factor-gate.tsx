import { lazy, Suspense, type ReactNode } from 'react';
import type { SessionUser } from '#domain/auth/schemas';
import { Spinner } from '#web/components/ui/spinner';
import { useTwoFactorChallenge } from '../api/two-factor-challenge';

// The code step, its app setup and recovery codes load only for a sign-in that asks for them.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })),
);

export interface TwoFactorStepProps {
  /** Back to e-mail and password: the waiting sign-in is given up. */
  onCancel: () => void;
  /** After the session opened (the step has told every screen already). */
  onSignedIn?: (user: SessionUser) => void;
}

/** The second step, loaded as it is needed. */
export function LazyTwoFactorStep(props: TwoFactorStepProps) {
  return (
    <Suspense fallback={<Spinner className="flex justify-center" />}>
      <TwoFactorStep {...props} />
    </Suspense>
  );
}

/**
 * The sign-in screen's second step, in place of its form whenever a sign-in waits for one:
 * just asked for by the password (`asked`), or found waiting as the screen opens (back from
 * single sign-on, or a reload).
 */
export function TwoFactorGate({
  asked,
  onCancel,
  children,
}: {
  asked: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const waiting = useTwoFactorChallenge();
  if (!asked && !waiting.data?.pending) return children;
  return <LazyTwoFactorStep onCancel={onCancel} />;
}
