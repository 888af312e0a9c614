// Sends the webhooks' outbox (docs/decisions/058): every instance looks for deliveries that are
// due every second, claims them (one instance wins each), signs and sends them, and writes what
// the receiver answered. A failed attempt is tried again after 5 s, then 15 s, 45 s… (three times
// longer each time, at most 4 hours apart) until a day after it was queued; a subscription whose
// every attempt has failed for a day is paused and its owner told.
import {
  WEBHOOK_DELIVERIES_KEPT_DAYS,
  WEBHOOK_PAUSE_AFTER_HOURS,
  WEBHOOK_RETRY_HOURS,
} from '#domain/integrations/webhooks';
import { businessDate } from '#domain/dates/business-date';
import type { AppDeps } from '../../deps';
import { sendWaitingEmails } from '../../notifications/checklist-events';
import { runTransaction } from '../../writes/unit-of-work';
import { recordAudit } from '../audit/record';
import {
  claimDueDeliveries,
  deliveryFailed,
  deliverySucceeded,
  dropOldDeliveries,
  type ClaimedDelivery,
} from './deliveries';
import { notifyWebhookPaused } from './paused-notice';
import {
  findWebhookTargets,
  pauseFailingWebhook,
  webhookFailed,
  webhookSucceeded,
  type WebhookTarget,
} from './repository';
import { SEND_TIMEOUT_MS, sendWebhook } from './sender';
import { signedHeaders } from './signing';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** How often an instance looks for deliveries that are due. */
export const DISPATCH_INTERVAL_MS = SECOND;
/**
 * How long a claim holds: longer than a send may take (SEND_TIMEOUT_MS), so a live instance
 * keeps its rows; an instance killed mid-send leaves them to the others this soon after.
 */
const CLAIM_MS = SEND_TIMEOUT_MS + 5 * SECOND;
const BATCH = 20;
const FIRST_RETRY_MS = 5 * SECOND;
const LONGEST_WAIT_MS = 4 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();

/** When a delivery that failed its `attempts`-th attempt is tried again; null: given up. */
export function nextAttemptAt(attempts: number, queuedAt: string, now: Date): string | null {
  const wait = Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  const next = now.getTime() + wait;
  return next > new Date(queuedAt).getTime() + WEBHOOK_RETRY_HOURS * HOUR ? null : iso(next);
}

/** The secrets a request is signed with: the current one, and the one before while it holds. */
function secretsOf(target: WebhookTarget, now: Date): string[] {
  const until = target.previousSecretUntil;
  return target.previousSecret !== null && until !== null && new Date(until) > now
    ? [target.secret, target.previousSecret]
    : [target.secret];
}

export interface DispatchRun {
  delivered: number;
  failed: number;
}

/** One attempt of one claimed delivery, and what it leaves: delivered, retried or given up. */
async function attempt(
  deps: AppDeps,
  delivery: ClaimedDelivery,
  target: WebhookTarget,
): Promise<boolean> {
  const db = deps.db.kysely;
  const sentAt = deps.clock.now();
  const headers = signedHeaders(secretsOf(target, sentAt), delivery.id, sentAt, delivery.payload);
  const result = await sendWebhook(deps.config.webhooks, target.url, headers, delivery.payload);
  const now = deps.clock.now();
  if (result.ok) {
    await deliverySucceeded(db, delivery.id, result.status, now.toISOString());
    await webhookSucceeded(db, target.id);
    return true;
  }
  const retryAt = nextAttemptAt(delivery.attempts, delivery.queuedAt, now);
  await deliveryFailed(db, delivery.id, result, retryAt);
  await webhookFailed(db, target.id, now.toISOString());
  // Failing for a day: by the clock, or a delivery given up that never had one land meanwhile.
  const failingBefore =
    retryAt === null ? delivery.queuedAt : iso(now.getTime() - WEBHOOK_PAUSE_AFTER_HOURS * HOUR);
  const failingSince = target.failingSince ?? now.toISOString();
  if (new Date(failingSince) <= new Date(failingBefore)) {
    await pauseFailing(deps, { ...target, failingSince }, failingBefore, now);
  }
  return false;
}

/** Every attempt has failed for a day: paused (once, whichever instance gets there), and told. */
async function pauseFailing(
  deps: AppDeps,
  target: WebhookTarget,
  failingBefore: string,
  now: Date,
) {
  const emails = await runTransaction(deps, async (trx, announce) => {
    const at = now.toISOString();
    if (!(await pauseFailingWebhook(trx, target.id, failingBefore, at))) {
      return { commit: false, value: 0 };
    }
    await recordAudit(trx, now, {
      action: 'webhook.paused',
      actor: { kind: 'system', id: null, name: null },
      target: { kind: 'webhook', id: target.id, name: target.name },
      storeId: target.storeId,
      detail: { reason: 'failing', failingSince: target.failingSince, url: target.url },
    });
    const value = await notifyWebhookPaused(trx, announce, at, {
      id: target.id,
      name: target.name,
      url: target.url,
      ownerId: target.createdBy,
      storeId: target.storeId,
      failingSince: target.failingSince,
      businessDate: businessDate(now, deps.config.defaultTimeZone),
    });
    return { commit: true, value };
  });
  sendWaitingEmails(deps, emails);
}

/**
 * Sends what is due now (or only delivery `only`): claims a batch, sends them side by side,
 * and records each answer. Returns how many landed and how many failed this time.
 */
export async function deliverDueWebhooks(deps: AppDeps, only?: string): Promise<DispatchRun> {
  const db = deps.db.kysely;
  const now = deps.clock.now();
  const claimed = await claimDueDeliveries(
    db,
    now.toISOString(),
    iso(now.getTime() + CLAIM_MS),
    BATCH,
    only,
  );
  if (claimed.length === 0) return { delivered: 0, failed: 0 };
  const targets = await findWebhookTargets(db, [
    ...new Set(claimed.map((delivery) => delivery.subscriptionId)),
  ]);
  const results = await Promise.all(
    claimed.map((delivery) => {
      const target = targets.get(delivery.subscriptionId);
      return target ? attempt(deps, delivery, target) : Promise.resolve(false);
    }),
  );
  const delivered = results.filter(Boolean).length;
  return { delivered, failed: results.length - delivered };
}

/** Removes the log's lines older than the days a delivery is kept (landed or given up only). */
export function dropExpiredDeliveries(deps: AppDeps): Promise<number> {
  const before = deps.clock.now().getTime() - WEBHOOK_DELIVERIES_KEPT_DAYS * 24 * HOUR;
  return dropOldDeliveries(deps.db.kysely, iso(before));
}

export interface DispatcherOptions {
  intervalMs?: number;
  onError: (error: unknown) => void;
}

/**
 * The instance's sending loop: a look every second (never two at once), the batch sent while
 * more are due, and once an hour the log's old lines removed.
 */
export function startWebhookDispatcher(
  deps: AppDeps,
  options: DispatcherOptions,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastCleanup = 0;
  const run = async () => {
    while (!stopped) {
      const sent = await deliverDueWebhooks(deps);
      if (sent.delivered + sent.failed === 0) break;
    }
    if (Date.now() - lastCleanup > HOUR) {
      lastCleanup = Date.now();
      await dropExpiredDeliveries(deps);
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? DISPATCH_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
