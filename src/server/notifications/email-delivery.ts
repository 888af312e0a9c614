import type { AppDeps } from '../deps';
import { emailLink } from '../mail/links';

/** A message that failed this many times is given up (the notification stays in the app). */
const MAX_ATTEMPTS = 5;
const BATCH = 50;

function emailText(deps: AppDeps, body: string, link: string): string {
  return `${body}\n\nOpen it: ${emailLink(deps.config, link)}\n\nChoose what reaches you under Notifications in ShiftCheck.`;
}

/**
 * Sends the e-mails of notifications that wait for one. Each is claimed first by a
 * conditional update that only one instance can win, so with several instances (or a run
 * that overlaps the previous one) each message still goes out once. A message whose sending
 * crashed midway stays claimed and is not sent again: once at most, never twice.
 */
export async function deliverPendingEmails(deps: AppDeps): Promise<number> {
  const db = deps.db.kysely;
  const pending = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.recipient_id')
    .select([
      'notifications.id',
      'notifications.title',
      'notifications.body',
      'notifications.link',
      'notifications.email_attempts',
      'users.email',
    ])
    .where('notifications.email_state', '=', 'pending')
    .orderBy('notifications.created_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of pending) {
    const claimed = await db
      .updateTable('notifications')
      .set({ email_state: 'sending' })
      .where('id', '=', row.id)
      .where('email_state', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await deps.mailer.send({
        to: row.email,
        subject: `ShiftCheck: ${row.title}`,
        text: emailText(deps, row.body, row.link),
      });
      await db
        .updateTable('notifications')
        .set({ email_state: 'sent', emailed_at: deps.clock.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = row.email_attempts + 1;
      await db
        .updateTable('notifications')
        .set({
          email_state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          email_attempts: attempts,
        })
        .where('id', '=', row.id)
        .execute();
      throw error;
    }
  }
  return sent;
}
