import { randomUUID } from 'node:crypto';
import type { Actor } from '#domain/authz';
import type { SessionUser } from '#domain/auth/schemas';
import { WEBHOOK_MESSAGES } from '#domain/integrations/webhook-messages';
import {
  PREVIOUS_SECRET_HOURS,
  WEBHOOK_DELIVERIES_KEPT_DAYS,
  WEBHOOK_TEST_EVENT,
  type ChangeWebhookBody,
  type NewWebhookBody,
  type Resent,
  type Webhook,
  type WebhookDeliveries,
  type WebhookDelivery,
  type Webhooks,
  type WebhookWithSecret,
} from '#domain/integrations/webhooks';
import type { Caller } from '../../auth/caller';
import { requireAccess } from '../../authz/require-access';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { runTransaction } from '../../writes/unit-of-work';
import { requireReachExists, visibilityOf } from '../reach';
import { auditActorOf, changeOf, recordAudit } from '../audit/record';
import { addressProblem } from './address';
import { findDelivery, listDeliveries, requeueDeliveries } from './deliveries';
import { deliverDueWebhooks } from './dispatcher';
import { deliveryRow, payloadOf } from './outbox';
import {
  deleteWebhook as deleteRow,
  findWebhook,
  insertWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from './repository';
import { newWebhookSecret } from './signing';

const HOUR = 3_600_000;
/** Lines of the delivery log a page holds. */
export const DELIVERIES_PAGE = 50;

/** Admin → Integrations: the webhooks within the person's reach. */
export async function webhooks(deps: AppDeps, actor: Actor): Promise<Webhooks> {
  requireAccess(actor, 'webhooks:manage');
  const now = deps.clock.now().toISOString();
  return { webhooks: await listWebhooks(deps.db.kysely, visibilityOf(actor), now) };
}

/** One webhook the person may change, or the refusal: unknown and out of reach read alike. */
async function ownWebhook(deps: AppDeps, actor: Actor, id: string): Promise<Webhook> {
  requireAccess(actor, 'webhooks:manage');
  const webhook = await findWebhook(deps.db.kysely, id, deps.clock.now().toISOString());
  if (!webhook) throw notFound(WEBHOOK_MESSAGES.webhookNotFound);
  requireAccess(actor, 'webhooks:change', { storeId: webhook.storeId, areaId: webhook.areaId });
  return webhook;
}

async function checkAddress(deps: AppDeps, url: string): Promise<void> {
  const problem = await addressProblem(deps.config.webhooks, url);
  if (problem !== null) throw badRequest(problem);
}

async function reloaded(deps: AppDeps, id: string): Promise<Webhook> {
  const webhook = await findWebhook(deps.db.kysely, id, deps.clock.now().toISOString());
  if (!webhook) throw notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return webhook;
}

/** A new subscription, reaching no further than its maker; its secret is shown this once. */
export async function createWebhook(
  deps: AppDeps,
  caller: Caller,
  body: NewWebhookBody,
  ip: string,
): Promise<WebhookWithSecret> {
  requireAccess(caller, 'webhooks:manage');
  if (body.storeId !== null && body.areaId !== null) throw badRequest(WEBHOOK_MESSAGES.reachOne);
  const reach = { storeId: body.storeId, areaId: body.areaId };
  requireAccess(caller, 'webhooks:create', reach);
  await requireReachExists(deps, reach);
  await checkAddress(deps, body.url);
  const now = deps.clock.now();
  const id = randomUUID();
  const secret = newWebhookSecret();
  await runTransaction(deps, async (trx) => {
    await insertWebhook(trx, {
      id,
      name: body.name,
      url: body.url,
      events: body.events,
      ...reach,
      secret,
      createdBy: caller.id,
      now: now.toISOString(),
    });
    await recordAudit(trx, now, {
      action: 'webhook.created',
      actor: auditActorOf(caller),
      target: { kind: 'webhook', id, name: body.name },
      storeId: body.storeId,
      ip,
      detail: { url: body.url, events: body.events, areaId: body.areaId },
    });
    return { commit: true, value: null };
  });
  return { webhook: await reloaded(deps, id), secret };
}

/** Name, address or events changed; or paused, or resumed (its waiting deliveries then go). */
export async function changeWebhook(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  body: ChangeWebhookBody,
  ip: string,
): Promise<Webhook> {
  const webhook = await ownWebhook(deps, caller, id);
  if (body.url !== undefined && body.url !== webhook.url) await checkAddress(deps, body.url);
  const now = deps.clock.now();
  const pausing = body.paused === true && webhook.status === 'active';
  const resuming = body.paused === false && webhook.status === 'paused';
  const detail = {
    name: changeOf(webhook.name, body.name ?? webhook.name),
    url: changeOf(webhook.url, body.url ?? webhook.url),
    events: changeOf(webhook.events, body.events ?? webhook.events),
  };
  const changed = Object.values(detail).some((change) => change !== undefined);
  await runTransaction(deps, async (trx) => {
    if (!changed && !pausing && !resuming) return { commit: false, value: null };
    const paused = pausing
      ? { paused: { at: now.toISOString(), reason: 'by-person' as const } }
      : resuming
        ? { paused: null }
        : {};
    const { name, url, events } = body;
    if (!(await updateWebhook(trx, id, { name, url, events, ...paused }))) {
      throw notFound(WEBHOOK_MESSAGES.webhookNotFound);
    }
    const audited = { actor: auditActorOf(caller), storeId: webhook.storeId, ip };
    const target = { kind: 'webhook', id, name: body.name ?? webhook.name };
    if (changed) {
      await recordAudit(trx, now, { action: 'webhook.changed', ...audited, target, detail });
    }
    if (pausing || resuming) {
      const action = pausing ? 'webhook.paused' : 'webhook.resumed';
      await recordAudit(trx, now, { action, ...audited, target, detail: {} });
    }
    return { commit: true, value: null };
  });
  return reloaded(deps, id);
}

/** Removed with its log: nothing more is sent to it. */
export async function deleteWebhook(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  ip: string,
): Promise<void> {
  const webhook = await ownWebhook(deps, caller, id);
  const now = deps.clock.now();
  const removed = await runTransaction(deps, async (trx) => {
    if (!(await deleteRow(trx, id))) return { commit: false, value: false };
    await recordAudit(trx, now, {
      action: 'webhook.deleted',
      actor: auditActorOf(caller),
      target: { kind: 'webhook', id, name: webhook.name },
      storeId: webhook.storeId,
      ip,
      detail: { url: webhook.url },
    });
    return { commit: true, value: true };
  });
  if (!removed) throw notFound(WEBHOOK_MESSAGES.webhookNotFound);
}

/** A new secret, shown this once; the one before keeps signing for a day. */
export async function rotateSecret(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  ip: string,
): Promise<WebhookWithSecret> {
  const webhook = await ownWebhook(deps, caller, id);
  const now = deps.clock.now();
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * HOUR).toISOString();
  await runTransaction(deps, async (trx) => {
    if (!(await rotateWebhookSecret(trx, id, secret, until))) {
      throw notFound(WEBHOOK_MESSAGES.webhookNotFound);
    }
    await recordAudit(trx, now, {
      action: 'webhook.secret-rotated',
      actor: auditActorOf(caller),
      target: { kind: 'webhook', id, name: webhook.name },
      storeId: webhook.storeId,
      ip,
      detail: { previousValidUntil: until },
    });
    return { commit: true, value: null };
  });
  return { webhook: await reloaded(deps, id), secret };
}

