import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '#domain/auth/schemas';
import { api, firstPageSchema } from '#web/lib/api-client';
import { announceSessionChange } from '#web/lib/offline-queue';
import { useSetSession } from './session';

const signedIn = firstPageSchema('signedIn');

/** A right password signs in, or (`user` null, `twoFactor`) asks for the second factor first. */
export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: SignInBody) => api.post('/api/auth/sign-in', body, signedIn),
    onSuccess: ({ user }) => {
      // None yet: its two-factor step asks what the sign-in waits for.
      if (!user) return;
      announceSessionChange();
      setSession(user);
    },
  });
}
