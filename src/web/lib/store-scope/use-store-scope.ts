import { useCallback, useEffect } from 'react';
import type { ViewableStore } from '#domain/reports/api';
import { authorize, seesAnyStore } from '#domain/authz';
import { useAllStoresChoice, useSelectedStoreId } from '#web/lib/selected-store';
import { useCurrentUser } from '#web/lib/current-user';
import { useViewableStores } from './viewable-stores';

export interface StoreScope {
  /**
   * A super-admin picks any store, an area manager one of their area's; everyone else sees their
   * assigned one (SPEC §6).
   */
  canChooseStore: boolean;
  /** The store the view shows; null for none (a super-admin's "all stores", or unassigned). */
  storeId: string | null;
  /** A super-admin's weekly or monthly view over every store. */
  allStores: boolean;
  /** That store's details once the store list has loaded. */
  store: ViewableStore | null;
  /** Stores the person may view, sorted by store number descending. */
  stores: ViewableStore[];
  storesLoading: boolean;
  storesError: Error | null;
  /** Someone who sees no store (no store, or an area manager without an area): nothing to show. */
  unassigned: boolean;
  select: (storeId: string | null) => void;
}

/**
 * Which store a view shows. `allowAll` is for the weekly and monthly views: there a super-admin
 * may look at every store at once, without the daily view losing its store.
 */
export function useStoreScope({ allowAll = false }: { allowAll?: boolean } = {}): StoreScope {
  const user = useCurrentUser();
  const canChooseStore = authorize(user, 'store:pick-any');
  const [selectedId, selectStore] = useSelectedStoreId();
  const [allStoresChosen, chooseAllStores] = useAllStoresChoice();
  const query = useViewableStores();
  const stores = query.data ?? [];
  const found = stores.find((s) => s.id === selectedId) ?? null;

  // A remembered store that has since been deleted is forgotten rather than shown as an error.
  const stale = canChooseStore && selectedId !== null && query.isSuccess && found === null;
  // A chain of one store has nothing to choose between.
  const onlyStore = canChooseStore && query.isSuccess && stores.length === 1 ? stores[0] : null;
  const autoSelect = onlyStore && (selectedId === null || stale) ? onlyStore.id : null;
  useEffect(() => {
    if (autoSelect) selectStore(autoSelect);
    else if (stale) selectStore(null);
  }, [autoSelect, stale, selectStore]);

  const chosenId = autoSelect ?? (stale ? null : selectedId);
  const allStores = canChooseStore && allowAll && (allStoresChosen || chosenId === null);
  const storeId = canChooseStore ? (allStores ? null : chosenId) : user.storeId;
  // The daily view only remembers its store; the weekly and monthly views also switch between
  // that store and all stores.
  const select = useCallback(
    (storeId: string | null) => {
      if (!allowAll) {
        selectStore(storeId);
      } else if (storeId === null) {
        chooseAllStores(true);
      } else {
        selectStore(storeId);
        chooseAllStores(false);
      }
    },
    [allowAll, selectStore, chooseAllStores],
  );

  return {
    canChooseStore,
    storeId,
    allStores,
    store: stores.find((s) => s.id === storeId) ?? null,
    stores,
    storesLoading: query.isPending,
    storesError: query.error,
    unassigned: !seesAnyStore(user),
    select,
  };
}
