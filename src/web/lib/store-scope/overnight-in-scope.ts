import type { StoreScope } from './use-store-scope';

/** Whether a store in view runs an overnight shift (every store when none is selected). */
export function overnightInScope(scope: StoreScope): boolean {
  if (scope.store) return scope.store.shiftSettings.overnight.enabled;
  if (scope.storeId !== null) return false;
  return scope.stores.some((store) => store.shiftSettings.overnight.enabled);
}
