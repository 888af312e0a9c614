// What an item change tells other systems: a failure logged, a reading outside its limits, the
// checklist's last item done. Decided from the change alone (no I/O), so the tick knows before
// it writes whether it must take the path that writes more (under the checklist's lock).
import type { ChecklistItem } from '#domain/checklists/api';
import type { TemperatureUnit } from '#domain/readings/units';
import { withinLimits } from '#domain/readings/spec';
import type { ShiftCategory } from '#domain/shifts';
import { checklistCompleted, failureLogged, readingOutOfLimits } from './events';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { queueWebhookEvents, type WebhookEventDraft } from './outbox';

interface TickChange {
  checklist: { id: string; storeId: string; businessDate: string; completedAt: string | null };
  before: ChecklistItem;
  item: ChecklistItem;
  /** The checklist's completion as the change leaves it. */
  completedAt: string | null;
  storeUnit: TemperatureUnit;
}

const failed = ({ before, item }: TickChange) => item.failed && !before.failed;

const outside = ({ before, item, storeUnit }: TickChange) =>
  item.measure !== null &&
  item.answerValue !== null &&
  item.answerValue !== before.answerValue &&
  !withinLimits(item.measure, Number(item.answerValue), storeUnit);

const completes = ({ checklist, completedAt }: TickChange) =>
  checklist.completedAt === null && completedAt !== null;

/** Whether the change is an event other systems may hear of. */
export function tellsOthers(change: TickChange): boolean {
  return failed(change) || outside(change) || completes(change);
}

/** The change's events, for the checklist (of this shift) as it was read. */
export function tickEvents(
  change: TickChange,
  checklist: { id: string; storeId: string; businessDate: string; category: ShiftCategory },
  by: { id: string | null; name: string },
  at: string,
): WebhookEventDraft[] {
  const { item } = change;
  const events: WebhookEventDraft[] = [];
  if (failed(change)) events.push(failureLogged(checklist, item, by));
  if (outside(change)) {
    const reading = { value: item.answerValue ?? '', unit: item.answerUnit ?? '', at };
    events.push(readingOutOfLimits(checklist, item, reading, by));
  }
  if (completes(change) && change.completedAt !== null) {
    events.push(checklistCompleted(checklist, change.completedAt, by));
  }
  return events;
}

/** Queues a change's events (none for most), once it is written under the checklist's lock. */
export async function queueTickEvents(
  trx: Kysely<Database>,
  decision: Pick<TickChange, 'before' | 'item'> & {
    counts: { completedAt: string | null };
    event: { userId: string | null; userName: string };
  },
  read: { checklist: TickChange['checklist'] | null; storeUnit: TemperatureUnit },
  now: string,
): Promise<void> {
  const { checklist, storeUnit } = read;
  if (!checklist) return;
  const { before, item, counts, event } = decision;
  const change = { checklist, before, item, completedAt: counts.completedAt, storeUnit };
  if (!tellsOthers(change)) return;
  const { category } = await trx
    .selectFrom('checklists')
    .select('category')
    .where('id', '=', checklist.id)
    .executeTakeFirstOrThrow();
  const by = { id: event.userId, name: event.userName };
  await queueWebhookEvents(trx, now, tickEvents(change, { ...checklist, category }, by, now));
}
