import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokensSchema,
  createdApiTokenSchema,
  type ApiTokens,
  type NewApiTokenBody,
} from '#domain/integrations/api-tokens';
import { api } from '#web/lib/api-client';

const PATH = '/api/api-tokens';

export const apiTokenKeys = { all: ['api-tokens'] as const };

/** GET /api/api-tokens: the tokens in force within the person's stores (never their secrets). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => api.get(PATH, apiTokensSchema, { signal }),
  });
}

/** POST /api/api-tokens: a new token; its secret is in this answer and nowhere else. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiTokenBody) => api.post(PATH, body, createdApiTokenSchema),
    onSuccess: ({ token }) =>
      client.setQueryData(
        apiTokenKeys.all,
        (old: ApiTokens | undefined) => old && { tokens: [token, ...old.tokens] },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** DELETE /api/api-tokens/:id: the next request carrying the token is refused. */
export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) =>
      client.setQueryData(
        apiTokenKeys.all,
        (old: ApiTokens | undefined) =>
          old && { tokens: old.tokens.filter((token) => token.id !== id) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
