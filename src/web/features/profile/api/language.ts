import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type LanguageBody } from '#domain/auth/schemas';
import { api } from '#web/lib/api-client';
import { sessionQueryKey } from '#web/lib/query-keys';

/** Profile → Language: saved on the account, so every device the person signs in on follows. */
export function useSetLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LanguageBody) => api.put('/api/auth/language', body, sessionResponseSchema),
    // The app follows the session's language at once (the sign-in guard applies it).
    onSuccess: ({ user }) => client.setQueryData(sessionQueryKey, user),
  });
}
