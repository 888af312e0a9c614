import type { Kysely } from 'kysely';
import type { ManagedUser } from '#domain/users/schemas';
import type { Database } from '../../db/types';
import { findManagedUser } from '../../users/manage-repository';
import { changeOf, recordAudit, userTarget, type AuditBy } from './record';

/** A person's store as a reader knows it: "0412 Harbour Road". */
const storeOf = (user: ManagedUser) =>
  user.storeNumber ? `${user.storeNumber} ${user.storeName ?? ''}`.trim() : null;

/** What a change altered of a person, each `{ from, to }`: never a password. */
export function userChangeDetail(before: ManagedUser, after: ManagedUser): Record<string, unknown> {
  const changes = {
    email: changeOf(before.email, after.email),
    displayName: changeOf(before.displayName, after.displayName),
    role: changeOf(before.role, after.role),
    store: changeOf(storeOf(before), storeOf(after)),
    area: changeOf(before.areaName, after.areaName),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, change]) => change !== undefined));
}

/**
 * Reads a person as they are before a change, inside its transaction; the function it returns
 * reads them after it and writes what changed to the audit log: turned off or on by the
 * identity provider, or else updated (nothing when nothing changed).
 */
export async function beforeUserChange(trx: Kysely<Database>, userId: string) {
  const before = await findManagedUser(trx, userId);
  return async (at: Date, by: AuditBy): Promise<void> => {
    const after = await findManagedUser(trx, userId);
    if (!before || !after) return;
    const detail = userChangeDetail(before, after);
    const action =
      before.deactivated === after.deactivated
        ? 'user.updated'
        : after.deactivated
          ? 'user.deactivated'
          : 'user.reactivated';
    if (action === 'user.updated' && Object.keys(detail).length === 0) return;
    await recordAudit(trx, at, {
      action,
      ...by,
      target: userTarget(after),
      storeId: after.storeId ?? before.storeId,
      detail,
    });
  };
}
