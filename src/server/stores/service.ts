import type { SessionUser } from '#domain/auth/schemas';
import { storeScopeOf } from '#domain/authz';
import type { ViewableStore, ViewableStores } from '#domain/reports/api';
import { sortByStoreNumber } from '#domain/stores/store-number';
import type { AppDeps } from '../deps';
import { listStores, type StoreRecord } from './repository';

const toViewableStore = (store: StoreRecord): ViewableStore => ({
  id: store.id,
  name: store.name,
  storeNumber: store.storeNumber,
  timezone: store.timezone,
  shiftSettings: store.shiftSettings,
});

/**
 * SPEC §6 "Store scope": a super-admin may pick any store; everyone else sees only the store
 * they are assigned to, and nothing when they have none.
 */
export async function listViewableStores(
  deps: AppDeps,
  user: SessionUser,
): Promise<ViewableStores> {
  const stores = await listStores(deps.db.kysely, storeScopeOf(user));
  return { stores: sortByStoreNumber(stores).map(toViewableStore) };
}
