// A store's own corrective action due times (docs/decisions/047): what its managers may set
// besides a super admin, who also sets them on the store form.
import type { Actor } from '#domain/authz';
import { STORE_MESSAGES } from '#domain/stores/messages';
import type { StoreActionDue } from '#domain/stores/api';
import type { ActionDueMinutes } from '#domain/actions/api';
import { requireAccess } from '../authz/require-access';
import { notFound } from '../http/errors';
import { runTransaction } from '../writes/unit-of-work';
import type { AppDeps } from '../deps';
import type { Caller } from '../auth/caller';
import { auditBy, changeOf, recordAudit, storeTarget } from '../integrations/audit/record';
import { findStoreById, updateActionDueMinutes } from './repository';

export async function getStoreActionDue(
  deps: AppDeps,
  actor: Actor,
  storeId: string,
): Promise<StoreActionDue> {
  requireAccess(actor, 'store:set-action-due', { storeId });
  const store = await findStoreById(deps.db.kysely, storeId);
  if (!store) throw notFound(STORE_MESSAGES.notFound);
  return { storeId, actionDueMinutes: store.actionDueMinutes };
}

/** Replaces them (null: back to the defaults); failures from now on are due by them. */
export async function setStoreActionDue(
  deps: AppDeps,
  actor: Caller,
  storeId: string,
  minutes: ActionDueMinutes | null,
): Promise<StoreActionDue> {
  requireAccess(actor, 'store:set-action-due', { storeId });
  await runTransaction(deps, async (trx) => {
    const before = await findStoreById(trx, storeId);
    if (!before || !(await updateActionDueMinutes(trx, storeId, minutes))) {
      throw notFound(STORE_MESSAGES.notFound);
    }
    await recordAudit(trx, deps.clock.now(), {
      action: 'store.settings-changed',
      ...auditBy(actor),
      target: storeTarget(before),
      storeId,
      detail: { actionDueMinutes: changeOf(before.actionDueMinutes, minutes) },
    });
    return { commit: true, value: undefined };
  });
  return getStoreActionDue(deps, actor, storeId);
}
