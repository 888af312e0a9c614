import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSavedSchema, type CreateUserBody, type UpdateUserBody } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

const overviewKey = ['admin', 'overview'] as const;

/** Creates (no id) or updates a user; the list, the dashboard and the form refresh. */
export function useSaveUser(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody | UpdateUserBody) =>
      userId === null
        ? api.post('/api/users', body, userSavedSchema)
        : api.patch(`/api/users/${userId}`, body, userSavedSchema),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
      await client.invalidateQueries({ queryKey: overviewKey });
    },
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`/api/users/${userId}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
      await client.invalidateQueries({ queryKey: overviewKey });
    },
  });
}
