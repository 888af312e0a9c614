import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOverviewSchema, seedTemplatesResponseSchema } from '#domain/admin/api';
import { api } from '#web/lib/api-client';

const overviewKey = ['admin', 'overview'] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => api.get('/api/admin/overview', adminOverviewSchema),
  });
}

export function useSeedTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/templates/seed', undefined, seedTemplatesResponseSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: overviewKey }),
    // SPEC §8: the message points to the console for the details.
    onError: (error) => console.error('Seeding default templates failed', error),
  });
}
