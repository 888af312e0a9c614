import { useCallback } from 'react';
import { useAllStoresChoice, useSelectedStoreId } from '#web/lib/selected-store';

/**
 * Before a link to a store's view (its month, its actions, its records): that store becomes
 * the one the views show, as if picked in the store selector.
 */
export function useOpenStore(): (storeId: string) => void {
  const [, selectStore] = useSelectedStoreId();
  const [, chooseAllStores] = useAllStoresChoice();
  return useCallback(
    (storeId: string) => {
      selectStore(storeId);
      chooseAllStores(false);
    },
    [selectStore, chooseAllStores],
  );
}
