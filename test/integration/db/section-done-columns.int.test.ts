import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { MIGRATIONS, migrateToLatest } from '#server/db/migrate';

const MOVED = '013-section-done-columns';

describe.each(testDialects())('moving section done times into columns on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const ids = { all: randomUUID(), some: randomUUID(), never: randomUUID() };

  beforeAll(async () => {
    const before = await databaseBefore(dialect, MOVED);
    ({ database, db } = before);
    const { storeId } = before;
    const doneAt = {
      [ids.all]: JSON.stringify({
        'pre-shift': '2026-11-20T06:58:01.250Z',
        'travel-path': '2026-11-20T09:15:00.000Z',
        'post-shift': '2026-11-20T14:02:59.999Z',
      }),
      [ids.some]: JSON.stringify({
        'pre-shift': '2026-11-20T16:30:00.000Z',
        'travel-path': null,
        'post-shift': null,
      }),
      [ids.never]: null,
    };
    for (const [n, [id, json]] of Object.entries(doneAt).entries()) {
      const category = ['breakfast', 'day', 'night'][n];
      await sql`insert into checklists (id, store_id, business_date, category, title,
          creator_name, section_counts, section_done_at, created_at, updated_at)
        values (${id}, ${storeId}, ${dialect === 'postgres' ? sql`${'2026-11-20'}::date` : '2026-11-20'},
          ${category}, ${'A checklist'}, ${'Test Leader'}, ${'{}'}, ${json},
          ${'2026-11-20T06:00:00.000Z'}, ${'2026-11-20T06:00:00.000Z'})`.execute(db.kysely);
    }
    const fromTheMove = Object.keys(MIGRATIONS).filter((name) => name >= MOVED);
    expect((await migrateToLatest(db)).applied).toEqual(fromTheMove);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('keeps every done time, to the millisecond, in its section’s column', async () => {
    const rows = await db.kysely
      .selectFrom('checklists')
      .select(['id', 'pre_shift_done_at', 'travel_path_done_at', 'post_shift_done_at'])
      .execute();
    const byId = new Map(rows.map(({ id, ...columns }) => [id, columns]));
    expect(byId.get(ids.all)).toEqual({
      pre_shift_done_at: '2026-11-20T06:58:01.250Z',
      travel_path_done_at: '2026-11-20T09:15:00.000Z',
      post_shift_done_at: '2026-11-20T14:02:59.999Z',
    });
    expect(byId.get(ids.some)).toEqual({
      pre_shift_done_at: '2026-11-20T16:30:00.000Z',
      travel_path_done_at: null,
      post_shift_done_at: null,
    });
    expect(byId.get(ids.never)).toEqual({
      pre_shift_done_at: null,
      travel_path_done_at: null,
      post_shift_done_at: null,
    });
  });

  it('leaves no JSON column behind, and the date-first index carries the done times', async () => {
    const tables = await db.kysely.introspection.getTables();
    const columns = tables.find((t) => t.name === 'checklists')?.columns.map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['pre_shift_done_at', 'post_shift_done_at']));
    expect(columns).not.toContain('section_done_at');
    const definition =
      dialect === 'postgres'
        ? (
            await sql<{ d: string }>`select indexdef as d from pg_indexes
              where indexname = 'checklists_date_category_idx'
                and schemaname = current_schema()`.execute(db.kysely)
          ).rows[0]?.d
        : (
            await sql<{ d: string }>`select sql as d from sqlite_master
              where name = 'checklists_date_category_idx'`.execute(db.kysely)
          ).rows[0]?.d;
    expect(definition).toMatch(/business_date, category, store_id/);
    expect(definition).toMatch(/post_shift_done_at/);
  });
});
