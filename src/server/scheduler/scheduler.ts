import { addDays, storeToday } from '#domain/dates';
import { runTransaction } from '../writes/unit-of-work';
import type { AppDeps } from '../deps';
import { purgeDeletedChecklists } from '../checklists/deleted-service';
import { queueContractorEmail } from '../notifications/contractor-emails';
import { deliverPendingEmails } from '../notifications/email-delivery';
import { raiseNotifications, type NotificationDraft } from '../notifications/raise';
import { listStores } from '../stores/repository';
import { actionDrafts } from './action-checks';
import { digestDrafts } from './digest';
import { listChecklistsOn } from './repository';
import { shiftDrafts } from './shift-checks';
import { sweepSignals } from '../signals/sweep';
import { runDailyRetention, type RetentionSweep } from '../retention/sweep';
import { announceOverdueActions } from '../integrations/webhooks/overdue';

export const SCHEDULER_INTERVAL_MS = 60_000;

export interface ScheduledRun {
  /** Events found due this run (each inserted only if its key was new). */
  drafts: number;
  emailsSent: number;
  /** Deleted checklists whose kept time ended this run (their contents and photos dropped). */
  purged: number;
  /** Record-confidence signals added, changed or dropped by looking at the changed checklists. */
  signals: number;
  /** The day's retention sweep, by the one run of the chain that claimed it (else null). */
  retention: RetentionSweep | null;
  /** Corrective actions fallen overdue this run, told to other systems (webhooks). */
  overdueAnnounced: number;
}

/**
 * Everything that has become due by the clock's now, for every store in its own time zone:
 * escalations, corrective actions fallen due, digests, and e-mails waiting to go. Every
 * notification (and contractor's e-mail) is inserted under its unique key, so running this twice,
 * from two instances at once, or after the clock went back, inserts and sends nothing twice;
 * after a pause it catches up what fell due meanwhile.
 */
export async function runScheduledWork(deps: AppDeps): Promise<ScheduledRun> {
  const now = deps.clock.now();
  const db = deps.db.kysely;
  // In id order, so instances running at once insert in the same order and never deadlock.
  const stores = (await listStores(db, { kind: 'all' })).sort((a, b) => a.id.localeCompare(b.id));
  const dates = new Set(
    stores.flatMap((store) => {
      const today = storeToday(store, now);
      return [addDays(today, -1), today];
    }),
  );
  const checklists = await listChecklistsOn(db, [...dates]);
  const drafts: NotificationDraft[] = [];
  for (const store of stores) {
    drafts.push(...(await shiftDrafts(db, store, checklists, now)));
    drafts.push(...(await digestDrafts(db, store, now)));
  }
  // Every store's at once: one range of the outstanding actions by due time.
  const actions = await actionDrafts(db, stores, now);
  drafts.push(...actions.drafts);
  if (drafts.length > 0 || actions.contractors.length > 0) {
    await runTransaction(deps, async (trx, announce) => {
      await raiseNotifications(trx, announce, now.toISOString(), drafts);
      for (const mail of actions.contractors) {
        await queueContractorEmail(trx, now.toISOString(), mail);
      }
      return { commit: true, value: null };
    });
  }
  return {
    drafts: drafts.length + actions.contractors.length,
    emailsSent: await deliverPendingEmails(deps),
    purged: await purgeDeletedChecklists(deps),
    signals: await sweepSignals(deps),
    retention: await runDailyRetention(deps),
    overdueAnnounced: await announceOverdueActions(deps),
  };
}

export interface SchedulerOptions {
  intervalMs?: number;
  onError: (error: unknown) => void;
  /** Told after every run (logs and tests). */
  onRun?: (run: ScheduledRun) => void;
}

/**
 * The app's one run loop for scheduled work: a run every interval (a minute), never two of
 * this instance at once. It reads the time from the clock on every run, so a clock that jumps
 * either way is simply the new now.
 */
export function startScheduler(
  deps: AppDeps,
  options: SchedulerOptions,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runScheduledWork(deps)
      .then(
        (run) => {
          deps.metrics.schedulerRuns.inc({ job: 'notifications', outcome: 'ok' });
          options.onRun?.(run);
        },
        (error: unknown) => {
          deps.metrics.schedulerRuns.inc({ job: 'notifications', outcome: 'error' });
          options.onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? SCHEDULER_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
