// Migration 026: a reading belongs to its checklist through (store, business date, checklist),
// on both databases. The readings already kept survive the change as they were; deleting a
// checklist still takes its readings with it, found through the store-and-day index; and a
// reading can no longer claim a checklist of another store or day.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

const MIGRATION = '026-readings-by-store-day';
const DATE = '2026-11-20';

describe.each(testDialects())('readings kept by store and day on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let storeId: string;
  const checklists = { kept: randomUUID(), deleted: randomUUID() };
  const date = (day: string) => (dialect === 'postgres' ? sql`${day}::date` : sql`${day}`);

  async function insertChecklist(id: string, category: string) {
    await sql`insert into checklists (id, store_id, business_date, category, title, creator_name,
        section_counts, created_at, updated_at)
      values (${id}, ${storeId}, ${date(DATE)}, ${category}, ${'A checklist'}, ${'Test Leader'},
        ${'{}'}, ${'2026-11-20T06:00:00.000Z'}, ${'2026-11-20T06:00:00.000Z'})`.execute(db.kysely);
  }

  function insertReading(checklistId: string, value: string, within: boolean, day = DATE) {
    return sql`insert into readings (checklist_id, item_id, store_id, business_date, at, user_id,
        user_name, value, unit, measure, within, action)
      values (${checklistId}, ${randomUUID()}, ${storeId}, ${date(day)},
        ${`${DATE}T07:00:00.000Z`}, ${null}, ${'Sam Leader'}, ${value}, ${'C'},
        ${'{"quantity":"temperature","unit":null,"min":null,"max":5}'},
        ${dialect === 'postgres' ? within : Number(within)},
        ${within ? null : 'Moved to the reach-in'})`.execute(db.kysely);
  }

  const readingsOf = (checklistId: string) =>
    db.kysely
      .selectFrom('readings')
      .select(['checklist_id', 'value', 'within', 'action'])
      .where('checklist_id', '=', checklistId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    const before = await databaseBefore(dialect, MIGRATION);
    ({ database, db, storeId } = before);
    await insertChecklist(checklists.kept, 'breakfast');
    await insertChecklist(checklists.deleted, 'day');
    await insertReading(checklists.kept, '8.2', false);
    await insertReading(checklists.kept, '4.1', true);
    await insertReading(checklists.deleted, '3', true);
    expect((await migrateToLatest(db)).applied).toContain(MIGRATION);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('keeps every reading as it was, and its index of readings outside their limits', async () => {
    const kept = await readingsOf(checklists.kept);
    expect(kept.map((row) => [row.value, Boolean(row.within), row.action])).toEqual([
      ['8.2', false, 'Moved to the reach-in'],
      ['4.1', true, null],
    ]);
    expect(await readingsOf(checklists.deleted)).toHaveLength(1);
    const names =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'readings' and schemaname = current_schema()
              and indexname <> 'readings_pkey'`.execute(db.kysely)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'readings' and sql is not null`.execute(db.kysely);
    expect(names.rows.map((row) => row.name).sort()).toEqual([
      'readings_outside_idx',
      'readings_store_date_idx',
    ]);
  });

  it("deletes a checklist's readings with it, and no other's", async () => {
    await db.kysely.deleteFrom('checklists').where('id', '=', checklists.deleted).execute();
    expect(await readingsOf(checklists.deleted)).toEqual([]);
    expect(await readingsOf(checklists.kept)).toHaveLength(2);
  });

  it('refuses a reading that names its checklist with another business date', async () => {
    await expect(insertReading(checklists.kept, '4', true, '2026-11-21')).rejects.toThrow(
      /foreign key/i,
    );
    expect(await readingsOf(checklists.kept)).toHaveLength(2);
  });
});
