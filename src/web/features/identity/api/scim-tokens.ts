import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createdScimTokenSchema,
  scimTokensSchema,
  type NewScimTokenBody,
  type ScimTokens,
} from '#domain/scim/tokens';
import { api } from '#web/lib/api-client';

const PATH = '/api/identity/scim-tokens';

export const scimTokenKeys = { all: ['scim-tokens'] as const };

/** GET /api/identity/scim-tokens: the tokens in force, newest first (never their secrets). */
export function useScimTokens() {
  return useQuery({
    queryKey: scimTokenKeys.all,
    queryFn: ({ signal }) => api.get(PATH, scimTokensSchema, { signal }),
  });
}

/** POST /api/identity/scim-tokens: a new token; its secret is in this answer and nowhere else. */
export function useCreateScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewScimTokenBody) => api.post(PATH, body, createdScimTokenSchema),
    onSuccess: ({ token }) =>
      client.setQueryData(
        scimTokenKeys.all,
        (old: ScimTokens | undefined) => old && { tokens: [token, ...old.tokens] },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}

/** DELETE /api/identity/scim-tokens/:id: the next request carrying the token is refused. */
export function useRevokeScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) =>
      client.setQueryData(
        scimTokenKeys.all,
        (old: ScimTokens | undefined) =>
          old && { tokens: old.tokens.filter((token) => token.id !== id) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}
