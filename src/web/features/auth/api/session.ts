import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#domain/auth/schemas';
import { api } from '#web/lib/api-client';

export const sessionQueryKey = ['session'] as const;

async function fetchSession(): Promise<SessionUser | null> {
  const { user } = await api.get<{ user: SessionUser | null }>('/api/auth/session');
  return user;
}

/** The signed-in user, null when signed out, undefined while the first answer is on its way. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
}

export function useSetSession() {
  const client = useQueryClient();
  return (user: SessionUser | null) => client.setQueryData(sessionQueryKey, user);
}

export { useCurrentUser } from '../current-user';
