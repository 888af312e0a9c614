import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionPeriods, StoreRetentionPeriods } from '#domain/retention/retention';
import {
  retentionSettingsSchema,
  storeRetentionSchema,
  type LegalHoldBody,
  type RetentionSettings,
  type StoreRetention,
} from '#domain/retention/api';
import { api } from '#web/lib/api-client';

const PATH = '/api/retention';

export const retentionKeys = { all: ['retention'] as const };

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

/** GET /api/retention: the chain's periods and every store's overrides and legal hold. */
export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.all,
    queryFn: ({ signal }) => api.get(PATH, retentionSettingsSchema, { signal }),
  });
}

/** PUT /api/retention: the chain's periods, all four together (null: kept forever). */
export function useSaveChainPeriods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionPeriods) => api.put(PATH, body, retentionSettingsSchema),
    onSuccess: (answer) => client.setQueryData(retentionKeys.all, answer),
  });
}

/** One store's row replaced in the cached settings by the server's answer. */
function withStore(old: RetentionSettings | undefined, row: StoreRetention) {
  return (
    old && {
      ...old,
      stores: old.stores.map((store) => (store.storeId === row.storeId ? row : store)),
    }
  );
}

/** PUT /api/stores/:storeId/retention: a store's own periods (null: the chain's). */
export function useSaveStorePeriods(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreRetentionPeriods) =>
      api.put(`${storePath(storeId)}/retention`, body, storeRetentionSchema),
    onSuccess: (row) =>
      client.setQueryData(retentionKeys.all, (old: RetentionSettings | undefined) =>
        withStore(old, row),
      ),
  });
}

/** PUT /api/stores/:storeId/legal-hold: nothing of the store is removed while it is held. */
export function useHoldStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalHoldBody) =>
      api.put(`${storePath(storeId)}/legal-hold`, body, storeRetentionSchema),
    onSuccess: (row) =>
      client.setQueryData(retentionKeys.all, (old: RetentionSettings | undefined) =>
        withStore(old, row),
      ),
  });
}

/** DELETE /api/stores/:storeId/legal-hold: the store's periods apply again. */
export function useLiftHold(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${storePath(storeId)}/legal-hold`),
    onSuccess: () =>
      client.setQueryData(
        retentionKeys.all,
        (old: RetentionSettings | undefined) =>
          old && {
            ...old,
            stores: old.stores.map((store) =>
              store.storeId === storeId ? { ...store, hold: null } : store,
            ),
          },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: retentionKeys.all }),
  });
}
