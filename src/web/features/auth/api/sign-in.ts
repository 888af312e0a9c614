import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '#domain/auth/schemas';
import { api, firstPageSchema } from '#web/lib/api-client';
import { announceSessionChange } from '#web/lib/offline-queue';
import { useSetSession } from './session';

const signedIn = firstPageSchema('signedIn');

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: SignInBody) => api.post('/api/auth/sign-in', body, signedIn),
    onSuccess: ({ user }) => {
      announceSessionChange();
      setSession(user);
    },
  });
}
