import type { Actor } from './actor';
import { hasCapability } from './capabilities';

/**
 * The stores a person may see (SPEC §6 "Store scope"). Repositories take one, so a list query
 * cannot forget it: every store, or the assigned one (none when unassigned).
 */
export type StoreScope = { kind: 'all' } | { kind: 'stores'; storeIds: readonly string[] };

export function storeScopeOf(actor: Actor): StoreScope {
  if (hasCapability(actor.role, 'all-stores')) return { kind: 'all' };
  return { kind: 'stores', storeIds: actor.storeId === null ? [] : [actor.storeId] };
}

export function scopeIncludes(scope: StoreScope, storeId: string): boolean {
  return scope.kind === 'all' || scope.storeIds.includes(storeId);
}

export function canSeeStore(actor: Actor, storeId: string): boolean {
  return scopeIncludes(storeScopeOf(actor), storeId);
}
