// Migration 027 on both databases: every failure logged before actions existed gets its action
// (owned by nobody yet, opened when the item last changed, due by its priority's window, done
// when it was resolved), so no failure is ever without one.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

const MIGRATION = '027-actions';
const CHANGED = '2026-11-20T09:15:00.000Z';
const RESOLVED = '2026-11-20T09:40:00.000Z';

describe.each(testDialects())('actions for the failures already logged on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let storeId: string;
  const checklistId = randomUUID();
  const items = {
    ticked: randomUUID(),
    open: randomUUID(),
    resolved: randomUUID(),
    unprioritised: randomUUID(),
  };

  beforeAll(async () => {
    const before = await databaseBefore(dialect, MIGRATION);
    ({ database, db, storeId } = before);
    const date = dialect === 'postgres' ? sql`${'2026-11-20'}::date` : sql`${'2026-11-20'}`;
    const bool = (value: boolean) => (dialect === 'postgres' ? value : Number(value));
    await sql`insert into checklists (id, store_id, business_date, category, title, creator_name,
        section_counts, created_at, updated_at)
      values (${checklistId}, ${storeId}, ${date}, ${'day'}, ${'A checklist'}, ${'Sam Leader'},
        ${'{}'}, ${'2026-11-20T06:00:00.000Z'}, ${CHANGED})`.execute(db.kysely);
    const rows = [
      [items.ticked, 'travel-path', false, null, false],
      [items.open, 'travel-path', true, 'A', false],
      [items.resolved, 'travel-path', true, 'D', true],
      [items.unprioritised, 'pre-shift', true, null, false],
    ] as const;
    for (const [position, [id, section, failed, priority, resolved]] of rows.entries()) {
      await sql`insert into checklist_items (id, checklist_id, position, section, text,
          completed, failed, failure_comment, failure_priority, resolved, resolved_at, updated_at)
        values (${id}, ${checklistId}, ${position}, ${section}, ${`Item ${position}`},
          ${bool(!failed)}, ${bool(failed)}, ${failed ? 'Broken' : null}, ${priority},
          ${bool(resolved)}, ${resolved ? RESOLVED : null}, ${CHANGED})`.execute(db.kysely);
    }
    expect((await migrateToLatest(db)).applied).toContain(MIGRATION);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('gives each failure its action, and nothing else one', async () => {
    const rows = await db.kysely
      .selectFrom('actions')
      .select(['item_id', 'priority', 'status', 'opened_at', 'due_at', 'done_at'])
      .select(['store_id', 'owner_user_id', 'opened_by_name'])
      .execute();
    const byItem = new Map(
      rows.map((row) => [
        row.item_id,
        {
          priority: row.priority,
          status: row.status,
          opened: new Date(row.opened_at).toISOString(),
          due: new Date(row.due_at).toISOString(),
          done: row.done_at === null ? null : new Date(row.done_at).toISOString(),
        },
      ]),
    );
    expect(byItem.size).toBe(3);
    expect(byItem.get(items.open)).toEqual({
      priority: 'A',
      status: 'open',
      opened: CHANGED,
      due: '2026-11-20T09:45:00.000Z',
      done: null,
    });
    expect(byItem.get(items.resolved)).toEqual({
      priority: 'D',
      status: 'done',
      opened: CHANGED,
      due: '2026-11-23T09:15:00.000Z',
      done: RESOLVED,
    });
    expect(byItem.get(items.unprioritised)).toMatchObject({
      priority: null,
      status: 'open',
      due: '2026-11-20T12:15:00.000Z',
    });
    for (const row of rows) {
      expect(row).toMatchObject({
        store_id: storeId,
        owner_user_id: null,
        opened_by_name: 'Sam Leader',
      });
    }
  });
});
