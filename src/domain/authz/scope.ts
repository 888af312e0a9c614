import type { Actor } from './actor';
import { hasCapability } from './capabilities';

/**
 * The stores a person may see (SPEC §6 "Store scope"). Repositories take one, so a list query
 * cannot forget it: every store, the stores of an area manager's area, or the assigned one (none
 * when unassigned).
 */
export type StoreScope = { kind: 'all' } | { kind: 'stores'; storeIds: readonly string[] };

export function storeScopeOf(actor: Actor): StoreScope {
  if (hasCapability(actor.role, 'all-stores')) return { kind: 'all' };
  if (hasCapability(actor.role, 'area-stores')) {
    return { kind: 'stores', storeIds: actor.areaStoreIds ?? [] };
  }
  return { kind: 'stores', storeIds: actor.storeId === null ? [] : [actor.storeId] };
}

export function scopeIncludes(scope: StoreScope, storeId: string): boolean {
  return scope.kind === 'all' || scope.storeIds.includes(storeId);
}

export function canSeeStore(actor: Actor, storeId: string): boolean {
  return scopeIncludes(storeScopeOf(actor), storeId);
}

/** Sees at least one store: not a manager or leader without a store, nor an empty area's manager. */
export function seesAnyStore(actor: Actor): boolean {
  const scope = storeScopeOf(actor);
  return scope.kind === 'all' || scope.storeIds.length > 0;
}

/** Picks which store a view shows (a super admin, an area manager); others see their own. */
export const picksStores = (actor: Actor): boolean =>
  hasCapability(actor.role, 'all-stores') || hasCapability(actor.role, 'area-stores');

/** Works in one store, which an account of the role must be given (SPEC §5 "User form"). */
export const worksInOneStore = (role: Actor['role']): boolean =>
  !hasCapability(role, 'all-stores') && !hasCapability(role, 'area-stores');
