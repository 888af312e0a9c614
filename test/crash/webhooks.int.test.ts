// Webhooks survive a crash (docs/decisions/058): the real server is killed with SIGKILL while a
// delivery is on its way (the receiver has the request and has not answered), and again right
// after the change that queued one committed. Restarted, the server sends each again, with the
// same message id, signed, until the receiver has it: at least once, never lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { insertWebhook } from '#server/integrations/webhooks/repository';
import { newWebhookSecret } from '#server/integrations/webhooks/signing';
import { testDialects } from '../support/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { seedDeps, seedStore, type SeededChecklist } from './seed';
import { createServerDatabase, type ServerDatabase } from './server-database';
import { freePort, serverEnv, startServer, type ServerProcess } from './server-process';

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, ms = 40_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testDialects())(
  'webhooks through a crash on %s (real server, SIGKILL)',
  (dialect) => {
    let database: ServerDatabase | undefined;
    let db: Db | undefined;
    let server: ServerProcess | null = null;
    let receiver: WebhookReceiver;
    let seeded: SeededChecklist;
    let storeId = '';
    const secret = newWebhookSecret();
    let env: NodeJS.ProcessEnv = {};

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      database = await createServerDatabase(dialect);
      db = database.open();
      const deps = await seedDeps(db);
      [seeded] = (await seedStore(deps, ['day'])) as [SeededChecklist];
      const checklist = await db.kysely
        .selectFrom('checklists')
        .select('store_id')
        .where('id', '=', seeded.id)
        .executeTakeFirstOrThrow();
      storeId = checklist.store_id;
      await insertWebhook(db.kysely, {
        id: 'crash-webhook',
        name: 'Head office',
        url: receiver.url,
        events: ['checklist.created'],
        storeId,
        areaId: null,
        secret,
        createdBy: seeded.leaderId,
        now: new Date().toISOString(),
      });
      env = {
        ...serverEnv(await freePort(), database.env),
        WEBHOOKS_ALLOW_HTTP: 'true',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      };
      server = await startServer(env);
    }, 120_000);

    afterAll(async () => {
      await server?.kill();
      await db?.close();
      await database?.destroy();
      await receiver.close();
    });

    async function startChecklist(category: string) {
      const response = await fetch(`${server!.url}/api/checklists`, {
        method: 'POST',
        headers: { cookie: seeded.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ storeId, category }),
      });
      expect(response.status, await response.text()).toBe(201);
    }

    const status = async (id: string) =>
      (
        await db!.kysely
          .selectFrom('webhook_deliveries')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    it('sends again a delivery whose server was killed while the receiver held it', async () => {
      receiver.received.length = 0;
      receiver.answer = 'hang';
      await startChecklist('breakfast');
      await waitFor(() => receiver.received.length === 1, 'the first attempt');
      const [first] = receiver.received;
      await server!.kill();
      expect(await status(first!.id)).toBe('pending');
      // The killed server's claim holds it for 15 s (CLAIM_MS): the time passes here by moving
      // the claim's end into the past, and the restarted server sends it again, the same message.
      const claimed = () =>
        db!.kysely
          .selectFrom('webhook_deliveries')
          .select('claimed_until')
          .where('id', '=', first!.id)
          .executeTakeFirstOrThrow();
      const held = await claimed();
      expect(held.claimed_until! > new Date().toISOString()).toBe(true);
      await db!.kysely
        .updateTable('webhook_deliveries')
        .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', first!.id)
        .execute();

      receiver.answer = 200;
      server = await startServer(env);
      await waitFor(async () => (await status(first!.id)) === 'delivered', 'the delivery');
      expect(receiver.received.map((request) => request.id)).toEqual([first!.id, first!.id]);
      expect(receiver.types()).toEqual(['checklist.created', 'checklist.created']);
      receiver.verifyAll(secret);
    }, 90_000);

    it('sends a delivery queued just before the kill', async () => {
      receiver.received.length = 0;
      receiver.answer = 200;
      await startChecklist('night');
      await server!.kill();
      const queued = await db!.kysely
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('payload', 'like', '%"night"%')
        .executeTakeFirstOrThrow();
      server = await startServer(env);
      await waitFor(async () => (await status(queued.id)) === 'delivered', 'the delivery');
      // Once, or (when the kill came after it was sent and before that was written) again.
      expect(receiver.received.length).toBeGreaterThanOrEqual(1);
      expect(new Set(receiver.received.map((request) => request.id))).toEqual(new Set([queued.id]));
      receiver.verifyAll(secret);
    }, 90_000);
  },
);
