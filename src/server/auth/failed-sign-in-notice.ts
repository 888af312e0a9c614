import type { AppDeps } from '../deps';
import { emailLink } from '../mail/links';
import { ACCOUNT_BACKOFF, FAILURE_WINDOW_MINUTES } from './rate-limit';

/**
 * Told once a window, when wrong passwords for the account start to be slowed down: the owner
 * learns someone is guessing, and that they are not locked out.
 */
export async function tellOwnerOfFailedSignIns(deps: AppDeps, email: string): Promise<void> {
  await deps.mailer.send({
    to: email,
    subject: 'Failed sign-ins to your ShiftCheck account',
    text: [
      `Someone tried to sign in to your ShiftCheck account (${email}) with a wrong password ${ACCOUNT_BACKOFF.free} times in ${FAILURE_WINDOW_MINUTES} minutes.`,
      '',
      'Your account is not locked: you can still sign in from the phone or computer you usually use.',
      'If it was you, nothing needs doing. If it was not, keep your password to yourself; to',
      `choose a new one, use "Forgot your password?" on the sign-in page: ${emailLink(deps.config, '/')}`,
    ].join('\n'),
  });
}
