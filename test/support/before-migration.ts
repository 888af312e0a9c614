import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { Db, Dialect } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { insertStore } from '#server/stores/repository';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * A database migrated up to just before `migration`, holding one store (High Street, 228), for a
 * test that writes rows as that release did and then runs the migration.
 */
export async function databaseBefore(
  dialect: Dialect,
  migration: string,
): Promise<{ database: TestDatabase; db: Db; storeId: string }> {
  const database = await createTestDatabase(dialect, { empty: true });
  const db = database.open();
  await migrateToLatest(db, { before: migration });
  const storeId = await insertStore(db.kysely, {
    name: 'High Street',
    storeNumber: '228',
    timezone: 'Europe/London',
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return { database, db, storeId };
}
