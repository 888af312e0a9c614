import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * E-mails to the outside contractor an action is handed to (docs/decisions/047). A contractor has
 * no account, so no notification (whose recipient is a person of the app) can carry theirs: each
 * is kept here, once per kind, subject (the action and its due time) and address, whichever
 * instance inserts it first, written in the store's language when it was raised, and sent as
 * notifications' e-mails are (claimed once, a few tries). It goes with its action, and so with
 * the action's checklist and store.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('contractor_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('action_id', 'text', (c) => c.notNull().references('actions.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mail_subject', 'text', (c) => c.notNull())
    .addColumn('mail_text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    // pending | sending | sent | failed, as a notification's.
    .addColumn('email_state', 'text', (c) => c.notNull())
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emailed_at', t.timestamp)
    .addUniqueConstraint('contractor_emails_once_key', ['kind', 'subject', 'email'])
    .execute();
  // The oldest waiting first, for the delivery.
  await db.schema
    .createIndex('contractor_emails_state_idx')
    .on('contractor_emails')
    .columns(['email_state', 'created_at'])
    .execute();
  // An action's e-mails go with it: PostgreSQL indexes no foreign key of its own.
  await db.schema
    .createIndex('contractor_emails_action_idx')
    .on('contractor_emails')
    .column('action_id')
    .execute();
}
