import { authorize } from '#domain/authz';
import { useCurrentUser } from '#web/lib/current-user';
import { useAreaList } from '#web/lib/areas';
import { useViewableStores } from '#web/lib/store-scope/viewable-stores';

/** What the reach is for: an API token, or a webhook. */
export type ReachAction = 'api-tokens:create' | 'webhooks:create';

/** Where a token or a webhook reaches, as the form's select holds it: the chain, an area, or a store. */
export type ReachValue = 'chain' | `area:${string}` | `store:${string}`;

export interface ReachOption {
  value: ReachValue;
  kind: 'chain' | 'area' | 'store';
  name: string;
}

/** The reach of a form value: both null for the chain. */
export function reachOf(value: ReachValue): { storeId: string | null; areaId: string | null } {
  if (value.startsWith('store:')) return { storeId: value.slice(6), areaId: null };
  if (value.startsWith('area:')) return { storeId: null, areaId: value.slice(5) };
  return { storeId: null, areaId: null };
}

/**
 * What the person may make a token (or a webhook) reach, asked of the authorization entry point:
 * the chain and every area for a super admin, their area for an area manager, and the stores
 * they see.
 */
export function useReachOptions(action: ReachAction = 'api-tokens:create'): {
  options: ReachOption[];
  pending: boolean;
} {
  const user = useCurrentUser();
  const chain = authorize(user, action, { storeId: null, areaId: null });
  const areas = useAreaList({ enabled: chain });
  const stores = useViewableStores();
  const options: ReachOption[] = [];
  if (chain) options.push({ value: 'chain', kind: 'chain', name: '' });
  if (chain) {
    for (const area of areas.data?.areas ?? []) {
      options.push({ value: `area:${area.id}`, kind: 'area', name: area.name });
    }
  } else if (user.areaId && authorize(user, action, { storeId: null, areaId: user.areaId })) {
    options.push({ value: `area:${user.areaId}`, kind: 'area', name: user.areaName ?? '' });
  }
  for (const store of stores.data ?? []) {
    if (!authorize(user, action, { storeId: store.id, areaId: null })) continue;
    options.push({
      value: `store:${store.id}`,
      kind: 'store',
      name: `${store.storeNumber} ${store.name}`,
    });
  }
  return { options, pending: stores.isPending || (chain && areas.isPending) };
}
