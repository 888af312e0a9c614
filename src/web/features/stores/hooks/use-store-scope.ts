import { useEffect } from 'react';
import type { ViewableStore } from '../../../../domain/reports/api';
import { authorize } from '../../../../domain/authz';
import { useSelectedStoreId } from '../../../lib/selected-store';
import { useCurrentUser } from '../../auth/current-user';
import { useViewableStores } from '../api/get-viewable-stores';

export interface StoreScope {
  /** A super-admin picks any store; everyone else sees their assigned one (SPEC §6). */
  canChooseStore: boolean;
  /** The store the views show; null for none (a super-admin's "all stores", or unassigned). */
  storeId: string | null;
  /** That store's details once the store list has loaded. */
  store: ViewableStore | null;
  /** Stores the person may view, sorted by store number descending. */
  stores: ViewableStore[];
  storesLoading: boolean;
  storesError: Error | null;
  /** Someone other than a super-admin without a store: nothing can be shown. */
  unassigned: boolean;
  select: (storeId: string | null) => void;
}

export function useStoreScope(): StoreScope {
  const user = useCurrentUser();
  const canChooseStore = authorize(user, 'store:pick-any');
  const [selectedId, select] = useSelectedStoreId();
  const query = useViewableStores();
  const stores = query.data ?? [];
  const storeId = canChooseStore ? selectedId : user.storeId;
  const store = stores.find((s) => s.id === storeId) ?? null;

  // A remembered store that has since been deleted is forgotten rather than shown as an error.
  const stale = canChooseStore && selectedId !== null && query.isSuccess && store === null;
  useEffect(() => {
    if (stale) select(null);
  }, [stale, select]);

  return {
    canChooseStore,
    storeId: stale ? null : storeId,
    store,
    stores,
    storesLoading: query.isPending,
    storesError: query.error,
    unassigned: !canChooseStore && !user.storeId,
    select,
  };
}
