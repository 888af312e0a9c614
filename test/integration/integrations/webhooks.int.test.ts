// Signed webhooks (docs/decisions/058), on both databases: a manager subscribes a loopback
// receiver to their store's events; each event reaches it once, signed the Standard Webhooks way
// (checked against the standardwebhooks package); another store's do not. A receiver that is
// down for two minutes gets every event once it is back; one that fails for a day is paused and
// its owner told. Rotation signs with both secrets for a day; "send again" and "resend
// everything since…" queue deliveries again; the log pages; bad input is refused, nothing made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import type { ChecklistItem } from '#domain/checklists/api';
import { WEBHOOK_MESSAGES } from '#domain/integrations/webhook-messages';
import {
  WEBHOOK_EVENTS,
  resentSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhooksSchema,
  webhookWithSecretSchema,
  type NewWebhookBody,
} from '#domain/integrations/webhooks';
import { deliverDueWebhooks } from '#server/integrations/webhooks/dispatcher';
import { announceOverdueActions } from '#server/integrations/webhooks/overdue';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { TestClock, testDialects } from '#test/support/harness';
import { doneChange } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';
import { startWebhookReceiver, type WebhookReceiver } from '#test/support/webhook-receiver';

const body = (overrides: Partial<NewWebhookBody>): NewWebhookBody => ({
  name: 'Maintenance system',
  url: 'https://maintenance.example.com/shiftcheck',
  events: [...WEBHOOK_EVENTS],
  storeId: null,
  areaId: null,
  ...overrides,
});

