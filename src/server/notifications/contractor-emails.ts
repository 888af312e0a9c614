// E-mails to an action's outside contractor (migration 028): they have no account, so no
// notification row; each e-mail is kept once under its key and sent as notifications' are.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SOURCE_LOCALE } from '#domain/i18n/locales';
import { actionSubject } from '#domain/notifications/action-texts';
import { storeLabel } from '#domain/notifications/texts';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import type { AppDeps } from '../deps';
import type { ContractorEmailsTable } from '../db/contractor-emails-table';
import type { Database } from '../db/types';
import { contractorMail } from '../mail/mail-texts';
import type { StoreRecord } from '../stores/repository';
import type { ActionNotice } from './action-notices';

type Executor = Kysely<Database>;
export type ContractorKind = ContractorEmailsTable['kind'];

/** One e-mail to raise for an action's contractor; the assignment's names who handed it on. */
export type ContractorDraft = { notice: ActionNotice; store: StoreRecord } & (
  { kind: 'action-assigned'; by: string } | { kind: 'action-due' }
);

/**
 * Writes the e-mail in the store's language (the contractor chose none) and keeps it once for
 * its kind, action, due time and address. True when this call inserted it.
 */
export async function queueContractorEmail(
  db: Executor,
  now: string,
  draft: ContractorDraft,
): Promise<boolean> {
  const { notice, store } = draft;
  if (notice.ownerEmail === null) return false;
  const locale = store.locale ?? SOURCE_LOCALE;
  const words = translationFor(parseShownTranslations(notice.itemTranslations), locale);
  const action = {
    name: notice.ownerName ?? notice.ownerEmail,
    store: storeLabel(store),
    timezone: store.timezone,
    item: words?.text ?? notice.itemText,
    comment: notice.failureComment,
    businessDate: notice.businessDate,
    dueAt: notice.dueAt,
  };
  const mail = contractorMail(
    locale,
    notice.ownerEmail,
    draft.kind === 'action-assigned'
      ? { ...action, kind: draft.kind, by: draft.by }
      : { ...action, kind: draft.kind },
  );
  const inserted = await db
    .insertInto('contractor_emails')
    .values({
      id: randomUUID(),
      kind: draft.kind,
      subject: actionSubject(notice),
      action_id: notice.id,
      email: notice.ownerEmail,
      mail_subject: mail.subject,
      mail_text: mail.text,
      created_at: now,
      email_state: 'pending',
      emailed_at: null,
    })
    .onConflict((oc) => oc.columns(['kind', 'subject', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The keys `subject|email` of the e-mails of this kind already kept for these subjects. */
export async function contractorEmailsKept(
  db: Executor,
  kind: ContractorKind,
  subjects: readonly string[],
): Promise<Set<string>> {
  const kept = new Set<string>();
  for (let i = 0; i < subjects.length; i += 500) {
    const rows = await db
      .selectFrom('contractor_emails')
      .select(['subject', 'email'])
      .where('kind', '=', kind)
      .where('subject', 'in', subjects.slice(i, i + 500))
      .execute();
    for (const row of rows) kept.add(`${row.subject}|${row.email}`);
  }
  return kept;
}

/**
 * Sends the waiting ones, oldest first, each claimed by a conditional update only one instance
 * wins: sent once at most, as notifications' e-mails are (email-delivery.ts).
 */
export async function deliverContractorEmails(
  deps: AppDeps,
  options: { batch: number; maxAttempts: number },
): Promise<number> {
  const db = deps.db.kysely;
  const pending = await db
    .selectFrom('contractor_emails')
    .select(['id', 'email', 'mail_subject', 'mail_text', 'email_attempts'])
    .where('email_state', '=', 'pending')
    .orderBy('created_at')
    .limit(options.batch)
    .execute();
  let sent = 0;
  for (const row of pending) {
    const claimed = await db
      .updateTable('contractor_emails')
      .set({ email_state: 'sending' })
      .where('id', '=', row.id)
      .where('email_state', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await deps.mailer.send({ to: row.email, subject: row.mail_subject, text: row.mail_text });
      await db
        .updateTable('contractor_emails')
        .set({ email_state: 'sent', emailed_at: deps.clock.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = row.email_attempts + 1;
      await db
        .updateTable('contractor_emails')
        .set({
          email_state: attempts >= options.maxAttempts ? 'failed' : 'pending',
          email_attempts: attempts,
        })
        .where('id', '=', row.id)
        .execute();
      throw error;
    }
  }
  return sent;
}
