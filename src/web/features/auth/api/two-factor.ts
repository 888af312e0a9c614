import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#domain/auth/schemas';
import { twoFactorSignedInSchema, type TwoFactorAnswerBody } from '#domain/two-factor/api';
import { api } from '#web/lib/api-client';
import { TWO_FACTOR_CHALLENGE_KEY } from './two-factor-challenge';
import { announceSessionChange } from '#web/lib/offline-queue';
import { useSetSession } from './session';

/** The code (or recovery code) that opens the session; the caller then signs the person in. */
export function useAnswerTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorAnswerBody) =>
      api.post('/api/auth/two-factor', body, twoFactorSignedInSchema),
  });
}

/** Give up the waiting sign-in (back to e-mail and password). */
export function useAbandonTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/auth/two-factor'),
    onSettled: () => client.removeQueries({ queryKey: TWO_FACTOR_CHALLENGE_KEY }),
  });
}

/** The person is signed in: every screen (and other tabs) carries on as them. */
export function useEnterApp() {
  const setSession = useSetSession();
  const client = useQueryClient();
  return (user: SessionUser) => {
    client.removeQueries({ queryKey: TWO_FACTOR_CHALLENGE_KEY });
    announceSessionChange();
    setSession(user);
  };
}
