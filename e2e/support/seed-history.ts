// Creates the past checklists of history.ts through the server's own services, as their
// store's shift leader would: create for the date, then do (and fail) items.
import type { SessionUser } from '#domain/auth/schemas';
import type { Actor } from '#domain/authz';
import { addDays, businessDate } from '#domain/dates';
import { createTemplateBodySchema } from '#domain/templates/api';
import { createChecklist } from '#server/checklists/create-service';
import type { AppDeps } from '#server/deps';
import { createTemplate } from '#server/templates/save-service';
import { doneChange } from '#test/support/items';
import {
  HISTORY,
  ISSUE_TICKS,
  PARTIAL_TICKS,
  RECURRING_FAILURE,
  historyDate,
  type HistoryEntry,
} from './history';

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

/**
 * actions.spec.ts's store: a day template of its own holding the fryer item, which its leader
 * failed on earlier days, so that failing it once more today makes it recurring.
 */
export async function seedRecurringFailures(
  deps: AppDeps,
  people: { leader: SessionUser; manager: Actor },
  storeId: string,
): Promise<void> {
  const { item, category, daysAgo } = RECURRING_FAILURE;
  await createTemplate(
    deps,
    people.manager,
    createTemplateBodySchema.parse({
      title: 'Dock Road Day',
      category,
      storeId,
      items: [
        { text: item, section: 'travel-path', subsection: null },
        { text: 'Lobby swept', section: 'travel-path', subsection: null },
      ],
    }),
  );
  const today = businessDate(deps.clock.now(), deps.config.defaultTimeZone);
  for (const ago of daysAgo) {
    const { checklist } = await createChecklist(deps, people.leader, {
      storeId,
      category,
      date: addDays(today, -ago),
    });
    const fryer = checklist.items.find((candidate) => candidate.text === item);
    if (!fryer) throw new Error(`The seeded template has no “${item}”`);
    await deps.ticks.tick(people.leader, {
      checklistId: checklist.id,
      itemId: fryer.id,
      change: { type: 'fail', comment: 'Fryer 2 reads 40 °C below its dial', priority: 'B' },
    });
  }
}
