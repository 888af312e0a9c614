import { useMutation } from '@tanstack/react-query';
import type { SetPinBody } from '#domain/tablets/api';
import { api } from '#web/lib/api-client';

/** PUT /api/users/:userId/pin: their tablet PIN, which they replace the first time they use it. */
export function useSetPin(userId: string) {
  return useMutation({
    mutationFn: (body: SetPinBody) => api.put(`/api/users/${encodeURIComponent(userId)}/pin`, body),
  });
}
