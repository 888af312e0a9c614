// The record-confidence signals as kept (docs/decisions/050): what the sweep found, the
// manager's explanation, and how far the sweep has read the history.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { startOfWeek, type IsoDate } from '#domain/dates';
import type { ShiftCategory } from '#domain/shifts';
import { signalDetailSchema, type SignalDetail, type SignalKind } from '#domain/signals/api';
import { storedJson } from '#domain/stored-json';
import type { RecordSignalsTable } from '../db/signals-tables';
import type { Database } from '../db/types';
import type { SignalChecklist } from './repository';

type Executor = Kysely<Database>;
export type SignalRow = Selectable<RecordSignalsTable>;

/** A signal as the sweep finds it, before it is kept. */
export interface FoundSignal {
  kind: SignalKind;
  subject: string;
  storeId: string;
  businessDate: IsoDate;
  checklistId: string | null;
  category: ShiftCategory | null;
  detail: SignalDetail;
}

export interface KeptSignal extends FoundSignal {
  id: string;
  foundAt: string;
  explained: boolean;
  detailJson: string;
}

/** The kept signals of these stores whose day falls in [from, to]. */
export async function keptSignals(
  db: Executor,
  storeIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<KeptSignal[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .selectFrom('record_signals')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .execute();
  return rows.flatMap((row) => {
    const detail = parseDetail(row.detail);
    if (!detail) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        storeId: row.store_id,
        businessDate: row.business_date,
        checklistId: row.checklist_id,
        category: row.category,
        detail,
        detailJson: row.detail,
        foundAt: row.found_at,
        explained: row.explained_at !== null,
      },
    ];
  });
}

export function parseDetail(json: string): SignalDetail | null {
  const parsed = signalDetailSchema.safeParse(storedJson(json));
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps what was found: a new signal is added, a changed one updated (its explanation stays),
 * and one no longer found is dropped unless a manager explained it (that conversation is part
 * of the record). Two sweeps at once add one row: the kind and subject are unique.
 */
export async function keepSignals(
  trx: Executor,
  now: string,
  found: readonly FoundSignal[],
  gone: readonly KeptSignal[],
): Promise<void> {
  for (const signal of found) {
    const detail = JSON.stringify(signal.detail);
    await trx
      .insertInto('record_signals')
      .values({
        id: randomUUID(),
        kind: signal.kind,
        subject: signal.subject,
        store_id: signal.storeId,
        business_date: signal.businessDate,
        checklist_id: signal.checklistId,
        category: signal.category,
        detail,
        found_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['kind', 'subject']).doUpdateSet({ detail, business_date: signal.businessDate }),
      )
      .execute();
  }
  const dropped = gone.filter((signal) => !signal.explained).map((signal) => signal.id);
  if (dropped.length > 0) {
    await trx
      .deleteFrom('record_signals')
      .where('id', 'in', dropped)
      .where('explained_at', 'is', null)
      .execute();
  }
}

/**
 * The signals a checklist's page shows: its own, its day's, its week's round readings and the
 * runs of the same reading its day is part of.
 */
export async function signalsAbout(db: Executor, checklist: SignalChecklist): Promise<SignalRow[]> {
  const date = checklist.businessDate;
  const rows = await db
    .selectFrom('record_signals')
    .selectAll()
    .where('store_id', '=', checklist.storeId)
    .where((eb) =>
      eb.or([
        eb('checklist_id', '=', checklist.id),
        eb.and([eb('kind', '=', 'one-person-day'), eb('business_date', '=', date)]),
        eb.and([eb('kind', '=', 'round-readings'), eb('business_date', '=', startOfWeek(date))]),
        eb.and([eb('kind', '=', 'same-reading'), eb('business_date', '>=', date)]),
      ]),
    )
    .execute();
  return rows.filter((row) => {
    if (row.kind !== 'same-reading') return true;
    const detail = parseDetail(row.detail);
    return detail?.kind === 'same-reading' && detail.from <= date;
  });
}

/** The signals of [from, to] (and a week that began before it), of these stores or all. */
export async function signalsOfPeriod(
  db: Executor,
  storeIds: readonly string[] | 'all',
  from: IsoDate,
  to: IsoDate,
): Promise<SignalRow[]> {
  let rows = db
    .selectFrom('record_signals')
    .selectAll()
    .where('business_date', '<=', to)
    .where((eb) =>
      eb.or([
        eb('business_date', '>=', from),
        // A week that began before the period and runs into it.
        eb.and([eb('kind', '=', 'round-readings'), eb('business_date', '>=', startOfWeek(from))]),
      ]),
    );
  if (storeIds !== 'all') rows = rows.where('store_id', 'in', storeIds);
  return rows.execute();
}

/** The store a signal is about; null for none. */
export async function signalStoreOf(db: Executor, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('record_signals')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.store_id ?? null;
}

export interface Explanation {
  at: string;
  userId: string;
  userName: string;
  note: string;
}

/** Keeps a manager's explanation of a signal (replacing one), or takes it away (null). */
export async function setExplanation(
  trx: Executor,
  id: string,
  explanation: Explanation | null,
): Promise<SignalRow | null> {
  const row = await trx
    .updateTable('record_signals')
    .set({
      explained_at: explanation?.at ?? null,
      explained_by: explanation?.userId ?? null,
      explained_by_name: explanation?.userName ?? null,
      explanation: explanation?.note ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The history's item changes after `position`, in order, at most `limit`. */
export async function changesSince(db: Executor, position: number, limit: number) {
  return db
    .selectFrom('checklist_events')
    .select(['id', 'checklist_id', 'at', 'after_json'])
    .where('id', '>', position)
    .where('action', '=', 'item-changed')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How far the sweep has read the history (migration 031 starts it at the upgrade). */
export async function sweepPosition(db: Executor): Promise<number> {
  const mark = await db
    .selectFrom('signal_sweeps')
    .select('event_id')
    .where('id', '=', 'chain')
    .executeTakeFirst();
  return mark?.event_id ?? 0;
}

/** Moves the sweep on, never back (another instance may have moved it further). */
export async function moveSweep(trx: Executor, to: number): Promise<void> {
  await trx
    .updateTable('signal_sweeps')
    .set({ event_id: to })
    .where('id', '=', 'chain')
    .where('event_id', '<', to)
    .execute();
}
