import type { AppDeps } from '../deps';
import { emailLink } from '../mail/links';
import { claimEmail, emailFailed, emailSent, listPendingEmails } from './repository';

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
  let sent = 0;
  for (const row of await listPendingEmails(db, BATCH)) {
    if (!(await claimEmail(db, row.id))) continue;
    try {
      await deps.mailer.send({
        to: row.email,
        subject: `ShiftCheck: ${row.title}`,
        text: emailText(deps, row.body, row.link),
      });
      await emailSent(db, row.id, deps.clock.now().toISOString());
      sent += 1;
    } catch (error) {
      const attempts = row.emailAttempts + 1;
      await emailFailed(db, row.id, attempts, attempts >= MAX_ATTEMPTS);
      throw error;
    }
  }
  return sent;
}
