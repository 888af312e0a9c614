import { useQuery } from '@tanstack/react-query';
import { api, firstPageSchema } from './api-client';

// The sign-in screen asks as it opens (single sign-on's button): its schema loads with the first
// page's others (first-page-schemas.ts).
const settingsAnswer = firstPageSchema('settings');

/** GET /api/settings (public): what forms need to know before the server judges them. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get('/api/settings', settingsAnswer),
    staleTime: Infinity,
  });
}
