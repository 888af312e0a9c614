// The failures a store's day shows on its shift cards, each with its corrective action
// (docs/decisions/047): one statement for all the day's checklists.
import type { Kysely } from 'kysely';
import { isOutstanding } from '#domain/actions/actions';
import type { DayFailure } from '#domain/checklists/api';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { briefOf } from '../actions/queries';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

interface DayScope {
  storeId: string;
  day: IsoDate;
  checklistIds: readonly string[];
}

/**
 * The actions of the day's checklists by their item key (store, business date, checklist,
 * item: `actions_item_key`), each with its item's words, found by the item's own key.
 */
export function dayFailuresQuery(db: Executor, where: DayScope) {
  return db
    .selectFrom('actions as a')
    .innerJoin('checklist_items as i', 'i.id', 'a.item_id')
    .select([
      'a.id',
      'a.checklist_id',
      'a.item_id',
      'a.priority',
      'a.status',
      'a.due_at',
      'a.owner_user_id',
      'a.owner_name',
      'a.owner_email',
      'a.recurring',
      'i.position',
      'i.text',
      'i.translations',
    ])
    .where('a.store_id', '=', where.storeId)
    .where('a.business_date', '=', where.day)
    .where('a.checklist_id', 'in', [...where.checklistIds]);
}

/**
 * The failures of `checklistIds` (the store's checklists of `day`) with their actions, in one
 * statement: by checklist in the order given, those still to do first, the soonest due first
 * (then in the checklist's order), each in the reader's language where the checklist has it.
 */
export async function listDayFailures(
  db: Executor,
  where: DayScope,
  locale: Locale,
): Promise<DayFailure[]> {
  if (where.checklistIds.length === 0) return [];
  const rows = await dayFailuresQuery(db, where).execute();
  const order = new Map(where.checklistIds.map((id, index) => [id, index]));
  const position = new Map(rows.map((row) => [row.item_id, row.position]));
  const failures = rows.flatMap((row): DayFailure[] => {
    const action = briefOf(row);
    if (!action) return [];
    const shown = translationFor(parseShownTranslations(row.translations), locale);
    return [
      {
        checklistId: row.checklist_id,
        itemId: row.item_id,
        itemText: shown?.text ?? row.text,
        priority: row.priority,
        action,
      },
    ];
  });
  const rank = (failure: DayFailure) =>
    (order.get(failure.checklistId) ?? 0) * 2 + (isOutstanding(failure.action.status) ? 0 : 1);
  return failures.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.action.dueAt.localeCompare(b.action.dueAt) ||
      (position.get(a.itemId) ?? 0) - (position.get(b.itemId) ?? 0),
  );
}
