// Every reading entered, kept as it was judged: the temperature log's rows (migration 023).
import type { Kysely } from 'kysely';
import type { ChecklistItem } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { withinLimits, type ReadingSpec } from '#domain/readings/spec';
import type { TemperatureUnit } from '#domain/readings/units';
import type { IsoDate } from '#domain/dates';
import type { Database } from '../db/types';

export interface NewReading {
  checklistId: string;
  itemId: string;
  storeId: string;
  businessDate: IsoDate;
  at: string;
  userId: string | null;
  userName: string;
  /** Written plainly ("-18.5"), in `unit` ('C', 'F' or the measure's own). */
  value: string;
  unit: string;
  /** The measure and limits it was judged by. */
  measure: ReadingSpec;
  within: boolean;
  /** What was done about it, when it was outside its limits. */
  action: string | null;
}

/** A reading's columns, in the order the tick's statements name them (tick/store.ts). */
export const readingRow = (reading: NewReading) => ({
  checklist_id: reading.checklistId,
  item_id: reading.itemId,
  store_id: reading.storeId,
  business_date: reading.businessDate,
  at: reading.at,
  user_id: reading.userId,
  user_name: reading.userName,
  value: reading.value,
  unit: reading.unit,
  measure: JSON.stringify(reading.measure),
  within: reading.within,
  action: reading.action,
});

/**
 * The log row of a change that entered a reading, as it was judged: null for any other change.
 * `item` is the item as the change left it.
 */
export function enteredReading(
  change: ItemChange,
  checklist: { id: string; storeId: string; businessDate: IsoDate },
  item: ChecklistItem,
  by: { userId: string | null; userName: string; at: string },
  storeUnit: TemperatureUnit,
): NewReading | null {
  if (change.type !== 'record' || !item.measure || item.answerValue === null) return null;
  return {
    checklistId: checklist.id,
    itemId: item.id,
    storeId: checklist.storeId,
    businessDate: checklist.businessDate,
    at: by.at,
    userId: by.userId,
    userName: by.userName,
    value: item.answerValue,
    unit: item.answerUnit ?? '',
    measure: item.measure,
    within: withinLimits(item.measure, Number(item.answerValue), storeUnit),
    action: item.failed && !item.resolved ? item.failureComment : null,
  };
}

/** Writes readings outside the tick (the demo chain's history). */
export async function insertReadings(
  db: Kysely<Database>,
  readings: readonly NewReading[],
): Promise<void> {
  if (readings.length === 0) return;
  await db.insertInto('readings').values(readings.map(readingRow)).execute();
}
