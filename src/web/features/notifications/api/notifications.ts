import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListSchema,
  preferencesSchema,
  type NotificationPreferences,
} from '#domain/notifications/api';
import { api } from '#web/lib/api-client';
import { notificationKeys } from '#web/lib/query-keys';

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get('/api/notifications', notificationListSchema, { signal }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/notifications/${id}/read`, undefined, notificationListSchema),
    onSuccess: (list) => client.setQueryData(notificationKeys.list, list),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all', undefined, notificationListSchema),
    onSuccess: (list) => client.setQueryData(notificationKeys.list, list),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) =>
      api.get('/api/notifications/preferences', preferencesSchema, { signal }),
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put('/api/notifications/preferences', body, preferencesSchema),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}
