import type { AdminStore } from '#domain/stores/api';
import type { SignedInUser } from './api-client';

/** Store numbers of one test file's own, digits only, starting with `prefix`. */
export function storeNumbers(prefix: string): () => string {
  let sequence = 0;
  return () => `${prefix}${String(Date.now()).slice(-6)}${(sequence += 1)}`;
}

/** PUT /api/stores/:id as the store form sends it, with `changes` over the store as it is. */
export const editStore = (admin: SignedInUser, store: AdminStore, changes: object) =>
  admin.api.put(`/api/stores/${store.id}`, {
    name: store.name,
    storeNumber: store.storeNumber,
    timezone: store.timezone,
    shiftSettings: store.shiftSettings,
    ...changes,
  });
