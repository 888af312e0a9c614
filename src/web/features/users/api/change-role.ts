import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSavedSchema, type ChangeRoleBody } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRoleBody) => api.post('/api/users/role', body, userSavedSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
