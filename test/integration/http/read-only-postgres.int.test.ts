import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, STORAGE_MESSAGES } from '#domain/api-error';
import { buildApp } from '#server/app';
import { createDeps } from '#server/deps';
import { openDatabase, type Db } from '#server/db/database';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

/** The same database through connections that take no writes, as on a standby after failover. */
function openReadOnly(url: string, database: string): Db {
  const readOnly = new URL(url);
  readOnly.pathname = `/${database}`;
  readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
  return openDatabase({ databaseUrl: readOnly.toString() });
}

describe.skipIf(!testDialects().includes('postgres'))(
  'a tick while PostgreSQL takes no writes',
  () => {
    const t = useTestApp('postgres');
    let readOnlyDb: Db;
    let readOnlyApp: FastifyInstance;

    beforeAll(async () => {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        t.deps.db.kysely,
      );
      readOnlyDb = openReadOnly(process.env.TEST_DATABASE_URL ?? '', rows[0]?.name ?? '');
      // Its own app on the read-only connection: caches and the tick group belong to one db.
      const { config, clock, live } = t.deps;
      readOnlyApp = await buildApp(createDeps({ db: readOnlyDb, config, clock, live }));
    });
    afterAll(async () => {
      await readOnlyApp?.close();
      await readOnlyDb?.close();
    });

    it('answers 503 in plain words and /readyz 503, while the writable instance stays ready', async () => {
      const store = await createStore(t.deps);
      const leader = await signedInUser(t, 'shift-leader', store.id);
      const checklist = await createChecklist(t.deps, { by: leader });
      const item = checklist.items[0];
      if (!item) throw new Error('the checklist has items');
      const tick = (app: FastifyInstance) =>
        app.inject({
          method: 'PATCH',
          url: `/api/checklists/${checklist.id}/items/${item.id}`,
          payload: { type: 'complete', completed: true },
          headers: { cookie: leader.cookie, 'idempotency-key': 'read-only-1' },
        });

      expect((await readOnlyApp.inject({ url: '/readyz' })).statusCode).toBe(200);
      const refused = await tick(readOnlyApp);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        error: { code: ERROR_CODES.storageUnwritable, message: STORAGE_MESSAGES.unwritable },
      });
      const notReady = await readOnlyApp.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        status: 'disk not writable',
        checks: { database: 'disk not writable' },
      });

      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const saved = await tick(t.app);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().item).toMatchObject({ id: item.id, completed: true });
    });
  },
);
