// The daily retention sweep (docs/decisions/057): removes what is past its period, store by
// store, in small transactions with a pause between, so writes are never held up behind it.
import { addDays, storeToday } from '#domain/dates';
import {
  effectivePeriods,
  NO_STORE_OVERRIDES,
  RETENTION_AUDIT_MIN_DAYS,
  type RetentionCounts,
  type RetentionKind,
} from '#domain/retention/retention';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { recordAudit } from '../integrations/audit/record';
import { dropChecklistFiles } from '../photos/cleanup';
import { withStorage } from '../photos/storage-errors';
import { listStores } from '../stores/repository';
import { runTransaction } from '../writes/unit-of-work';
import { listStoreRetention, readChainPeriods } from './repository';
import {
  claimSweepDay,
  finishSweepDay,
  oldAuditRows,
  oldChecklists,
  oldDeletedChecklists,
  oldNotifications,
  oldPhotos,
  removeAuditRows,
  removeChecklists,
  removeDeletedChecklists,
  removeNotifications,
  removeOldDayRecords,
  removePhotoRows,
} from './sweep-repository';

const DAY_MS = 86_400_000;

export interface RetentionSweep {
  counts: RetentionCounts;
  /** Stores left whole because their records are held. */
  held: number;
}

export interface SweepHooks {
  /** Told after each batch has committed (tests; a run's progress). */
  afterBatch?: (kind: RetentionKind, removed: number) => Promise<void> | void;
}

/** Lets other work (a tick waiting for the database) go first between two batches. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One transaction of the sweep, then a pause. */
async function batch(
  deps: AppDeps,
  hooks: SweepHooks,
  kind: RetentionKind,
  work: (trx: Kysely<Database>) => Promise<number>,
): Promise<number> {
  const removed = await runTransaction(deps, async (trx) => ({
    commit: true,
    value: await work(trx),
  }));
  await hooks.afterBatch?.(kind, removed);
  await pause();
  return removed;
}

/** "1,204 checklists, 3,310 photos, 0 audit rows, 12,002 notifications removed; 2 stores on hold" */
export function sweepSummary({ counts, held }: RetentionSweep): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    `retention sweep: ${n(counts.checklists)} checklists, ${n(counts.photos)} photos, ` +
    `${n(counts.auditLog)} audit rows, ${n(counts.notifications)} notifications removed; ` +
    `${n(held)} ${held === 1 ? 'store' : 'stores'} on hold`
  );
}

/**
 * Removes, for each store not held, the checklists (and all of theirs), photos and
 * notifications older than the store's periods (its own, else the chain's), and the audit rows
 * older than the chain's (never younger than a year, never a held store's). Writes one audit
 * row with the counts.
 */
