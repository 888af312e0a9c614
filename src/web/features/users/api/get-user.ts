import { useQuery } from '@tanstack/react-query';
import { managedUserSchema } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? 'new'),
    queryFn: () => api.get(`/api/users/${userId}`, managedUserSchema),
    enabled: userId !== null,
    retry: false,
  });
}
