import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '#domain/auth/schemas';
import { PASSWORD_RESET_MESSAGES } from '#domain/users/messages';
import { api, ApiRequestError } from '#web/lib/api-client';

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/users/password-reset', { email }, messageResponseSchema),
  });
}

/**
 * SPEC §8 "Password reset": the server's words for what it refused (in the person's language
 * already), the spec's otherwise, through `domainText` (useDomainText) into that language.
 */
export function passwordResetErrorMessage(
  error: unknown,
  domainText: (english: string) => string,
): string {
  if (error instanceof ApiRequestError && error.status < 500) return error.message;
  if (error instanceof ApiRequestError && error.status === 503) return error.message;
  if (error instanceof ApiRequestError) return domainText(PASSWORD_RESET_MESSAGES.sendFailed);
  return domainText(PASSWORD_RESET_MESSAGES.unexpected);
}
