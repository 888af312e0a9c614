import { USER_MESSAGES } from '#domain/users/messages';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { findUserById } from '../users/repository';
import type { Caller } from '../auth/caller';
import { auditBy, auditedChange, userTarget } from '../integrations/audit/record';
import { removeTwoFactor } from './repository';

/**
 * A lost phone: a super admin turns a person's two-factor off. Their next sign-in asks them to
 * set up an app again when their role needs one; their sessions go on.
 */
export async function resetTwoFactor(deps: AppDeps, actor: Caller, userId: string): Promise<void> {
  requireAccess(actor, 'identity:manage');
  const person = await findUserById(deps.db.kysely, userId);
  if (!person) throw notFound(USER_MESSAGES.notFound);
  await auditedChange(
    deps,
    (removed) =>
      removed
        ? {
            action: 'two-factor.reset',
            ...auditBy(actor),
            target: userTarget(person),
            storeId: person.storeId,
          }
        : null,
    (trx) => removeTwoFactor(trx, userId),
  );
}
