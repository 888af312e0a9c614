import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** DELETE /api/users/:userId/two-factor: a lost phone; their app is set up again if needed. */
export function useResetTwoFactor(userId: string) {
  return useMutation({
    mutationFn: () => api.delete(`/api/users/${encodeURIComponent(userId)}/two-factor`),
  });
}
