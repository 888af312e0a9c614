import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, SeedTemplatesResponse } from '#domain/admin/api';
import { api } from '#web/lib/api-client';

const overviewKey = ['admin', 'overview'] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => api.get<AdminOverview>('/api/admin/overview'),
  });
}

export function useSeedTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeedTemplatesResponse>('/api/templates/seed'),
    onSuccess: () => client.invalidateQueries({ queryKey: overviewKey }),
    // SPEC §8: the message points to the console for the details.
    onError: (error) => console.error('Seeding default templates failed', error),
  });
}
