// Record confidence (docs/decisions/050): a checklist's signals, a scope's, a manager's
// explanation, the chain's thresholds, and the sweep that finds them as records change.
import { SIGNAL_ACCESS_MESSAGES } from '#domain/signals/access-messages';
import type { SessionUser } from '#domain/auth/schemas';
import { personName } from '#domain/checklists/summary';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { startOfWeek } from '#domain/dates';
import type { InsightsQuery } from '#domain/insights/api';
import { SIGNAL_KINDS, type RecordSignal, type SignalThresholds } from '#domain/signals/api';
import type { Selectable } from 'kysely';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import type { RecordSignalsTable } from '../db/signals-tables';
import { notFound } from '../http/errors';
import { resolveInsights } from '../insights/scope';
import type { StoreRecord } from '../stores/repository';
import { runTransaction } from '../writes/unit-of-work';
import { evaluateChecklists, type EvaluationInput } from './evaluate';
import { parseDetail } from './repository';
import { readThresholds, saveThresholds, type ThresholdSettings } from './settings';

type SignalRow = Selectable<RecordSignalsTable>;

const kindOrder = (row: SignalRow) => SIGNAL_KINDS.indexOf(row.kind);

function toSignal(row: SignalRow, store: StoreRecord | undefined): RecordSignal[] {
  const detail = parseDetail(row.detail);
  if (!detail || !store) return [];
  return [
    {
      id: row.id,
      storeId: row.store_id,
      storeName: store.name,
      storeNumber: store.storeNumber,
      timeZone: store.timezone,
      businessDate: row.business_date,
      checklistId: row.checklist_id,
      category: row.category,
      detail,
      foundAt: row.found_at,
      explanation:
        row.explained_at === null
          ? null
          : {
              at: row.explained_at,
              byName: row.explained_by_name ?? '',
              note: row.explanation ?? '',
            },
    },
  ];
}

/** Writes the sweep's or a page's findings in a transaction of their own. */
function writer(deps: AppDeps) {
  return (work: (trx: AppDeps['db']['kysely']) => Promise<void>) =>
    runTransaction(deps, async (trx) => {
      await work(trx);
      return { commit: true, value: null };
    });
}

function evaluation(
  deps: AppDeps,
  thresholds: SignalThresholds,
  checklistIds: readonly string[],
  readingsChanged: EvaluationInput['readingsChanged'],
): EvaluationInput {
  return {
    checklistIds,
    readingsChanged,
    thresholds,
    storeOf: (storeId) => deps.stores.current(deps.db.kysely, storeId),
  };
}

/**
 * A checklist's signals, looked at afresh: its own, its day's, and its store's readings around
 * its day and in its week. Managers of its store; another store's checklist is not found.
 */
