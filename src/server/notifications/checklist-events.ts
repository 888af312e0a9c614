import type { Kysely } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import { feedbackText, priorityFailureText } from '#domain/notifications/texts';
import type { Announce } from '../writes/unit-of-work';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { findChecklistById, type ChecklistRecord } from '../checklists/repository';
import { findStoreById, type StoreRecord } from '../stores/repository';
import { deliverPendingEmails } from './email-delivery';
import { raiseNotifications } from './raise';
import { findRecipients } from './repository';

const AT_ONCE = ['A', 'B'];

/** An unresolved failure of priority A or B: its store's managers hear of it at once. */
export function raisesPriorityNotice(item: ChecklistItem): boolean {
  return (
    item.failed &&
    !item.resolved &&
    item.failurePriority !== null &&
    AT_ONCE.includes(item.failurePriority)
  );
}

/** A failure logged with priority A or B: the store's managers, at once (once per item and day). */
export async function notifyPriorityFailure(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  context: { store: StoreRecord; checklist: ChecklistRecord; item: ChecklistItem },
): Promise<number> {
  const { store, checklist, item } = context;
  if (!raisesPriorityNotice(item) || !item.failurePriority) return 0;
  const text = priorityFailureText(store, checklist, {
    text: item.text,
    priority: item.failurePriority,
    comment: item.failureComment,
  });
  return raiseNotifications(trx, announce, now, [
    {
      kind: 'priority-failure',
      subject: item.id,
      businessDate: checklist.businessDate,
      storeId: store.id,
      recipientIds: await findRecipients(trx, store.id, 'priority-failure'),
      ...text,
    },
  ]);
}

/**
 * The same for an item tick, which reads neither store nor checklist: they are loaded only for
 * a failure that raises a notification, so an ordinary tick costs nothing more.
 */
export async function notifyPriorityFailureOnTick(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  context: { checklistId: string; item: ChecklistItem },
): Promise<number> {
  const { item } = context;
  if (!raisesPriorityNotice(item)) return 0;
  const checklist = await findChecklistById(trx, context.checklistId);
  const store = checklist?.storeId ? await findStoreById(trx, checklist.storeId) : null;
  if (!checklist || !store) return 0;
  return notifyPriorityFailure(trx, announce, now, { store, checklist, item });
}

/** Store feedback left on someone's checklist: its creator (not when they left it themselves). */
export async function notifyFeedback(
  trx: Kysely<Database>,
  announce: Announce,
  now: string,
  context: { checklist: ChecklistRecord; authorId: string; authorName: string },
): Promise<number> {
  const { checklist, authorId, authorName } = context;
  if (!checklist.createdBy || checklist.createdBy === authorId) return 0;
  return raiseNotifications(trx, announce, now, [
    {
      kind: 'feedback',
      subject: checklist.id,
      businessDate: checklist.businessDate,
      storeId: checklist.storeId,
      recipientIds: [checklist.createdBy],
      ...feedbackText(checklist, authorName),
    },
  ]);
}

/**
 * After a commit that left e-mails waiting: send them now rather than at the next minute. A
 * failure here is retried by the scheduler, which logs it.
 */
export function sendWaitingEmails(deps: AppDeps, waiting: number): void {
  if (waiting > 0) deliverPendingEmails(deps).catch(() => undefined);
}
