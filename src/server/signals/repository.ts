// What the record-confidence signals read: ticks from the history, readings, a day's checklists
// (docs/decisions/050). The signals as kept: kept-repository.ts.
import type { Kysely } from 'kysely';
import type { IsoDate } from '#domain/dates';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import type { DayReading, Tick } from '#domain/signals/detect';
import { storedJson } from '#domain/stored-json';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface SignalChecklist {
  id: string;
  storeId: string;
  businessDate: IsoDate;
  category: ShiftCategory;
}

const checklistOf = (row: {
  id: string;
  store_id: string;
  business_date: string;
  category: ShiftCategory;
}): SignalChecklist => ({
  id: row.id,
  storeId: row.store_id,
  businessDate: row.business_date,
  category: row.category,
});

export async function findSignalChecklists(
  db: Executor,
  ids: readonly string[],
): Promise<SignalChecklist[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('checklists')
    .select(['id', 'store_id', 'business_date', 'category'])
    .where('id', 'in', ids)
    .execute();
  return rows.map(checklistOf);
}

/** The checklists of these stores' days (by the store-day-category key). */
export async function checklistsOfDays(
  db: Executor,
  days: readonly { storeId: string; businessDate: IsoDate }[],
): Promise<SignalChecklist[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('checklists')
    .select(['id', 'store_id', 'business_date', 'category'])
    .where((eb) =>
      eb.or(
        days.map((day) =>
          eb.and([eb('store_id', '=', day.storeId), eb('business_date', '=', day.businessDate)]),
        ),
      ),
    )
    .execute();
  return rows.map(checklistOf);
}

/** Whether a history snapshot says the item was ticked (true) or unticked (false). */
function completedIn(json: string | null): boolean | undefined {
  const snapshot = storedJson(json);
  if (typeof snapshot !== 'object' || snapshot === null || !('completed' in snapshot)) {
    return undefined;
  }
  return snapshot.completed === true;
}

/**
 * Each checklist's items ticked now, with who ticked them and when: the last change that ticked
 * each, at the time the person's device made it when it arrived late (a queued write).
 */
export async function ticksOf(
  db: Executor,
  checklistIds: readonly string[],
): Promise<Map<string, Tick[]>> {
  const ticks = new Map<string, Tick[]>(checklistIds.map((id) => [id, []]));
  if (checklistIds.length === 0) return ticks;
  const [items, events] = await Promise.all([
    db
      .selectFrom('checklist_items')
      .select(['id', 'checklist_id', 'section'])
      .where('checklist_id', 'in', checklistIds)
      .where('completed', '=', true)
      .execute(),
    db
      .selectFrom('checklist_events')
      .select(['checklist_id', 'subject', 'at', 'made_at', 'user_id', 'user_name', 'after_json'])
      .where('checklist_id', 'in', checklistIds)
      .where('action', '=', 'item-changed')
      .orderBy('id')
      .execute(),
  ]);
  const sections = new Map<string, Section>(items.map((item) => [item.id, item.section]));
  const last = new Map<string, Tick & { checklistId: string }>();
  for (const event of events) {
    const itemId = event.subject;
    const ticked = completedIn(event.after_json);
    if (itemId === null || ticked === undefined) continue;
    const section = sections.get(itemId);
    if (!ticked || !section) {
      last.delete(itemId);
      continue;
    }
    last.set(itemId, {
      checklistId: event.checklist_id,
      itemId,
      section,
      at: Date.parse(event.made_at ?? event.at),
      userId: event.user_id,
      userName: event.user_name,
    });
  }
  for (const { checklistId, ...tick } of last.values()) ticks.get(checklistId)?.push(tick);
  return ticks;
}

export interface StoreReading extends DayReading {
  temperature: boolean;
}

/**
 * A store's readings of [from, to] as they stand: each item's last reading (a corrected slip
 * replaces the slip), with the item's words that name the equipment.
 */
export async function readingsOf(
  db: Executor,
  storeId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<StoreReading[]> {
  const rows = await db
    .selectFrom('readings as r')
    .innerJoin('checklist_items as i', 'i.id', 'r.item_id')
    .select(['r.item_id', 'r.business_date', 'r.value', 'r.unit', 'i.text'])
    .where('r.store_id', '=', storeId)
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .orderBy('r.id')
    .execute();
  const latest = new Map<string, StoreReading>();
  for (const row of rows) {
    latest.set(row.item_id, {
      itemText: row.text,
      date: row.business_date,
      value: row.value,
      unit: row.unit,
      temperature: row.unit === 'C' || row.unit === 'F',
    });
  }
  return [...latest.values()];
}
