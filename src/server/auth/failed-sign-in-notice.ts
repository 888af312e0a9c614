import type { AppDeps } from '../deps';
import { emailLink } from '../mail/links';
import { failedSignInsMail } from '../mail/mail-texts';
import { localeOfEmail } from '../mail/recipients';
import { ACCOUNT_BACKOFF, FAILURE_WINDOW_MINUTES } from './rate-limit';

/**
 * Told once a window, when wrong passwords for the account start to be slowed down: the owner
 * learns someone is guessing, and that they are not locked out. In their language (their own,
 * else their store's), whatever the language of whoever is guessing.
 */
export async function tellOwnerOfFailedSignIns(deps: AppDeps, email: string): Promise<void> {
  const locale = await localeOfEmail(deps.db.kysely, email);
  await deps.mailer.send(
    failedSignInsMail(locale, email, {
      count: ACCOUNT_BACKOFF.free,
      minutes: FAILURE_WINDOW_MINUTES,
      link: emailLink(deps.config, '/'),
    }),
  );
}
