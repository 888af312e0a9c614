import type { Kysely } from 'kysely';
import { personName } from '#domain/checklists/summary';
import type { Database } from '../../db/types';
import { findManagedUser } from '../../users/manage-repository';
import { userEvent } from './events';
import { queueWebhookEvents } from './outbox';

/**
 * A person added or turned off, told to other systems in the transaction that did it: however
 * it was done (the Users screen, SCIM, a first single sign-on), it is audited, and the audit
 * row's writer calls this.
 */
export async function queueUserEvent(
  trx: Kysely<Database>,
  at: Date,
  event: 'user.created' | 'user.deactivated',
  userId: string,
  by: { kind: string; id: string | null; name: string | null },
): Promise<void> {
  const user = await findManagedUser(trx, userId);
  if (!user) return;
  const person = {
    id: user.id,
    email: user.email,
    name: personName(user),
    role: user.role,
    storeId: user.storeId,
    areaId: user.areaId,
  };
  const who = { id: by.kind === 'person' ? by.id : null, name: by.name ?? by.kind };
  await queueWebhookEvents(trx, at.toISOString(), [userEvent(event, person, who)]);
}
