import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { Db } from '#server/db/database';
import { randomUUID } from 'node:crypto';
import type { IsoDate } from '#domain/dates';
import { sectionCountsBySection } from '#domain/checklists/summary';
import { NO_SECTION_DONE } from '#domain/due/shift-timing';
import type { ShiftCategory } from '#domain/shifts';
import {
  findStoreRevisionAndVersions,
  insertChecklistIfAbsent,
  lockChecklistForChange,
} from '#server/checklists/repository';
import { insertUser } from '#server/users/repository';
import { migrateToLatest } from '#server/db/migrate';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/support/harness';
import {
  replaceShiftSettings,
  deleteStoreRow,
  updateStoreFields,
} from '#server/stores/admin-repository';
import {
  findStoreRevision,
  insertStore,
  listStores,
  updateDueSettings,
  type StoreRecord,
} from '#server/stores/repository';
import { StoreCache } from '#server/stores/store-cache';

const ADDED = '014-store-revision';

const newStore = (n: number) => ({
  name: `Store ${n}`,
  storeNumber: `R${n}`,
  timezone: 'Europe/London',
  shiftSettings: DEFAULT_SHIFT_SETTINGS,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * The database replaces a store's revision on every change to its row or its shift rows,
 * whoever makes it: the server keeps store records by revision (store-cache.ts), so a change
 * that left the revision as it was would go unseen.
 */
describe.each(testDialects())("a store's revision on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let existing: string[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { empty: true });
    db = database.open();
    await migrateToLatest(db, { before: ADDED });
    existing = [
      await insertStore(db.kysely, newStore(1)),
      await insertStore(db.kysely, newStore(2)),
    ];
    expect((await migrateToLatest(db)).applied[0]).toBe(ADDED);
  });
  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  const revisionOf = async (storeId: string) => {
    const revision = await findStoreRevision(db.kysely, storeId);
    expect(revision).toMatch(/^[0-9a-f-]{32,36}$/);
    return revision!;
  };

  /** Runs `change` and expects the store's revision to be a new one afterwards. */
  async function expectNewRevision(storeId: string, change: () => Promise<unknown>) {
    const before = await revisionOf(storeId);
    await change();
    const after = await revisionOf(storeId);
    expect(after).not.toBe(before);
    return after;
  }

  it('gives every store that existed before the migration a revision of its own', async () => {
    const [one, two] = await Promise.all(existing.map(revisionOf));
    expect(one).not.toBe(two);
  });

  it('gives a new store a revision of its own', async () => {
    const added = await insertStore(db.kysely, newStore(3));
    expect(await revisionOf(added)).not.toBe(await revisionOf(existing[0]!));
  });

  it("changes it with the store's name, number or time zone", async () => {
    const storeId = existing[0]!;
    const fields = { name: 'Store 1', storeNumber: 'R1', timezone: 'Europe/London' };
    await expectNewRevision(storeId, () =>
      updateStoreFields(db.kysely, storeId, { ...fields, name: 'Renamed' }),
    );
    await expectNewRevision(storeId, () =>
      updateStoreFields(db.kysely, storeId, { ...fields, storeNumber: 'R1-B' }),
    );
    await expectNewRevision(storeId, () =>
      updateStoreFields(db.kysely, storeId, { ...fields, timezone: 'America/Chicago' }),
    );
  });

  it("changes it with the store's language, even when nothing else is written", async () => {
    const storeId = existing[0]!;
    const fields = { name: 'Renamed', storeNumber: 'R1-B', timezone: 'America/Chicago' };
    await expectNewRevision(storeId, () =>
      updateStoreFields(db.kysely, storeId, { ...fields, locale: 'es' }),
    );
    // An operator's statement of the language alone (migration 020 on SQLite).
    await expectNewRevision(storeId, () =>
      sql`update stores set locale = ${'ar'} where id = ${storeId}`.execute(db.kysely),
    );
    const cache = new StoreCache();
    expect((await cache.current(db.kysely, storeId))?.locale).toBe('ar');
    await sql`update stores set locale = ${null} where id = ${storeId}`.execute(db.kysely);
    expect((await cache.current(db.kysely, storeId))?.locale).toBeNull();
  });

  it('changes it with the due settings', async () => {
    const storeId = existing[0]!;
    await expectNewRevision(storeId, () =>
      updateDueSettings(db.kysely, storeId, {
        preShiftMinutes: 20,
        travelPathPercent: 60,
        handoverMinutes: 40,
      }),
    );
  });

  it('changes it when shift rows are replaced, updated, added or deleted, by any writer', async () => {
    const storeId = existing[1]!;
    const overnightOn = {
      ...DEFAULT_SHIFT_SETTINGS,
      overnight: { enabled: true, startTime: '23:00', endTime: '05:00' },
    };
    await expectNewRevision(storeId, () => replaceShiftSettings(db.kysely, storeId, overnightOn));
    // An operator's own statements count too: the database, not the server, keeps it.
    await expectNewRevision(storeId, () =>
      sql`update store_shifts set start_time = ${'05:30'}
        where store_id = ${storeId} and category = ${'breakfast'}`.execute(db.kysely),
    );
    await expectNewRevision(storeId, () =>
      sql`delete from store_shifts where store_id = ${storeId} and category = ${'overnight'}`.execute(
        db.kysely,
      ),
    );
  });

  it('keeps it when nothing of the store changes', async () => {
    const storeId = existing[1]!;
    const before = await revisionOf(storeId);
    await sql`update store_shifts set start_time = start_time where store_id = ${'no-such-store'}`.execute(
      db.kysely,
    );
    expect(await revisionOf(storeId)).toBe(before);
  });

  it('deletes a store with its shift rows', async () => {
    const storeId = await insertStore(db.kysely, newStore(4));
    await db.kysely.transaction().execute((trx) => deleteStoreRow(trx, storeId));
    expect(await findStoreRevision(db.kysely, storeId)).toBeNull();
  });

  it('lets the store cache hand out the record it keeps until the revision moves', async () => {
    const cache = new StoreCache();
    const storeId = existing[0]!;
    const first = await cache.current(db.kysely, storeId);
    expect(await cache.current(db.kysely, storeId)).toBe(first);
    expect(Object.isFrozen(first?.shiftSettings.day)).toBe(true);
    await sql`update store_shifts set end_time = ${'16:45'}
      where store_id = ${storeId} and category = ${'day'}`.execute(db.kysely);
    const after = await cache.current(db.kysely, storeId);
    expect(after).not.toBe(first);
    expect(after?.shiftSettings.day.endTime).toBe('16:45');
    await db.kysely.transaction().execute((trx) => deleteStoreRow(trx, storeId));
    expect(await cache.current(db.kysely, storeId)).toBeNull();
  });

  it("lets a reader take the store's revision in its own statement, and reads again for a changed store", async () => {
    const cache = new StoreCache();
    const storeId = await insertStore(db.kysely, newStore(8));
    /** What a report does: its dates follow the store's zone, read with the revision. */
    const readFor: string[] = [];
    const read = (store: StoreRecord) => {
      readFor.push(store.timezone);
      const day = store.timezone === 'Europe/London' ? '2026-11-02' : '2026-11-01';
      return findStoreRevisionAndVersions(db.kysely, storeId, day, day).then((found) => ({
        ...found,
        day,
      }));
    };

    const first = await cache.currentWith(db.kysely, storeId, read);
    expect(first?.revision).toBe(await revisionOf(storeId));
    expect(first?.read).toMatchObject({ versions: '', day: '2026-11-02' });
    // Unchanged: the record kept, and one statement.
    readFor.length = 0;
    const again = await cache.currentWith(db.kysely, storeId, read);
    expect(again?.store).toBe(first?.store);
    expect(readFor).toEqual(['Europe/London']);

    // Moved to another zone by another instance: read first for the record kept, then again
    // for the store as it stands, whose dates are others.
    readFor.length = 0;
    await sql`update stores set timezone = ${'America/Chicago'} where id = ${storeId}`.execute(
      db.kysely,
    );
    const moved = await cache.currentWith(db.kysely, storeId, read);
    expect(readFor).toEqual(['Europe/London', 'America/Chicago']);
    expect(moved?.store.timezone).toBe('America/Chicago');
    expect(moved?.revision).toBe(await revisionOf(storeId));
    expect(moved?.read.day).toBe('2026-11-01');

    await db.kysely.transaction().execute((trx) => deleteStoreRow(trx, storeId));
    expect(await cache.currentWith(db.kysely, storeId, read)).toBeNull();
    expect(
      await findStoreRevisionAndVersions(db.kysely, storeId, '2026-11-01', '2026-11-30'),
    ).toEqual({ revision: null, versions: '' });
  });

  it("reads the versions of the store's checklists in the range, in date and shift order", async () => {
    const storeId = await insertStore(db.kysely, newStore(9));
    const other = await insertStore(db.kysely, newStore(10));
    const userId = await insertUser(db.kysely, {
      email: 'versions@example.test',
      passwordHash: 'not-a-hash',
      role: 'shift-leader',
      displayName: null,
      storeId,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const add = async (store: string, businessDate: IsoDate, category: ShiftCategory) => {
      const id = randomUUID();
      await insertChecklistIfAbsent(db.kysely, {
        id,
        storeId: store,
        businessDate,
        category,
        title: `${category} ${businessDate}`,
        createdBy: userId,
        creatorName: 'Versions',
        progress: 0,
        completedAt: null,
        openIssues: 0,
        sectionCounts: sectionCountsBySection([]),
        sectionDoneAt: NO_SECTION_DONE,
        now: '2026-11-10T08:00:00.000Z',
      });
      return id;
    };
    // Inserted out of order, with one before the range, one after and one of another store.
    const night = await add(storeId, '2026-11-10', 'night');
    const nextDay = await add(storeId, '2026-11-11', 'breakfast');
    const breakfast = await add(storeId, '2026-11-10', 'breakfast');
    await add(storeId, '2026-11-09', 'day');
    await add(storeId, '2026-11-12', 'day');
    await add(other, '2026-11-10', 'day');

    const read = () => findStoreRevisionAndVersions(db.kysely, storeId, '2026-11-10', '2026-11-11');
    expect(await read()).toEqual({
      revision: await revisionOf(storeId),
      versions: `${breakfast}:1,${night}:1,${nextDay}:1`,
    });
    await lockChecklistForChange(db.kysely, night, '2026-11-10T09:00:00.000Z');
    expect((await read()).versions).toBe(`${breakfast}:1,${night}:2,${nextDay}:1`);
    // A range with no checklist: nothing, as for a store without any.
    expect(
      await findStoreRevisionAndVersions(db.kysely, storeId, '2026-10-01', '2026-10-31'),
    ).toEqual({ revision: await revisionOf(storeId), versions: '' });
  });

  it('lets the store cache hand out every store, read again only where one changed', async () => {
    const cache = new StoreCache();
    const [changed, same, deleted] = [
      await insertStore(db.kysely, newStore(5)),
      await insertStore(db.kysely, newStore(6)),
      await insertStore(db.kysely, newStore(7)),
    ];
    const byId = (stores: readonly StoreRecord[]) =>
      [...stores].sort((a, b) => a.id.localeCompare(b.id));
    const first = await cache.all(db.kysely);
    expect(byId(first)).toEqual(byId(await listStores(db.kysely, { kind: 'all' })));
    const kept = (stores: readonly StoreRecord[], id: string) => stores.find((s) => s.id === id);

    // Nothing changed: the very records kept.
    const again = await cache.all(db.kysely);
    for (const store of first) expect(kept(again, store.id)).toBe(store);

    // One store's shift changed by hand, another deleted: only the changed one is new.
    await sql`update store_shifts set start_time = ${'06:15'}
      where store_id = ${changed} and category = ${'breakfast'}`.execute(db.kysely);
    await db.kysely.transaction().execute((trx) => deleteStoreRow(trx, deleted));
    const after = await cache.all(db.kysely);
    expect(kept(after, changed)).not.toBe(kept(first, changed));
    expect(kept(after, changed)?.shiftSettings.breakfast.startTime).toBe('06:15');
    expect(kept(after, same)).toBe(kept(first, same));
    expect(kept(after, deleted)).toBeUndefined();
    expect(byId(after)).toEqual(byId(await listStores(db.kysely, { kind: 'all' })));
  });
});
