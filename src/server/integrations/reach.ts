// What an integration (an API token, a webhook) reaches: one store, one area, or the chain —
// and which of them a person sees in Admin → Integrations.
import { AREA_MESSAGES } from '#domain/areas/messages';
import { storeScopeOf, type Actor } from '#domain/authz';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { areaExists } from '../areas/repository';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { findStoreById } from '../stores/repository';
import type { TokenVisibility } from './tokens/repository';

/** What a person sees: every one for a super admin, else those of their stores or area. */
export function visibilityOf(actor: Actor): TokenVisibility {
  const scope = storeScopeOf(actor);
  if (scope.kind === 'all') return { kind: 'all' };
  return { kind: 'reach', storeIds: scope.storeIds, areaId: actor.areaId ?? null };
}

/** The store or area asked for is there (a reach of neither is the chain). */
export async function requireReachExists(
  deps: AppDeps,
  reach: { storeId: string | null; areaId: string | null },
): Promise<void> {
  const db = deps.db.kysely;
  if (reach.storeId !== null && !(await findStoreById(db, reach.storeId))) {
    throw notFound(STORE_NOT_FOUND);
  }
  if (reach.areaId !== null && !(await areaExists(db, reach.areaId))) {
    throw notFound(AREA_MESSAGES.notFound);
  }
}
