import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '#server/db/migrate';

export const FAILING_MIGRATION = '999-upgrade-test-fails';

/**
 * Two migrations after every real one: the first changes the schema and rows and succeeds, the
 * second changes more and then fails. An upgrade that fails must undo both.
 */
export const failingMigrations: Readonly<Record<string, DialectMigration>> = {
  '998-upgrade-test-changes': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('upgrade_test', 'text').execute();
      await sql`update users set display_name = 'changed by 998'`.execute(db);
    },
  },
  [FAILING_MIGRATION]: {
    async up(db: Kysely<unknown>) {
      await sql`delete from sign_in_failures`.execute(db);
      await db.schema.createTable('upgrade_test').addColumn('id', 'integer').execute();
      throw new Error('this migration fails on purpose');
    },
  },
};
