import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPreferences } from '#domain/notifications/api';
import { api } from '#web/lib/api-client';
import { notificationKeys } from '#web/lib/query-keys';

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => api.get<NotificationList>('/api/notifications'),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationList>(`/api/notifications/${id}/read`),
    onSuccess: (list) => client.setQueryData(notificationKeys.list, list),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationList>('/api/notifications/read-all'),
    onSuccess: (list) => client.setQueryData(notificationKeys.list, list),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => api.get<NotificationPreferences>('/api/notifications/preferences'),
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put<NotificationPreferences>('/api/notifications/preferences', body),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}
