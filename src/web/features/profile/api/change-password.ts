import { useMutation, useQuery } from '@tanstack/react-query';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import {
  messageResponseSchema,
  publicSettingsSchema,
  type ChangePasswordBody,
} from '#domain/auth/schemas';
import { api, ApiRequestError } from '#web/lib/api-client';

export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get('/api/settings', publicSettingsSchema),
    staleTime: Infinity,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post('/api/auth/password', body, messageResponseSchema),
  });
}

/**
 * SPEC §8 "Password change": the server's own words for 4xx (in the person's language already),
 * the spec's fallbacks otherwise, through `domainText` (useDomainText) into that language.
 */
export function passwordChangeErrorMessage(
  error: unknown,
  domainText: (english: string) => string,
): string {
  if (error instanceof ApiRequestError) {
    return error.status >= 500 ? domainText(PASSWORD_CHANGE_MESSAGES.failed) : error.message;
  }
  return domainText(PASSWORD_CHANGE_MESSAGES.unexpected);
}
