// What handing a corrective action on tells its new owner (docs/decisions/047), raised in the
// transaction of the assignment so that it is kept exactly when the assignment is.
import type { Kysely } from 'kysely';
import { actionAssignedText, actionSubject } from '#domain/notifications/action-texts';
import type { Announce } from '../writes/unit-of-work';
import type { Database } from '../db/types';
import { findStoreById } from '../stores/repository';
import { actionRefOf, findActionNotice } from './action-notices';
import { queueContractorEmail } from './contractor-emails';
import { raiseNotifications } from './raise';

/**
 * The action `actionId`, just handed on by `by`: its owner hears of it. A person of the store in
 * the app (and by e-mail as they chose), not when they gave it to themselves; an outside
 * contractor by e-mail only, in the store's language. Once per owner for the action's due time.
 * Call it after the assignment is written, in its transaction; returns how many e-mails wait, for
 * `sendWaitingEmails` once that has committed.
 */
export async function notifyActionAssigned(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  actionId: string,
  by: { id: string; name: string },
): Promise<number> {
  const notice = await findActionNotice(trx, actionId);
  if (!notice || notice.ownerUserId === by.id) return 0;
  const store = await findStoreById(trx, notice.storeId);
  if (!store) return 0;
  if (notice.ownerUserId === null) {
    if (notice.ownerEmail === null) return 0;
    const queued = await queueContractorEmail(trx, now, {
      kind: 'action-assigned',
      notice,
      store,
      by: by.name,
    });
    return queued ? 1 : 0;
  }
  const where = { store, checklist: { title: notice.checklistTitle } };
  return raiseNotifications(trx, announce, now, [
    {
      kind: 'action-assigned',
      subject: actionSubject(notice),
      businessDate: notice.businessDate,
      storeId: notice.storeId,
      recipientIds: [notice.ownerUserId],
      ...actionAssignedText(where, actionRefOf(notice), by.name),
    },
  ]);
}
