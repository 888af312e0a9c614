import { useQuery } from '@tanstack/react-query';
import { publicSettingsSchema } from '#domain/auth/schemas';
import { api } from './api-client';

/** GET /api/settings (public): what forms need to know before the server judges them. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get('/api/settings', publicSettingsSchema),
    staleTime: Infinity,
  });
}
