import type { AppDeps } from '../../deps';
import { runTransaction } from '../../writes/unit-of-work';
import { actionEvent, actionRefOf } from './events';
import { queueWebhookEvents } from './outbox';

/** Actions announced in one transaction at most; the rest go on the next run. */
const BATCH = 200;

/**
 * Tells other systems of each corrective action that has fallen overdue, once: the action is
 * marked as announced in the transaction that queues its event, by a conditional update only
 * one instance wins. Run with the scheduled work; returns how many were announced.
 */
export async function announceOverdueActions(deps: AppDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  return runTransaction(deps, async (trx) => {
    const due = trx
      .selectFrom('actions')
      .select('id')
      .where('status', 'in', ['open', 'in-progress'])
      .where('overdue_announced_at', 'is', null)
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(BATCH);
    const marked = await trx
      .updateTable('actions')
      .set({ overdue_announced_at: now })
      .where('id', 'in', due)
      .where('overdue_announced_at', 'is', null)
      .returning([
        'id',
        'checklist_id',
        'store_id',
        'business_date',
        'item_text',
        'priority',
        'status',
        'due_at',
        'owner_user_id',
        'owner_name',
      ])
      .execute();
    if (marked.length === 0) return { commit: false, value: 0 };
    await queueWebhookEvents(
      trx,
      now,
      marked.map((row) => actionEvent('action.overdue', actionRefOf(row), null)),
    );
    return { commit: true, value: marked.length };
  });
}
