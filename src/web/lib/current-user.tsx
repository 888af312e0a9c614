import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '#domain/auth/schemas';

const CurrentUserContext = createContext<SessionUser | null>(null);

/**
 * The signed-in user, given by the sign-in guard to everything inside the app shell. A context
 * rather than the query itself, so that signing out unmounts the shell instead of rendering it
 * once more without a user.
 */
export function CurrentUserProvider({
  user,
  children,
}: {
  user: SessionUser;
  children: ReactNode;
}) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in app');
  return user;
}
