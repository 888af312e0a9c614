import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lockSettingsBodySchema,
  pairingSchema,
  storeTabletsSchema,
  type LockSettingsBody,
  type NewPairingBody,
  type StoreTablets,
} from '#domain/tablets/api';
import { api } from '#web/lib/api-client';

/** How often the list is asked for again while a pairing code is on screen. */
export const PAIRING_POLL_MS = 5_000;

export const tabletKeys = {
  all: ['tablets'] as const,
  store: (storeId: string) => ['tablets', storeId] as const,
};

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

/**
 * GET /api/stores/:storeId/tablets: the store's paired tablets and how soon they lock. While
 * `pollWhile` holds for the answer (a pairing code is on screen and its tablet is not in the list
 * yet) it is asked for again every few seconds, so the tablet appears without a reload.
 */
export function useStoreTablets(
  storeId: string,
  pollWhile: ((data: StoreTablets | undefined) => boolean) | null,
) {
  return useQuery({
    queryKey: tabletKeys.store(storeId),
    queryFn: ({ signal }) =>
      api.get(`${storePath(storeId)}/tablets`, storeTabletsSchema, { signal }),
    refetchInterval: (query) => (pollWhile?.(query.state.data) ? PAIRING_POLL_MS : false),
  });
}

/** POST /api/stores/:storeId/tablet-pairings: a one-time code to enter on the tablet. */
export function useCreatePairing(storeId: string) {
  return useMutation({
    mutationFn: (body: NewPairingBody) =>
      api.post(`${storePath(storeId)}/tablet-pairings`, body, pairingSchema),
  });
}

/** DELETE /api/tablets/:id: the tablet locks within seconds and its sessions end. */
export function useRevokeTablet(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tabletId: string) => api.delete(`/api/tablets/${encodeURIComponent(tabletId)}`),
    onSuccess: (_answer, tabletId) =>
      client.setQueryData(
        tabletKeys.store(storeId),
        (old: StoreTablets | undefined) =>
          old && { ...old, tablets: old.tablets.filter((tablet) => tablet.id !== tabletId) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: tabletKeys.store(storeId) }),
  });
}

/** PUT /api/stores/:storeId/tablet-settings: minutes without a touch before the tablets lock. */
export function useSaveLockMinutes(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LockSettingsBody) =>
      api.put(`${storePath(storeId)}/tablet-settings`, body, lockSettingsBodySchema),
    onSuccess: ({ lockMinutes }) =>
      client.setQueryData(
        tabletKeys.store(storeId),
        (old: StoreTablets | undefined) => old && { ...old, lockMinutes },
      ),
  });
}
