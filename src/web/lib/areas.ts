import { useQuery } from '@tanstack/react-query';
import { areaListSchema } from '#domain/areas/api';
import { api } from '#web/lib/api-client';

export const areaKeys = { all: ['areas'] as const };

/**
 * GET /api/areas (super admins): every area with its stores and managers, and every store with
 * its area. The Areas screens and the user form's area choice share it.
 */
export function useAreaList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: areaKeys.all,
    queryFn: ({ signal }) => api.get('/api/areas', areaListSchema, { signal }),
    enabled,
    // A form is filled once from what was loaded; a refetch must not undo ticked boxes.
    refetchOnWindowFocus: false,
  });
}