describe.each(testDialects())('webhooks (%s)', (dialect) => {
  const clock = new TestClock();
  const t = useTestApp(dialect, {
    clock,
    config: { webhooks: { allowHttp: true, allowPrivate: true } },
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  /** Sends everything due now, as the dispatcher's loop would, until nothing is. */
  async function dispatch() {
    for (;;) {
      const run = await deliverDueWebhooks(t.deps);
      if (run.delivered + run.failed === 0) return;
    }
  }

  async function subscribed(overrides: Partial<NewWebhookBody> = {}) {
    receiver.received.length = 0;
    receiver.answer = 200;
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id, 'Maria Manager');
    const made = await manager.api.post(
      '/api/webhooks',
      body({ url: receiver.url, storeId: store.id, ...overrides }),
    );
    expect(made.statusCode, made.body).toBe(201);
    return { store, manager, made: webhookWithSecretSchema.parse(made.json()) };
  }

  const patchItem = (by: SignedInUser, checklistId: string, item: ChecklistItem, change: object) =>
    by.api.patch(`/api/checklists/${checklistId}/items/${item.id}`, change);

  it('tells a store’s events once each, signed, and none of another store', async () => {
    const { store, manager, made } = await subscribed();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.webhook).toMatchObject({
      status: 'active',
      storeId: store.id,
      createdById: manager.id,
    });
    const listed = await manager.api.get('/api/webhooks');
    expect(listed.body).not.toContain(made.secret);
    expect(webhooksSchema.parse(listed.json()).webhooks.map((w) => w.id)).toEqual([
      made.webhook.id,
    ]);

    // A person added, a checklist started, an item failed, its action handed on, a reading
    // outside its limits, a checklist done to its last item, and the day signed.
    const added = await manager.api.post('/api/users', {
      email: `lee.${store.storeNumber}@example.com`,
      password: 'leader-pass-1',
      confirmPassword: 'leader-pass-1',
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Lee Leader',
    });
    expect(added.statusCode, added.body).toBe(201);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const day = await createChecklist(t.deps, { by: leader, category: 'day' });
    const tick = day.items.find((item) => item.kind === 'check')!;
    const failed = await patchItem(leader, day.id, tick, {
      type: 'fail',
      comment: 'Door seal torn',
      priority: 'C',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const action = await t.deps.db.kysely
      .selectFrom('actions')
      .select(['id', 'due_at'])
      .where('item_id', '=', tick.id)
      .executeTakeFirstOrThrow();
    const assigned = await manager.api.post(`/api/actions/${action.id}/steps`, {
      step: 'assign',
      userId: manager.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const done = await manager.api.post(`/api/actions/${action.id}/steps`, {
      step: 'done',
      note: 'New seal fitted',
    });
    expect(done.statusCode, done.body).toBe(200);
    const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    const verified = await admin.api.post(`/api/actions/${action.id}/steps`, { step: 'verify' });
    expect(verified.statusCode, verified.body).toBe(200);
    const reading = day.items.find((item) => item.kind === 'reading' && item.measure?.max != null)!;
    const tooWarm = String((reading.measure?.max ?? 0) + 10);
    const recorded = await patchItem(leader, day.id, reading, {
      type: 'record',
      value: tooWarm,
      unit: 'C',
      comment: 'Moved the stock to the other fridge',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const breakfast = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    for (const item of breakfast.items) {
      const done = await patchItem(
        leader,
        breakfast.id,
        item,
        doneChange(item, day.temperatureUnit),
      );
      expect(done.statusCode, done.body).toBe(200);
    }
    const signed = await manager.api.post(`/api/stores/${store.id}/sign-offs`, {
      date: day.businessDate,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    // The action falls overdue: told once, however many runs see it.
    clock.current = new Date(Date.parse(action.due_at) + 60_000);
    expect(await announceOverdueActions(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await announceOverdueActions(t.deps)).toBe(0);
    // Another store's checklist: not this webhook's.
    const other = await createStore(t.deps);
    const stranger = await signedInUser(t, 'shift-leader', other.id);
    await createChecklist(t.deps, { by: stranger, category: 'day' });

    await dispatch();
    await dispatch();
    const types = receiver.types();
    expect(types.filter((type) => type === 'checklist.created')).toHaveLength(2);
    expect(types.filter((type) => type === 'checklist.completed')).toHaveLength(1);
    // The person added on the Users screen (the test's own people are made in the database).
    expect(types.filter((type) => type === 'user.created')).toHaveLength(1);
    for (const once of ['action.assigned', 'reading.out-of-limits', 'day.signed']) {
      expect(
        types.filter((type) => type === once),
        once,
      ).toHaveLength(1);
    }
    // The reading's action, still open, had fallen due by then (the tick's was verified): once.
    const overdue = receiver.received.filter((request) => request.type === 'action.overdue');
    const actions = await t.deps.db.kysely
      .selectFrom('actions')
      .select('id')
      .where('store_id', '=', store.id)
      .where('status', '=', 'open')
      .execute();
    expect(actions).toHaveLength(1);
    expect(overdue.map((request) => request.data.action)).toEqual(
      expect.arrayContaining(actions.map((row) => expect.objectContaining({ id: row.id }))),
    );
    expect(overdue).toHaveLength(actions.length);
    // The failed tick, and the reading outside its limits (which fails its item too).
    const failures = receiver.received.filter((request) => request.type === 'failure.logged');
    expect(failures.map((request) => request.data.item)).toEqual([
      expect.objectContaining({ id: tick.id }),
      expect.objectContaining({ id: reading.id }),
    ]);
    expect(new Set(receiver.received.map((request) => request.id)).size).toBe(
      receiver.received.length,
    );
    receiver.verifyAll(made.secret);
    const created = receiver.received.filter((request) => request.type === 'checklist.created');
    expect(created.map((request) => request.data.checklist)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: day.id, storeId: store.id, shift: 'day' }),
      ]),
    );
    expect(
      receiver.received.find((request) => request.type === 'reading.out-of-limits')?.data,
    ).toMatchObject({
      item: { id: reading.id },
      reading: { value: tooWarm, unit: 'C' },
      by: { name: 'Sam Leader' },
    });

    const log = webhookDeliveriesSchema.parse(
      (await manager.api.get(`/api/webhooks/${made.webhook.id}/deliveries`)).json(),
    );
    expect(log.deliveries).toHaveLength(receiver.received.length);
    expect(
      log.deliveries.every((line) => line.status === 'delivered' && line.responseStatus === 200),
    ).toBe(true);
  });

  it('gets every event after the receiver was down for two minutes, each once', async () => {
    const { manager, store, made } = await subscribed({ events: ['checklist.created'] });
    clock.current = new Date('2026-11-23T09:00:00.000Z');
    await receiver.stop();
    const leader = await signedInUser(t, 'shift-leader', store.id);
    await createChecklist(t.deps, { by: leader, category: 'day' });
    await createChecklist(t.deps, { by: leader, category: 'night' });
    // Two minutes down, tried as each retry falls due.
    for (let second = 0; second <= 120; second += 5) {
      clock.current = new Date(Date.parse('2026-11-23T09:00:00.000Z') + second * 1000);
      await dispatch();
    }
    const waiting = webhookDeliveriesSchema.parse(
      (await manager.api.get(`/api/webhooks/${made.webhook.id}/deliveries`)).json(),
    );
    expect(waiting.deliveries.map((line) => line.status)).toEqual(['pending', 'pending']);
    expect(waiting.deliveries[0]).toMatchObject({
      responseStatus: null,
      error: 'connection-refused',
    });
    expect(waiting.deliveries[0]!.attempts).toBeGreaterThanOrEqual(4);
    await receiver.start();
    for (let second = 125; second <= 400; second += 5) {
      clock.current = new Date(Date.parse('2026-11-23T09:00:00.000Z') + second * 1000);
      await dispatch();
    }
    expect(receiver.types()).toEqual(['checklist.created', 'checklist.created']);
    receiver.verifyAll(made.secret);
    const after = webhookDeliveriesSchema.parse(
      (await manager.api.get(`/api/webhooks/${made.webhook.id}/deliveries`)).json(),
    );
    expect(after.deliveries.map((line) => line.status)).toEqual(['delivered', 'delivered']);
  });

  it('pauses a webhook that failed for a day, gives up its delivery, and tells its owner', async () => {
    const { manager, store, made } = await subscribed({ events: ['checklist.created'] });
    const start = Date.parse('2026-11-24T08:00:00.000Z');
    clock.current = new Date(start);
    receiver.answer = 503;
    const leader = await signedInUser(t, 'shift-leader', store.id);
    await createChecklist(t.deps, { by: leader, category: 'day' });
    for (let minute = 0; minute <= 25 * 60; minute += 15) {
      clock.current = new Date(start + minute * 60_000);
      await dispatch();
    }
    const webhook = webhookSchema.parse(
      (await manager.api.get('/api/webhooks')).json().webhooks[0],
    );
    expect(webhook).toMatchObject({ status: 'paused', pausedReason: 'failing' });
    const log = webhookDeliveriesSchema.parse(
      (await manager.api.get(`/api/webhooks/${made.webhook.id}/deliveries`)).json(),
    );
    expect(log.deliveries[0]).toMatchObject({
      status: 'failed',
      responseStatus: 503,
      nextAttemptAt: null,
    });
    const told = await t.deps.db.kysely
      .selectFrom('notifications')
      .select(['recipient_id', 'link'])
      .where('kind', '=', 'webhook-paused')
      .execute();
    expect(told).toEqual([
      { recipient_id: manager.id, link: `/admin/integrations/webhooks/${made.webhook.id}` },
    ]);
    const audited = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['actor_kind'])
      .where('action', '=', 'webhook.paused')
      .where('target_id', '=', made.webhook.id)
      .execute();
    expect(audited).toEqual([{ actor_kind: 'system' }]);
    // Paused, nothing is sent; resumed and resent, it goes.
    const refused = await manager.api.post(`/api/webhooks/${made.webhook.id}/test`);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).error.message).toBe(
      WEBHOOK_MESSAGES.pausedCannotSend,
    );
    receiver.answer = 200;
    const resumed = await manager.api.patch(`/api/webhooks/${made.webhook.id}`, { paused: false });
    expect(webhookSchema.parse(resumed.json())).toMatchObject({
      status: 'active',
      failingSince: null,
    });
    const resent = await manager.api.post(`/api/webhooks/${made.webhook.id}/resend`, {
      since: new Date(start - 60_000).toISOString(),
    });
    expect(resentSchema.parse(resent.json())).toEqual({ queued: 1 });
    await dispatch();
    expect(receiver.received.at(-1)).toMatchObject({
      type: 'checklist.created',
      id: log.deliveries[0]!.id,
    });
  });

  it('signs with both secrets for a day after a rotation, and sends a test and one delivery again', async () => {
    const { manager, made } = await subscribed({ events: ['day.signed'] });
    const rotated = await manager.api.post(`/api/webhooks/${made.webhook.id}/rotate-secret`);
    const fresh = webhookWithSecretSchema.parse(rotated.json());
    expect(fresh.secret).not.toBe(made.secret);
    expect(fresh.webhook.previousSecretUntil).toBe(
      new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    const tested = await manager.api.post(`/api/webhooks/${made.webhook.id}/test`);
    expect(webhookDeliverySchema.parse(tested.json())).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      responseStatus: 200,
      attempts: 1,
    });
    receiver.verifyAll(made.secret);
    receiver.verifyAll(fresh.secret);
    const testId = receiver.received[0]!.id;
    clock.current = new Date(clock.now().getTime() + 25 * 3_600_000);
    receiver.received.length = 0;
    const again = await manager.api.post(
      `/api/webhooks/${made.webhook.id}/deliveries/${testId}/resend`,
    );
    expect(webhookDeliverySchema.parse(again.json())).toMatchObject({
      id: testId,
      status: 'delivered',
      attempts: 2,
    });
    expect(receiver.received.map((request) => request.id)).toEqual([testId]);
    receiver.verifyAll(fresh.secret);
    expect(() => receiver.verifyAll(made.secret)).toThrow(/not signed/);
  });

  it('refuses bad input with the form’s messages, and what is not the person’s', async () => {
    const { store, manager, made } = await subscribed();
    const refusal = async (
      answer: Promise<{ statusCode: number; body: string }>,
      status: number,
    ) => {
      const { statusCode, body: text } = await answer;
      expect(statusCode, text).toBe(status);
      return apiErrorSchema.parse(JSON.parse(text)).error.message;
    };
    expect(
      await refusal(
        manager.api.post('/api/webhooks', body({ storeId: store.id, url: 'not a url' })),
        400,
      ),
    ).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(
      await refusal(
        manager.api.post('/api/webhooks', body({ storeId: store.id, events: [] })),
        400,
      ),
    ).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(
      await refusal(manager.api.post('/api/webhooks', body({ storeId: store.id, name: ' ' })), 400),
    ).toBe(WEBHOOK_MESSAGES.nameRequired);
    expect(await refusal(manager.api.post('/api/webhooks', body({ storeId: null })), 403)).toMatch(
      /stores you manage/,
    );
    expect(
      await refusal(
        manager.api.post(`/api/webhooks/${made.webhook.id}/resend`, {
          since: new Date(clock.now().getTime() + 60_000).toISOString(),
        }),
        400,
      ),
    ).toBe(WEBHOOK_MESSAGES.sinceInFuture);
    expect(
      await refusal(
        manager.api.get(`/api/webhooks/${made.webhook.id}/deliveries?cursor=msg_gone`),
        404,
      ),
    ).toBe(WEBHOOK_MESSAGES.deliveryNotFound);
    const other = await createStore(t.deps);
    const stranger = await signedInUser(t, 'store', other.id);
    expect(
      await refusal(stranger.api.get(`/api/webhooks/${made.webhook.id}/deliveries`), 404),
    ).toBeTruthy();
    expect(
      await refusal(stranger.api.delete(`/api/webhooks/${made.webhook.id}`), 404),
    ).toBeTruthy();
    const leader = await signedInUser(t, 'shift-leader', store.id);
    expect(await refusal(leader.api.get('/api/webhooks'), 403)).toBeTruthy();
    const count = await t.deps.db.kysely
      .selectFrom('webhook_subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
    const deleted = await manager.api.delete(`/api/webhooks/${made.webhook.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(webhooksSchema.parse((await manager.api.get('/api/webhooks')).json()).webhooks).toEqual(
      [],
    );
  });
});

describe.each(testDialects())('webhook addresses by default (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('refuses private and loopback addresses and plain http, and a name pointing at one', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    for (const url of [
      'http://10.0.0.1/',
      'http://[::1]/',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/',
      'https://localhost/hook',
    ]) {
      const answer = await admin.api.post('/api/webhooks', body({ url }));
      expect(answer.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(answer.json()).error.message, url).toBe(
        WEBHOOK_MESSAGES.privateAddress,
      );
    }
    const plain = await admin.api.post('/api/webhooks', body({ url: 'http://8.8.8.8/hook' }));
    expect(apiErrorSchema.parse(plain.json()).error.message).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(
      await t.deps.db.kysely.selectFrom('webhook_subscriptions').selectAll().execute(),
    ).toEqual([]);
    const made = await admin.api.post('/api/webhooks', body({ url: 'https://8.8.8.8/hook' }));
    expect(made.statusCode, made.body).toBe(201);
  });
});
