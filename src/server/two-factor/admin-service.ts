import type { SessionUser } from '#domain/auth/schemas';
import { USER_MESSAGES } from '#domain/users/messages';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { findUserById } from '../users/repository';
import { removeTwoFactor } from './repository';

/**
 * A lost phone: a super admin turns a person's two-factor off. Their next sign-in asks them to
 * set up an app again when their role needs one; their sessions go on.
 */
export async function resetTwoFactor(
  deps: AppDeps,
  actor: SessionUser,
  userId: string,
): Promise<void> {
  requireAccess(actor, 'identity:manage');
  if (!(await findUserById(deps.db.kysely, userId))) throw notFound(USER_MESSAGES.notFound);
  await removeTwoFactor(deps.db.kysely, userId);
}
