import { addDays, storeFirstDay, storeToday, compareDates } from '#domain/dates';
import { shiftWindow, notStartedAt } from '#domain/due/shift-window';
import { notStartedText, unresolvedAtShiftEndText } from '#domain/notifications/texts';
import { SHIFT_CATEGORIES } from '#domain/shifts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { NotificationDraft } from '../notifications/raise';
import { findRecipients } from '../notifications/repository';
import type { StoreRecord } from '../stores/repository';
import { countOpenPriorityA, type ShiftChecklist } from './repository';

/** How long after a shift ends its unresolved priority A failures are still escalated. */
const ESCALATION_WINDOW_MS = 12 * 60 * 60_000;

/**
 * What has become due for one store's shifts of its today and yesterday (a night or overnight
 * shift of yesterday may still be running): a shift without a checklist 30 minutes in (while
 * it runs), and a checklist with unresolved priority A failures once its shift has ended.
 * Judged by the time now, not by "this minute", so a minute missed is caught up.
 */
export async function shiftDrafts(
  db: Kysely<Database>,
  store: StoreRecord,
  checklists: readonly ShiftChecklist[],
  now: Date,
): Promise<NotificationDraft[]> {
  const today = storeToday(store, now);
  const firstDay = storeFirstDay(store);
  const drafts: NotificationDraft[] = [];
  for (const date of [addDays(today, -1), today]) {
    if (compareDates(date, firstDay) < 0) continue;
    for (const category of SHIFT_CATEGORIES) {
      if (!store.shiftSettings[category].enabled) continue;
      const window = shiftWindow(date, category, store.shiftSettings, store.timezone);
      const checklist = checklists.find(
        (c) => c.storeId === store.id && c.businessDate === date && c.category === category,
      );
      const t = now.getTime();
      if (!checklist && t >= notStartedAt(window).getTime() && t < window.end.getTime()) {
        drafts.push({
          kind: 'not-started',
          subject: `${store.id}:${category}`,
          businessDate: date,
          storeId: store.id,
          recipientIds: await findRecipients(db, store.id, 'not-started'),
          ...notStartedText(store, date, category),
        });
      }
      const ended = t >= window.end.getTime() && t < window.end.getTime() + ESCALATION_WINDOW_MS;
      if (checklist && checklist.openIssues > 0 && ended) {
        const open = await countOpenPriorityA(db, checklist.id);
        if (open === 0) continue;
        drafts.push({
          kind: 'unresolved-at-shift-end',
          subject: checklist.id,
          businessDate: date,
          storeId: store.id,
          recipientIds: await findRecipients(db, store.id, 'unresolved-at-shift-end'),
          ...unresolvedAtShiftEndText(store, checklist, open),
        });
      }
    }
  }
  return drafts;
}
