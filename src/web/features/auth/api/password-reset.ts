import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth/schemas';
import type { ResetPasswordBody } from '#domain/users/password-reset';
import { api } from '#web/lib/api-client';

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      messageResponseSchema.parse(
        await api.post<unknown>('/api/auth/password-reset/request', { email }),
      ),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) =>
      messageResponseSchema.parse(await api.post<unknown>('/api/auth/password-reset', body)),
  });
}
