import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * A leader of the store (or its manager) may take over a checklist someone else started, as when
 * a leader goes home sick mid-shift: `created_by` then names the one running it, and these two
 * columns who took it over and when (docs/decisions/039).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('checklists').addColumn('taken_over_by_name', 'text').execute();
  await db.schema.alterTable('checklists').addColumn('taken_over_at', t.timestamp).execute();
}
