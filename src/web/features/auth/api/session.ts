import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#domain/auth/schemas';
import { api, firstPageSchema } from '#web/lib/api-client';

export { sessionQueryKey } from '#web/lib/query-keys';
import { sessionQueryKey } from '#web/lib/query-keys';

const sessionAnswer = firstPageSchema('session');

async function fetchSession(): Promise<SessionUser | null> {
  const { user } = await api.get('/api/auth/session', sessionAnswer);
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
