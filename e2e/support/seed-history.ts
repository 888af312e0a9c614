// Creates the past checklists of history.ts through the server's own services, as their
// store's shift leader would: create for the date, then do (and fail) items.
import type { SessionUser } from '#domain/auth/schemas';
import { businessDate } from '#domain/dates';
import { createChecklist } from '#server/checklists/create-service';
import type { AppDeps } from '#server/deps';
import { doneChange } from '#test/support/items';
import { HISTORY, ISSUE_TICKS, PARTIAL_TICKS, historyDate, type HistoryEntry } from './history';

const TICKS: Record<HistoryEntry['outcome'], number> = {
  complete: Number.POSITIVE_INFINITY,
  'open-issue': ISSUE_TICKS,
  partial: PARTIAL_TICKS,
};

async function seedOne(deps: AppDeps, leader: SessionUser, entry: HistoryEntry, storeId: string) {
  const today = businessDate(deps.clock.now(), deps.config.defaultTimeZone);
  const { checklist } = await createChecklist(deps, leader, {
    storeId,
    category: entry.category,
    date: historyDate(today, entry),
  });
  const items = checklist.items.slice(0, TICKS[entry.outcome]);
  for (const item of items) {
    await deps.ticks.tick(leader, {
      checklistId: checklist.id,
      itemId: item.id,
      // Done the way each item asks: a tick, or a reading inside its limits.
      change: doneChange(item, checklist.temperatureUnit),
    });
  }
  const next = checklist.items[items.length];
  if (entry.outcome === 'open-issue' && next) {
    await deps.ticks.tick(leader, {
      checklistId: checklist.id,
      itemId: next.id,
      change: {
        type: 'fail',
        comment: 'Ice machine leaking onto the floor',
        priority: 'B',
      },
    });
  }
}

/** `leaders` maps a store key to the shift leader who fills in its checklists. */
export async function seedHistory(
  deps: AppDeps,
  leaders: Record<string, SessionUser>,
  storeIds: Record<string, string>,
): Promise<void> {
  for (const entry of Object.values(HISTORY) as HistoryEntry[]) {
    const leader = leaders[entry.store];
    const storeId = storeIds[entry.store];
    if (!leader || !storeId) throw new Error(`No leader or store for ${entry.store}`);
    await seedOne(deps, leader, entry, storeId);
  }
}
