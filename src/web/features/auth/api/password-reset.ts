import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth/schemas';
import type { ResetPasswordBody } from '#domain/users/password-reset';
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
