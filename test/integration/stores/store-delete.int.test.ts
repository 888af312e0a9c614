import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_GONE_MESSAGE } from '#domain/api-error';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { Database } from '#server/db/types';
import type { AdminStore } from '#domain/stores/api';
import { duplicateStoreNumberMessage, storeNotEmptyMessage } from '#domain/stores/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate, createUser } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('deleting stores, racing creates and time zones on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  const rowsOf = async (table: 'store_shifts' | 'templates', storeId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom(table)
        .select('store_id')
        .where('store_id', '=', storeId)
        .execute()
    ).length;

  it('refuses a store that still has users and checklists, saying what it has', async () => {
    const store = await createStore(t.deps);
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    await createUser(t.deps, { role: 'store', storeId: store.id });
    await createChecklist(t.deps, { by: leader, category: 'day' });

    const response = await admin.api.delete(`/api/stores/${store.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(storeNotEmptyMessage({ users: 2, checklists: 1 }));
    expect(response.json().error.message).toBe(
      'This store still has 2 users and 1 checklist. Move or delete them first.',
    );
    expect((await admin.api.get(`/api/stores/${store.id}`)).statusCode).toBe(200);
  });

  it('deletes an empty store with its shift rows and its own templates', async () => {
    const store = await createStore(t.deps);
    await createTemplate(t.deps, {
      storeId: store.id,
      category: 'day',
      items: [{ text: 'Fryer oil tested', section: 'pre-shift' }],
    });
    expect(await rowsOf('templates', store.id)).toBe(1);

    expect((await admin.api.delete(`/api/stores/${store.id}`)).statusCode).toBe(204);
    expect((await admin.api.get(`/api/stores/${store.id}`)).statusCode).toBe(404);
    expect(await rowsOf('store_shifts', store.id)).toBe(0);
    expect(await rowsOf('templates', store.id)).toBe(0);
    expect((await admin.api.delete(`/api/stores/${store.id}`)).statusCode).toBe(404);
  });

  it('gives one store to eight admins creating the same number at once', async () => {
    const storeNumber = `55${String(Date.now()).slice(-7)}`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.api.post('/api/stores', { name: `Racer ${i}`, storeNumber }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toBe(duplicateStoreNumberMessage(storeNumber));
    }
    const stored = await t.deps.db.kysely
      .selectFrom('stores')
      .select('id')
      .where('store_number', '=', storeNumber)
      .execute();
    expect(stored).toHaveLength(1);
    expect(await rowsOf('store_shifts', stored[0]!.id)).toBe(4);
  });

  it('keeps checklists on their business date when the time zone changes', async () => {
    // 12:00Z is 02:00 in Honolulu: before the 05:00 breakfast start, so still Nov 21 there.
    const store = await createStore(t.deps, { timezone: 'Pacific/Honolulu' });
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
    expect(checklist.businessDate).toBe('2026-11-21');

    const moved = await admin.api.put(`/api/stores/${store.id}`, {
      name: store.name,
      storeNumber: store.storeNumber,
      timezone: 'Asia/Tokyo',
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as AdminStore).timezone).toBe('Asia/Tokyo');

    // 21:00 in Tokyo: the store's today is Nov 22 now, and the checklist stays on Nov 21.
    const today = (await admin.api.get(`/api/stores/${store.id}/day`)).json();
    expect(today.today).toBe('2026-11-22');
    expect(today.checklists).toEqual([]);
    const before = (await admin.api.get(`/api/stores/${store.id}/day?date=2026-11-21`)).json();
    expect(before.checklists.map((c: { id: string }) => c.id)).toEqual([checklist.id]);
    const detail = (await admin.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(detail.businessDate).toBe('2026-11-21');
  });

  /**
   * A write held open while a request races it; `commit` lets it go. PostgreSQL: a transaction
   * of its own, and the request is waiting once a backend of this database is blocked on a
   * lock by the one holding it (pg_stat_activity, pg_blocking_pids). SQLite: a member of the
   * group commit, which every write joins one at a time (group-commit.ts); the request is
   * waiting once it has asked for its turn there.
   */
  async function holdWrite(
    write: (trx: Kysely<Database>) => Promise<unknown>,
  ): Promise<{ isWaitedOn(): Promise<boolean>; end(keep: boolean): Promise<void> }> {
    const group = t.deps.db.groupCommit;
    if (group) {
      const member = await group.enter();
      await write(member.trx);
      const enter = group.enter;
      let asked = 0;
      group.enter = () => {
        asked += 1;
        return enter();
      };
      return {
        isWaitedOn: async () => asked > 0,
        end: async (keep) => {
          group.enter = enter;
          await (keep ? member.keep() : member.discard());
        },
      };
    }
    const trx = await t.deps.db.kysely.startTransaction().execute();
    await write(trx);
    const holder = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
      .rows[0]!.pid;
    return {
      isWaitedOn: async () => {
        const { rows } = await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and ${holder} = any(pg_blocking_pids(pid))`.execute(t.deps.db.kysely);
        return rows.length > 0;
      },
      end: (keep) => (keep ? trx.commit() : trx.rollback()).execute(),
    };
  }

  /** Resolves once `request` waits on `held`; fails if it answers first or takes too long. */
  async function untilWaiting(
    held: { isWaitedOn(): Promise<boolean> },
    request: Promise<{ statusCode: number; body: string }>,
  ) {
    let answered: { statusCode: number; body: string } | null = null;
    void request.then((response) => (answered = response)).catch(() => {});
    const deadline = Date.now() + 10_000;
    while (!(await held.isWaitedOn())) {
      if (answered) {
        const { statusCode, body } = answered;
        throw new Error(`answered ${statusCode} without waiting for the held write: ${body}`);
      }
      if (Date.now() > deadline) throw new Error('never waited for the held write (10 s)');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('counts a user added while the delete waits, instead of unassigning them', async () => {
    const store = await createStore(t.deps);
    // SQLite: the admin's session is read (and cached) now, not behind the held write.
    expect((await admin.api.get(`/api/stores/${store.id}`)).statusCode).toBe(200);
    const adding = await holdWrite((trx) =>
      trx
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: `late-${crypto.randomUUID()}@test.example`,
          password_hash: 'x',
          role: 'shift-leader',
          display_name: 'Late Arrival',
          store_id: store.id,
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
    const deleting = admin.api.delete(`/api/stores/${store.id}`);
    try {
      await untilWaiting(adding, deleting);
    } finally {
      await adding.end(true);
    }
    const response = await deleting;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(storeNotEmptyMessage({ users: 1, checklists: 0 }));
    const late = await t.deps.db.kysely
      .selectFrom('users')
      .select('store_id')
      .where('display_name', '=', 'Late Arrival')
      .where('store_id', '=', store.id)
      .execute();
    expect(late).toHaveLength(1);
  });

  // PostgreSQL only: on SQLite the create's first read of the store (users/service.ts,
  // checkAssignable) queues behind the held delete on the one connection, outside the group
  // commit, so it finds the store already gone; nothing there races the insert itself.
  it.runIf(dialect === 'postgres')(
    'tells someone adding a user to a store deleted meanwhile, with nothing saved',
    async () => {
      const store = await createStore(t.deps);
      const removing = await holdWrite((trx) =>
        trx.deleteFrom('stores').where('id', '=', store.id).execute(),
      );
      const email = `too-late-${crypto.randomUUID()}@test.example`;
      const adding = admin.api.post('/api/users', {
        email,
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
        role: 'shift-leader',
        storeId: store.id,
        displayName: null,
      });
      try {
        await untilWaiting(removing, adding);
      } finally {
        await removing.end(true);
      }
      const response = await adding;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(REFERENCE_GONE_MESSAGE);
      const saved = await t.deps.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(saved).toEqual([]);
    },
  );
});