export async function sweepRetention(
  deps: AppDeps,
  hooks: SweepHooks = {},
): Promise<RetentionSweep> {
  const db = deps.db.kysely;
  const now = deps.clock.now();
  const chain = await readChainPeriods(db);
  const own = await listStoreRetention(db);
  const stores = (await listStores(db, { kind: 'all' })).sort((a, b) => a.id.localeCompare(b.id));
  const heldIds = stores.filter((store) => own.get(store.id)?.hold).map((store) => store.id);
  const counts: RetentionCounts = { checklists: 0, photos: 0, auditLog: 0, notifications: 0 };
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  for (const store of stores) {
    if (heldIds.includes(store.id)) continue;
    const periods = effectivePeriods(chain, own.get(store.id)?.overrides ?? NO_STORE_OVERRIDES);
    const today = storeToday(store, now);
    if (periods.checklists !== null) {
      const cutoff = addDays(today, -periods.checklists);
      for (;;) {
        const ids = await oldChecklists(db, store.id, cutoff);
        if (ids.length === 0) break;
        counts.checklists += await batch(deps, hooks, 'checklists', async (trx) => {
          const { photos } = await removeChecklists(trx, ids);
          counts.photos += photos;
          // Last before the commit: storage that cannot delete keeps the rows for the next run.
          for (const id of ids) await dropChecklistFiles(deps, id);
          return ids.length;
        });
      }
      for (;;) {
        const rows = await oldDeletedChecklists(db, store.id, cutoff);
        if (rows.length === 0) break;
        counts.checklists += await batch(deps, hooks, 'checklists', async (trx) => {
          await removeDeletedChecklists(
            trx,
            rows.map((row) => row.id),
          );
          for (const row of rows) if (row.contents !== null) await dropChecklistFiles(deps, row.id);
          return rows.length;
        });
      }
      await batch(deps, hooks, 'checklists', async (trx) => {
        await removeOldDayRecords(trx, store.id, cutoff);
        return 0;
      });
    }
    if (periods.photos !== null) {
      const cutoff = addDays(today, -periods.photos);
      for (;;) {
        const photos = await oldPhotos(db, store.id, cutoff);
        if (photos.length === 0) break;
        counts.photos += await batch(deps, hooks, 'photos', async (trx) => {
          await removePhotoRows(
            trx,
            photos.map((photo) => photo.id),
          );
          const keys = photos.flatMap((photo) => [photo.storage_key, photo.thumbnail_key]);
          await withStorage(() => deps.photos.remove(keys));
          return photos.length;
        });
      }
    }
    if (periods.notifications !== null) {
      counts.notifications += await sweepNotifications(
        deps,
        hooks,
        store.id,
        before(periods.notifications),
      );
    }
  }
  if (chain.notifications !== null) {
    counts.notifications += await sweepNotifications(
      deps,
      hooks,
      null,
      before(chain.notifications),
    );
  }
  if (chain.auditLog !== null) {
    const cutoff = before(Math.max(chain.auditLog, RETENTION_AUDIT_MIN_DAYS));
    for (;;) {
      const ids = await oldAuditRows(db, cutoff, heldIds);
      if (ids.length === 0) break;
      counts.auditLog += await batch(deps, hooks, 'auditLog', async (trx) => {
        await removeAuditRows(trx, ids);
        return ids.length;
      });
    }
  }
  const sweep = { counts, held: heldIds.length };
  await runTransaction(deps, async (trx) => {
    await recordAudit(trx, deps.clock.now(), {
      action: 'retention.swept',
      actor: { kind: 'system', id: null, name: null },
      detail: { ...counts, storesOnHold: heldIds.length },
    });
    return { commit: true, value: null };
  });
  return sweep;
}

async function sweepNotifications(
  deps: AppDeps,
  hooks: SweepHooks,
  storeId: string | null,
  before: string,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = await oldNotifications(deps.db.kysely, storeId, before);
    if (ids.length === 0) return removed;
    removed += await batch(deps, hooks, 'notifications', async (trx) => {
      await removeNotifications(trx, ids);
      return ids.length;
    });
  }
}

/** Whether any period is set at all: with none, there is nothing to sweep (and no row to write). */
async function anythingToSweep(deps: AppDeps): Promise<boolean> {
  const chain = await readChainPeriods(deps.db.kysely);
  if (Object.values(chain).some((days) => days !== null)) return true;
  const own = await listStoreRetention(deps.db.kysely);
  return [...own.values()].some((row) =>
    Object.values(row.overrides).some((days) => days !== null),
  );
}

/**
 * The sweep once a day for the whole chain: the instance that claims the day (UTC) runs it;
 * every other run that day, on any instance, does nothing. Null when it did not run.
 */
export async function runDailyRetention(
  deps: AppDeps,
  hooks: SweepHooks = {},
): Promise<RetentionSweep | null> {
  if (!(await anythingToSweep(deps))) return null;
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const claimed = await runTransaction(deps, async (trx) => {
    const won = await claimSweepDay(trx, day, now.toISOString());
    return { commit: won, value: won };
  });
  if (!claimed) return null;
  const sweep = await sweepRetention(deps, hooks);
  await runTransaction(deps, async (trx) => {
    await finishSweepDay(trx, day, deps.clock.now().toISOString(), sweep);
    return { commit: true, value: null };
  });
  return sweep;
}