async function deliveryOf(deps: AppDeps, webhookId: string, id: string): Promise<WebhookDelivery> {
  const [delivery] = await listDeliveries(deps.db.kysely, webhookId, 1, null, id);
  if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return delivery;
}

/** "Send a test": a `webhook.test` event queued and sent at once; its first attempt's result. */
export async function testWebhook(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
): Promise<WebhookDelivery> {
  const webhook = await sendingWebhook(deps, caller, id);
  const now = deps.clock.now().toISOString();
  const payload = payloadOf(WEBHOOK_TEST_EVENT, now, {
    webhook: { id, name: webhook.name },
    sentBy: caller.id,
  });
  const row = deliveryRow(id, WEBHOOK_TEST_EVENT, payload, now);
  await runTransaction(deps, async (trx) => {
    await trx.insertInto('webhook_deliveries').values(row).execute();
    return { commit: true, value: null };
  });
  await deliverDueWebhooks(deps, row.id);
  return deliveryOf(deps, id, row.id);
}

/** One page of the delivery log, newest first; `cursor` is the last delivery of the page before. */
export async function webhookDeliveries(
  deps: AppDeps,
  actor: Actor,
  id: string,
  cursor: string | undefined,
): Promise<WebhookDeliveries> {
  await ownWebhook(deps, actor, id);
  const db = deps.db.kysely;
  const after = cursor === undefined ? null : await findDelivery(db, id, cursor);
  if (after === undefined) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  const rows = await listDeliveries(db, id, DELIVERIES_PAGE + 1, after);
  const page = rows.slice(0, DELIVERIES_PAGE);
  return {
    deliveries: page,
    next: rows.length > DELIVERIES_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Queues deliveries of a webhook again (one, or every one kept since a time) with a new day of
 * retries and their own message ids, audited as one resend; how many were queued.
 */
async function requeue(
  deps: AppDeps,
  caller: SessionUser,
  webhook: Webhook,
  which: { id: string } | { since: string },
  ip: string,
): Promise<number> {
  const now = deps.clock.now();
  return runTransaction(deps, async (trx) => {
    const count = await requeueDeliveries(trx, webhook.id, now.toISOString(), which);
    if (count === 0) return { commit: false, value: 0 };
    await recordAudit(trx, now, {
      action: 'webhook.resent',
      actor: auditActorOf(caller),
      target: { kind: 'webhook', id: webhook.id, name: webhook.name },
      storeId: webhook.storeId,
      ip,
      detail: 'id' in which ? { delivery: which.id } : { since: which.since, count },
    });
    return { commit: true, value: count };
  });
}

/** A webhook the person may change that is not paused: what a resend is asked of. */
async function sendingWebhook(deps: AppDeps, caller: SessionUser, id: string) {
  const webhook = await ownWebhook(deps, caller, id);
  if (webhook.status === 'paused') throw conflict(WEBHOOK_MESSAGES.pausedCannotSend);
  return webhook;
}

/** "Send again": queued at once, with a new day of retries; the same message id. */
export async function resendDelivery(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  deliveryId: string,
  ip: string,
): Promise<WebhookDelivery> {
  const webhook = await sendingWebhook(deps, caller, id);
  if ((await requeue(deps, caller, webhook, { id: deliveryId }, ip)) === 0) {
    throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  }
  await deliverDueWebhooks(deps, deliveryId);
  return deliveryOf(deps, id, deliveryId);
}

/** "Resend everything since…": every delivery kept from that time queued again. */
export async function resendSince(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  since: string,
  ip: string,
): Promise<Resent> {
  const webhook = await sendingWebhook(deps, caller, id);
  const now = deps.clock.now();
  const from = new Date(since);
  if (from > now) throw badRequest(WEBHOOK_MESSAGES.sinceInFuture);
  if (from.getTime() < now.getTime() - WEBHOOK_DELIVERIES_KEPT_DAYS * 24 * HOUR) {
    throw badRequest(WEBHOOK_MESSAGES.sinceTooOld);
  }
  return { queued: await requeue(deps, caller, webhook, { since: from.toISOString() }, ip) };
}
