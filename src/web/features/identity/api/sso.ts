import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mappingsSchema,
  ssoSettingsSchema,
  type Mapping,
  type MappingBody,
  type SsoSettingsBody,
} from '#domain/sso/api';
import { api } from '#web/lib/api-client';

export const ssoKeys = {
  settings: ['identity', 'sso'] as const,
  mappings: ['identity', 'sso', 'mappings'] as const,
};

/** GET /api/identity/sso: the provider (never its secret), its rules, the URIs to register. */
export function useSsoSettings() {
  return useQuery({
    queryKey: ssoKeys.settings,
    queryFn: ({ signal }) => api.get('/api/identity/sso', ssoSettingsSchema, { signal }),
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/identity/sso: the server reads the provider's discovery document before it saves. */
export function useSaveSso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => api.put('/api/identity/sso', body, ssoSettingsSchema),
    onSuccess: (settings) => {
      client.setQueryData(ssoKeys.settings, settings);
      // The sign-in screen's button follows.
      void client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export function useSsoMappings() {
  return useQuery({
    queryKey: ssoKeys.mappings,
    queryFn: ({ signal }) => api.get('/api/identity/sso/mappings', mappingsSchema, { signal }),
  });
}

const mappingPath = (id: string) => `/api/identity/sso/mappings/${encodeURIComponent(id)}`;

/** Adds a mapping (last), changes one or moves it; the answer is the whole list. */
export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MappingBody }) =>
      id === null
        ? api.post('/api/identity/sso/mappings', body, mappingsSchema)
        : api.put(mappingPath(id), body, mappingsSchema),
    onSuccess: (answer) => client.setQueryData(ssoKeys.mappings, answer),
  });
}

export function useRemoveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(mappingPath(id)),
    onSuccess: (_answer, id) =>
      client.setQueryData(
        ssoKeys.mappings,
        (old: { mappings: Mapping[] } | undefined) =>
          old && { mappings: old.mappings.filter((mapping) => mapping.id !== id) },
      ),
  });
}
