import type { AppDeps } from '../deps';
import { emailLink } from '../mail/links';
import { notificationMail } from '../mail/mail-texts';
import { notificationIn } from '../mail/notification-texts';
import { notificationMailContexts } from '../mail/recipients';
import { deliverContractorEmails } from './contractor-emails';
import { claimEmail, emailFailed, emailSent, listPendingEmails } from './repository';

/** A message that failed this many times is given up (the notification stays in the app). */
const MAX_ATTEMPTS = 5;
const BATCH = 50;

/**
 * Sends the e-mails that wait: notifications' first, then those to actions' outside contractors
 * (contractor-emails.ts), who have no account and so no notification.
 */
export async function deliverPendingEmails(deps: AppDeps): Promise<number> {
  const sent = await deliverNotificationEmails(deps);
  return sent + (await deliverContractorEmails(deps, { batch: BATCH, maxAttempts: MAX_ATTEMPTS }));
}

/**
 * Sends the e-mails of notifications that wait for one, each in its recipient's language (their
 * own, else their store's). Each is claimed first by a conditional update that only one
 * instance can win, so with several instances (or a run that overlaps the previous one) each
 * message still goes out once. A message whose sending crashed midway stays claimed and is not
 * sent again: once at most, never twice.
 */
async function deliverNotificationEmails(deps: AppDeps): Promise<number> {
  const db = deps.db.kysely;
  let sent = 0;
  const pending = await listPendingEmails(db, BATCH);
  const contexts = await notificationMailContexts(
    db,
    pending.map((row) => row.id),
  );
  for (const row of pending) {
    if (!(await claimEmail(db, row.id))) continue;
    try {
      const context = contexts.get(row.id);
      const texts = context ? notificationIn(context.locale, { ...row, ...context }) : row;
      await deps.mailer.send(
        notificationMail(context?.locale ?? 'en-GB', row.email, {
          ...texts,
          link: emailLink(deps.config, row.link),
        }),
      );
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
