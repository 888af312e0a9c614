// Two app instances on one PostgreSQL database, each sending the webhooks' outbox every 5 ms,
// and one receiver counting what arrives: every event arrives once, whichever instance sent it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookWithSecretSchema } from '#domain/integrations/webhooks';
import { startWebhookDispatcher } from '#server/integrations/webhooks/dispatcher';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createUser } from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  TestClock,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { startWebhookReceiver, type WebhookReceiver } from '#test/support/webhook-receiver';

/** PostgreSQL only: without TEST_DATABASE_URL the suite is reported as skipped, by name. */
const dialect = 'postgres' as const;
const STORES = 12;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'webhooks from two instances on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let receiver: WebhookReceiver;
    let database: TestDatabase;
    let instances: TestApp[] = [];
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      database = await createTestDatabase(dialect);
      const start = () =>
        startTestApp(database, {
          config: { webhooks: { allowHttp: true, allowPrivate: true } },
          clock: new TestClock(),
        });
      instances = [await start(), await start()];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.stop();
      await database.destroy();
      await receiver.close();
    });

    it('sends each event once', async () => {
      const [a] = instances as [TestApp, TestApp];
      const admin = await signedInUser(a, 'super-admin', null);
      const made = await admin.api.post('/api/webhooks', {
        name: 'Head office',
        url: receiver.url,
        events: ['checklist.created'],
        storeId: null,
        areaId: null,
      });
      expect(made.statusCode, made.body).toBe(201);
      const { secret } = webhookWithSecretSchema.parse(made.json());

      const errors: unknown[] = [];
      const dispatchers = instances.map((instance) =>
        startWebhookDispatcher(instance.deps, { intervalMs: 5, onError: (e) => errors.push(e) }),
      );
      // Events keep coming while both instances send: each store's three checklists.
      for (let n = 0; n < STORES; n += 1) {
        const store = await createStore(a.deps);
        const leader = await createUser(a.deps, { role: 'shift-leader', storeId: store.id });
        for (const category of ['breakfast', 'day', 'night'] as const) {
          await createChecklist(instances[n % 2]!.deps, { by: leader, category });
        }
      }
      const expected = STORES * 3;
      const deadline = Date.now() + 30_000;
      while (receiver.received.length < expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A little longer: a second copy of any of them would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));

      expect(errors).toEqual([]);
      expect(receiver.types()).toEqual(Array<string>(expected).fill('checklist.created'));
      expect(new Set(receiver.received.map((request) => request.id)).size).toBe(expected);
      receiver.verifyAll(secret);
      const rows = await a.deps.db.kysely
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .execute();
      expect(rows).toHaveLength(expected);
      expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    });
  },
);
