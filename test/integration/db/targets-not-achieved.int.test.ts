import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

const MIGRATION = '016-targets-not-achieved';

describe.each(testDialects())('targets with no result become Not Achieved on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const targets = { untouched: randomUUID(), met: randomUUID(), unmet: randomUUID() };

  beforeAll(async () => {
    const before = await databaseBefore(dialect, MIGRATION);
    ({ database, db } = before);
    const { storeId } = before;
    const checklistId = randomUUID();
    const date = dialect === 'postgres' ? sql`${'2026-11-20'}::date` : sql`${'2026-11-20'}`;
    await sql`insert into checklists (id, store_id, business_date, category, title, creator_name,
        section_counts, created_at, updated_at)
      values (${checklistId}, ${storeId}, ${date}, ${'day'}, ${'A checklist'}, ${'Test Leader'},
        ${'{}'}, ${'2026-11-20T06:00:00.000Z'}, ${'2026-11-20T06:00:00.000Z'})`.execute(db.kysely);
    const results = [
      [targets.untouched, null],
      [targets.met, true],
      [targets.unmet, false],
    ] as const;
    for (const [position, [id, achieved]] of results.entries()) {
      await db.kysely
        .insertInto('shift_targets')
        .values({ id, checklist_id: checklistId, position, text: 'Speed', achieved, comment: '' })
        .execute();
    }
    expect((await migrateToLatest(db)).applied).toContain(MIGRATION);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('records Not Achieved where nothing was recorded, and keeps the results that were', async () => {
    const rows = await db.kysely.selectFrom('shift_targets').select(['id', 'achieved']).execute();
    const byId = new Map(rows.map((row) => [row.id, row.achieved]));
    expect([targets.untouched, targets.met, targets.unmet].map((id) => byId.get(id))).toEqual(
      dialect === 'sqlite' ? [0, 1, 0] : [false, true, false],
    );
  });
});
