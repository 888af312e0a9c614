import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SignInBody } from '#domain/auth/schemas';
import { api } from '#web/lib/api-client';
import { announceSessionChange } from '#web/lib/offline-queue';
import { useSetSession } from './session';

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: SignInBody) => api.post<{ user: SessionUser }>('/api/auth/sign-in', body),
    onSuccess: ({ user }) => {
      announceSessionChange();
      setSession(user);
    },
  });
}
