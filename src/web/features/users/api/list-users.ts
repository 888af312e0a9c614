import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userListSchema, type UserListQuery } from '#domain/users/schemas';
import { api } from '#web/lib/api-client';
import { userKeys } from './user-keys';

function queryString(query: UserListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  if (query.storeId) params.set('storeId', query.storeId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/users: the people the caller manages, newest first. */
export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: async () => (await api.get(`/api/users${queryString(query)}`, userListSchema)).users,
    // Typing in the search box keeps the last rows until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
