// Record confidence (docs/decisions/050): a checklist's signals, a scope's, a manager's
// explanation and the chain's thresholds. The sweep that finds them as records change: sweep.ts.
import { SIGNAL_ACCESS_MESSAGES } from '#domain/signals/access-messages';
import type { SessionUser } from '#domain/auth/schemas';
import { personName } from '#domain/checklists/summary';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import type { InsightsQuery } from '#domain/insights/api';
import { SIGNAL_KINDS, type RecordSignal, type SignalThresholds } from '#domain/signals/api';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { resolveInsights } from '../insights/scope';
import type { StoreRecord } from '../stores/repository';
import { runTransaction } from '../writes/unit-of-work';
import type { Caller } from '../auth/caller';
import { auditBy, recordAudit, settingTarget } from '../integrations/audit/record';
import { fieldChanges } from '../integrations/audit/settings-changes';
import { evaluateChecklists, type EvaluationInput } from './evaluate';
import {
  parseDetail,
  setExplanation,
  signalsAbout,
  signalsOfPeriod,
  signalStoreOf,
  type SignalRow,
} from './kept-repository';
import { findSignalChecklists } from './repository';
import { readThresholds, saveThresholds, type ThresholdSettings } from './settings';

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
export function writer(deps: AppDeps) {
  return (work: (trx: AppDeps['db']['kysely']) => Promise<void>) =>
    runTransaction(deps, async (trx) => {
      await work(trx);
      return { commit: true, value: null };
    });
}

export function evaluation(
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
  const [checklist] = await findSignalChecklists(db, [checklistId]);
  if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
  requireAccess(user, 'signals:view', { storeId: checklist.storeId });
  const { thresholds } = await readThresholds(db);
  const now = deps.clock.now().toISOString();
  await evaluateChecklists(
    db,
    evaluation(deps, thresholds, [checklistId], 'all'),
    writer(deps),
    now,
  );
  const store = (await deps.stores.current(db, checklist.storeId)) ?? undefined;
  return (await signalsAbout(db, checklist))
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
  const storeIds = resolved.filter.kind === 'all' ? 'all' : [...stores.keys()];
  return (await signalsOfPeriod(deps.db.kysely, storeIds, from, to))
    .sort(
      (a, b) =>
        Number(a.explained_at !== null) - Number(b.explained_at !== null) ||
        b.business_date.localeCompare(a.business_date) ||
        kindOrder(a) - kindOrder(b),
    )
    .flatMap((row) => toSignal(row, stores.get(row.store_id)));
}

/** Marks a signal explained with the manager's note (again: the note is replaced), or not. */
export async function explainSignal(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  note: string | null,
): Promise<RecordSignal> {
  const storeId = await signalStoreOf(deps.db.kysely, id);
  if (storeId === null) throw notFound(SIGNAL_ACCESS_MESSAGES.notFound);
  requireAccess(user, 'signals:explain', { storeId });
  const explanation =
    note === null
      ? null
      : { at: deps.clock.now().toISOString(), userId: user.id, userName: personName(user), note };
  const row = await runTransaction(deps, async (trx) => ({
    commit: true,
    value: await setExplanation(trx, id, explanation),
  }));
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
  user: Caller,
  thresholds: SignalThresholds,
): Promise<ThresholdSettings> {
  requireAccess(user, 'signals:set-thresholds');
  const at = deps.clock.now().toISOString();
  await runTransaction(deps, async (trx) => {
    const before = (await readThresholds(trx)).thresholds;
    await saveThresholds(trx, thresholds, { name: personName(user), at });
    await recordAudit(trx, deps.clock.now(), {
      action: 'settings.signal-thresholds-changed',
      ...auditBy(user),
      target: settingTarget('signal-thresholds'),
      detail: fieldChanges(before, thresholds),
    });
    return { commit: true, value: null };
  });
  return readThresholds(deps.db.kysely);
}
