import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSavedSchema, type ChangeRoleBody } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeRoleBody) =>
      userSavedSchema.parse(await api.post<unknown>('/api/users/role', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
