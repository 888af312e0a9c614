import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import esItems from '#domain/templates/default/translations/es.json' with { type: 'json' };
import { databaseBefore } from '#test/support/before-migration';
import { testDialects, type TestDatabase } from '#test/support/harness';
import type { Db } from '#server/db/database';
import { MIGRATIONS, migrateToLatest } from '#server/db/migrate';

const ADDED = '021-item-translations';
const FRIDGES = 'Walk-in chiller temperature';
const FRIDGE_LIMITS =
  'Probe a product on a middle shelf, not the air by the door; if over the limit, tell the manager and move high-risk food to another chiller';

describe.each(testDialects())('translating the default items already seeded, on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const ids = { shipped: randomUUID(), reworded: randomUUID(), own: randomUUID() };

  beforeAll(async () => {
    ({ database, db } = await databaseBefore(dialect, ADDED));
    const now = '2026-11-20T06:00:00.000Z';
    await sql`insert into templates (id, title, category, store_id, created_by, version,
        created_at, updated_at)
      values (${'default-day-template'}, ${'Day Shift Checklist'}, ${'day'}, ${null}, ${null}, 1,
        ${now}, ${now})`.execute(db.kysely);
    const items = [
      [ids.shipped, FRIDGES, FRIDGE_LIMITS],
      [ids.reworded, 'Fridges checked, our way', FRIDGE_LIMITS],
    ] as const;
    for (const [position, [id, text, details]] of items.entries()) {
      await sql`insert into template_items (id, template_id, position, section, subsection, text,
          details)
        values (${id}, ${'default-day-template'}, ${position}, ${'pre-shift'}, ${'Food Safety'},
          ${text}, ${details})`.execute(db.kysely);
    }
    const fromTheMigration = Object.keys(MIGRATIONS).filter((name) => name >= ADDED);
    expect((await migrateToLatest(db)).applied).toEqual(fromTheMigration);
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('gives a default item still worded as shipped its translations and marks it critical', async () => {
    const rows = await db.kysely
      .selectFrom('template_items')
      .select(['id', 'critical', 'translations'])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const shipped = byId.get(ids.shipped)!;
    expect(Boolean(shipped.critical)).toBe(true);
    expect(JSON.parse(shipped.translations).es).toEqual({
      text: esItems[FRIDGES],
      details: esItems[FRIDGE_LIMITS],
      sourceText: FRIDGES,
      sourceDetails: FRIDGE_LIMITS,
    });
    const reworded = byId.get(ids.reworded)!;
    expect(Boolean(reworded.critical)).toBe(false);
    expect(reworded.translations).toBe('{}');
  });
});
