import { useMutation, useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth/schemas';
import { resetLinkStatusSchema, type ResetPasswordBody } from '#domain/users/password-reset';
import { api } from '#web/lib/api-client';

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/password-reset/request', { email }, messageResponseSchema),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post('/api/auth/password-reset', body, messageResponseSchema),
  });
}

/** Whether the link the page was opened with still works: asked before the form shows. */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => api.post('/api/auth/password-reset/check', { token }, resetLinkStatusSchema),
    enabled: token !== '',
    // A refused link stays refused; asking again would not change it.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
