// Migration 030: insights' summary rows, on both databases. The history already kept is added
// up into them; afterwards the triggers keep them equal to the rows they count through inserts,
// a checklist completed and no longer so, a deletion (its actions and readings going with it by
// cascade), and a store's deletion, which leaves no row behind.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { deleteStoreRow } from '#server/stores/admin-repository';

const MIGRATION = '030-store-days';
const AT = '2026-11-20T06:00:00.000Z';

describe.each(testDialects())('store-day summary rows on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let storeId: string;
  const date = (day: string) => (dialect === 'postgres' ? sql`${day}::date` : sql`${day}`);
  const bool = (value: boolean) => (dialect === 'postgres' ? value : Number(value));

  async function insertChecklist(day: string, category: string, progress: number) {
    const id = randomUUID();
    await sql`insert into checklists (id, store_id, business_date, category, title, creator_name,
        section_counts, progress, created_at, updated_at)
      values (${id}, ${storeId}, ${date(day)}, ${category}, ${'A checklist'}, ${'Test Leader'},
        ${'{}'}, ${progress}, ${AT}, ${AT})`.execute(db.kysely);
    return id;
  }

  function insertAction(checklistId: string, day: string, recurring: boolean) {
    return sql`insert into actions (id, checklist_id, item_id, item_text, store_id, business_date,
        priority, status, opened_at, opened_by_name, due_at, recurring, updated_at)
      values (${randomUUID()}, ${checklistId}, ${randomUUID()}, ${'Door seal'}, ${storeId},
        ${date(day)}, ${'A'}, ${'open'}, ${AT}, ${'Sam'}, ${AT}, ${bool(recurring)}, ${AT})`.execute(
      db.kysely,
    );
  }

  function insertReading(checklistId: string, day: string, within: boolean) {
    return sql`insert into readings (checklist_id, item_id, store_id, business_date, at,
        user_name, value, unit, measure, within)
      values (${checklistId}, ${randomUUID()}, ${storeId}, ${date(day)}, ${AT}, ${'Sam'},
        ${'8'}, ${'C'}, ${'{}'}, ${bool(within)})`.execute(db.kysely);
  }

  function insertSignOff(day: string) {
    return sql`insert into day_sign_offs (store_id, business_date, signed_at, user_name, role)
      values (${storeId}, ${date(day)}, ${AT}, ${'Mo'}, ${'store'})`.execute(db.kysely);
  }

  /** The summary rows of the store, as [date, checklists, completed, failures, ...]. */
  async function kept() {
    const rows = await db.kysely
      .selectFrom('store_days')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('business_date')
      .execute();
    return rows.map((r) => [
      new Date(r.business_date).toISOString().slice(0, 10),
      r.checklists,
      r.completed,
      r.failures,
      r.recurring,
      r.readings_outside,
      r.sign_offs,
    ]);
  }

  let first: string;
  let second: string;

  beforeAll(async () => {
    ({ database, db, storeId } = await databaseBefore(dialect, MIGRATION));
    first = await insertChecklist('2026-11-19', 'breakfast', 100);
    second = await insertChecklist('2026-11-19', 'day', 40);
    await insertAction(second, '2026-11-19', true);
    await insertReading(second, '2026-11-19', false);
    await insertReading(second, '2026-11-19', true);
    await insertSignOff('2026-11-19');
    expect((await migrateToLatest(db)).applied).toContain(MIGRATION);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('adds up the history already kept', async () => {
    expect(await kept()).toEqual([['2026-11-19', 2, 1, 1, 1, 1, 1]]);
  });

  it('counts every change after, and only the changes it counts', async () => {
    const third = await insertChecklist('2026-11-20', 'breakfast', 0);
    await insertAction(third, '2026-11-20', false);
    await insertReading(third, '2026-11-20', true);
    await db.kysely
      .updateTable('checklists')
      .set({ progress: 100 })
      .where('id', '=', third)
      .execute();
    await db.kysely
      .updateTable('checklists')
      .set({ progress: 90 })
      .where('id', '=', first)
      .execute();
    expect(await kept()).toEqual([
      ['2026-11-19', 2, 0, 1, 1, 1, 1],
      ['2026-11-20', 1, 1, 1, 0, 0, 0],
    ]);
    // A deletion takes the checklist's actions and readings with it, and their counts.
    await db.kysely.deleteFrom('checklists').where('id', '=', second).execute();
    expect(await kept()).toEqual([
      ['2026-11-19', 1, 0, 0, 0, 0, 1],
      ['2026-11-20', 1, 1, 1, 0, 0, 0],
    ]);
  });

  it("leaves no row of a deleted store's", async () => {
    await db.kysely.deleteFrom('day_sign_offs').where('store_id', '=', storeId).execute();
    await db.kysely.transaction().execute((trx) => deleteStoreRow(trx, storeId));
    expect(await kept()).toEqual([]);
  });
});
