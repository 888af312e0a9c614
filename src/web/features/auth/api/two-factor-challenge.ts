import { useQuery } from '@tanstack/react-query';
import { api, firstPageSchema } from '#web/lib/api-client';

// On the first page (the sign-in screen asks as it opens): its schema loads with the others
// there (first-page-schemas.ts), and the rest of two-factor only when a sign-in needs it.
const challengeAnswer = firstPageSchema('twoFactor');
export const TWO_FACTOR_CHALLENGE_KEY = ['auth', 'two-factor'] as const;

/**
 * Whether this browser's sign-in waits for its second factor (after a password, back from
 * single sign-on, or in another tab), and for enrolment how to set the app up. Asked again as
 * the step opens (just after a password asked for it) and when the window comes back in view.
 */
export function useTwoFactorChallenge() {
  return useQuery({
    queryKey: TWO_FACTOR_CHALLENGE_KEY,
    queryFn: () => api.get('/api/auth/two-factor', challengeAnswer),
  });
}