export async function checklistSignals(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<RecordSignal[]> {
  const db = deps.db.kysely;
  const checklist = await db
    .selectFrom('checklists')
    .select(['id', 'store_id', 'business_date'])
    .where('id', '=', checklistId)
    .executeTakeFirst();
  if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
  requireAccess(user, 'signals:view', { storeId: checklist.store_id });
  const { thresholds } = await readThresholds(db);
  const now = deps.clock.now().toISOString();
  await evaluateChecklists(
    db,
    evaluation(deps, thresholds, [checklistId], 'all'),
    writer(deps),
    now,
  );
  const date = checklist.business_date;
  const rows = await db
    .selectFrom('record_signals')
    .selectAll()
    .where('store_id', '=', checklist.store_id)
    .where((eb) =>
      eb.or([
        eb('checklist_id', '=', checklistId),
        eb.and([eb('kind', '=', 'one-person-day'), eb('business_date', '=', date)]),
        eb.and([eb('kind', '=', 'round-readings'), eb('business_date', '=', startOfWeek(date))]),
        eb.and([eb('kind', '=', 'same-reading'), eb('business_date', '>=', date)]),
      ]),
    )
    .execute();
  const store = (await deps.stores.current(db, checklist.store_id)) ?? undefined;
  return rows
    .filter((row) => {
      if (row.kind !== 'same-reading') return true;
      const detail = parseDetail(row.detail);
      return detail?.kind === 'same-reading' && detail.from <= date;
    })
    .sort((a, b) => kindOrder(a) - kindOrder(b))
    .flatMap((row) => toSignal(row, store));
}

/**
 * The signals of a scope's period (as Insights chooses it), newest day first: what is still to
 * be explained before what was.
 */
export async function scopeSignals(
  deps: AppDeps,
  user: SessionUser,
  query: InsightsQuery,
): Promise<RecordSignal[]> {
  // Through `insights:view`: managers and above, over the stores they see.
  const resolved = await resolveInsights(deps, user, query);
  const stores = new Map(resolved.stores.map((store) => [store.id, store]));
  if (stores.size === 0) return [];
  const { from, to } = resolved.scope;
  let rows = deps.db.kysely
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
  if (resolved.filter.kind === 'stores') rows = rows.where('store_id', 'in', [...stores.keys()]);
  return (await rows.execute())
    .sort(
      (a, b) =>
        Number(a.explained_at !== null) - Number(b.explained_at !== null) ||
        b.business_date.localeCompare(a.business_date) ||
        kindOrder(a) - kindOrder(b),
    )
    .flatMap((row) => toSignal(row, stores.get(row.store_id)));
}

async function findSignalFor(deps: AppDeps, user: SessionUser, id: string) {
  const row = await deps.db.kysely
    .selectFrom('record_signals')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(SIGNAL_ACCESS_MESSAGES.notFound);
  requireAccess(user, 'signals:explain', { storeId: row.store_id });
  return row.store_id;
}

/** Marks a signal explained with the manager's note (again: the note is replaced), or not. */
export async function explainSignal(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  note: string | null,
): Promise<RecordSignal> {
  const storeId = await findSignalFor(deps, user, id);
  const now = deps.clock.now().toISOString();
  const row = await runTransaction(deps, async (trx) => {
    const updated = await trx
      .updateTable('record_signals')
      .set(
        note === null
          ? { explained_at: null, explained_by: null, explained_by_name: null, explanation: null }
          : {
              explained_at: now,
              explained_by: user.id,
              explained_by_name: personName(user),
              explanation: note,
            },
      )
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return { commit: true, value: updated ?? null };
  });
  const store = (await deps.stores.current(deps.db.kysely, storeId)) ?? undefined;
  const [signal] = row ? toSignal(row, store) : [];
  if (!signal) throw notFound(SIGNAL_ACCESS_MESSAGES.notFound);
  return signal;
}

export async function thresholdSettings(
  deps: AppDeps,
  user: SessionUser,
): Promise<ThresholdSettings> {
  requireAccess(user, 'signals:set-thresholds');
  return readThresholds(deps.db.kysely);
}

export async function changeThresholds(
  deps: AppDeps,
  user: SessionUser,
  thresholds: SignalThresholds,
): Promise<ThresholdSettings> {
  requireAccess(user, 'signals:set-thresholds');
  const at = deps.clock.now().toISOString();
  await runTransaction(deps, async (trx) => {
    await saveThresholds(trx, thresholds, { name: personName(user), at });
    return { commit: true, value: null };
  });
  return readThresholds(deps.db.kysely);
}

/** How many changes the sweep reads in one run; a backlog is caught up run by run. */
export const SWEEP_EVENTS = 5_000;
/** Checklists looked at together. */
const SWEEP_CHECKLISTS = 100;
/**
 * A change is passed over once it is this old: one younger may still be committing with a lower
 * number than one already seen (PostgreSQL hands the numbers out before the commits).
 */
const SETTLED_MS = 10_000;

/**
 * Looks again at every checklist changed since the last run, from the history's changes in
 * order; the position moves past the changes settled. Two instances at once find and keep the
 * same signals. Answers how many signals were added, changed or dropped.
 */
export async function sweepSignals(deps: AppDeps): Promise<number> {
  const db = deps.db.kysely;
  const mark = await db
    .selectFrom('signal_sweeps')
    .select('event_id')
    .where('id', '=', 'chain')
    .executeTakeFirst();
  const position = mark?.event_id ?? 0;
  const events = await db
    .selectFrom('checklist_events')
    .select(['id', 'checklist_id', 'at', 'after_json'])
    .where('id', '>', position)
    .where('action', '=', 'item-changed')
    .orderBy('id')
    .limit(SWEEP_EVENTS)
    .execute();
  if (events.length === 0) return 0;
  const now = deps.clock.now();
  const settledBefore = now.getTime() - SETTLED_MS;
  let settled = position;
  for (const event of events) {
    if (Date.parse(event.at) >= settledBefore) break;
    settled = event.id;
  }
  const checklists = [...new Set(events.map((event) => event.checklist_id))];
  const readingsChanged = new Set(
    events
      .filter((event) => event.after_json?.includes('"answerValue"'))
      .map((event) => event.checklist_id),
  );
  const { thresholds } = await readThresholds(db);
  let changed = 0;
  for (let i = 0; i < checklists.length; i += SWEEP_CHECKLISTS) {
    const batch = checklists.slice(i, i + SWEEP_CHECKLISTS);
    changed += await evaluateChecklists(
      db,
      evaluation(deps, thresholds, batch, readingsChanged),
      writer(deps),
      now.toISOString(),
    );
  }
  if (settled > position) {
    await writer(deps)(async (trx) => {
      await trx
        .updateTable('signal_sweeps')
        .set({ event_id: settled })
        .where('id', '=', 'chain')
        .where('event_id', '<', settled)
        .execute();
    });
  }
  return changed;
}
