import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { AppDeps } from '../deps';
import { findDefaultStoreId, insertStore } from '../stores/repository';

/** SPEC §4: the store a new install, and an account without a store, starts with. */
export const DEFAULT_STORE = { name: 'Default Location', storeNumber: 'MCD001' } as const;

export async function ensureDefaultStoreId(deps: AppDeps): Promise<string> {
  const existing = await findDefaultStoreId(deps.db.kysely, DEFAULT_STORE.storeNumber);
  if (existing) return existing;
  try {
    return await insertStore(deps.db.kysely, {
      ...DEFAULT_STORE,
      timezone: deps.config.defaultTimeZone,
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      createdAt: deps.clock.now().toISOString(),
    });
  } catch (error) {
    // Another instance created it first (store_number is unique): use theirs.
    const created = await findDefaultStoreId(deps.db.kysely, DEFAULT_STORE.storeNumber);
    if (created) return created;
    throw error;
  }
}
