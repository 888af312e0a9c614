import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authorize, type PersonAction } from '../../domain/authz';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { CurrentUserProvider, useCurrentUser } from '../features/auth/current-user';

/** Signed-out visitors go to / and see the sign-in screen there (SPEC §2 "Guards"). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
        <p>ShiftCheck could not reach the server.</p>
        <button
          type="button"
          className="font-medium text-blue-700 underline dark:text-blue-400"
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!user) return location.pathname === '/' ? <SignInPage /> : <Navigate to="/" replace />;
  return <CurrentUserProvider user={user}>{children}</CurrentUserProvider>;
}

/**
 * A signed-in user without the role for a screen is sent to / (the server refuses it anyway).
 * Without children it guards the nested routes.
 */
export function RequireAccess({
  action,
  children,
}: {
  action: PersonAction;
  children?: ReactNode;
}) {
  const user = useCurrentUser();
  if (!authorize(user, action)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
