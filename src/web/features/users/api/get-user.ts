import { useQuery } from '@tanstack/react-query';
import { managedUserSchema } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? 'new'),
    queryFn: async () => managedUserSchema.parse(await api.get<unknown>(`/api/users/${userId}`)),
    enabled: userId !== null,
    retry: false,
  });
}
