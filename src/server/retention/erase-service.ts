// Erasing a person (docs/decisions/057): their records stay, under a pseudonym; their name,
// e-mail and ways in go, everywhere the database holds them (exports read from it, so follow).
import type { Erased, EraseBody } from '#domain/retention/api';
import { RETENTION_MESSAGES } from '#domain/retention/messages';
import { USER_MESSAGES } from '#domain/users/messages';
import type { Caller } from '../auth/caller';
import { unusablePasswordHash } from '../auth/passwords';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { auditBy, recordAudit } from '../integrations/audit/record';
import { keepAChainAdmin } from '../users/change-service';
import { normaliseEmail } from '../users/repository';
import { runTransaction } from '../writes/unit-of-work';
import {
  bumpChecklists,
  deleteAccessOf,
  findErasure,
  namesLinkedTo,
  pseudonymiseAccount,
  renameLinked,
  replaceValue,
  textColumns,
  valuesHolding,
} from './erase-repository';
import { erasedEmailOf, pseudonymOf, replacerOf } from './pseudonym';

/** Shorter names are not looked for in free text: "Al" would be found in "Almond". */
const SHORTEST_NAME = 3;

export async function erasePerson(
  deps: AppDeps,
  actor: Caller,
  userId: string,
  body: EraseBody,
): Promise<Erased> {
  requireAccess(actor, 'user:erase', { id: userId });
  const db = deps.db.kysely;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'scim_given_name', 'scim_family_name', 'store_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(USER_MESSAGES.notFound);
  if (user.id === actor.id) throw badRequest(RETENTION_MESSAGES.eraseSelf);
  if (await findErasure(db, user.id)) throw conflict(RETENTION_MESSAGES.alreadyErased);
  if (normaliseEmail(body.email) !== normaliseEmail(user.email)) {
    throw badRequest(RETENTION_MESSAGES.eraseConfirm);
  }

  const pseudonym = pseudonymOf(user.id);
  const erasedEmail = erasedEmailOf(user.id);
  const given = [user.scim_given_name, user.scim_family_name].filter(Boolean).join(' ');
  const names = [user.display_name, given, ...(await namesLinkedTo(db, user.id))]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name.length >= SHORTEST_NAME && name !== pseudonym);
  const replacements = new Map<string, string>([
    ...names.map((name): [string, string] => [name, pseudonym]),
    [user.email, erasedEmail],
  ]);
  const texts = [...replacements.keys()];
  const replace = replacerOf(replacements);
  const columns = await textColumns(db);
  const passwordHash = await unusablePasswordHash();
  const at = deps.clock.now().toISOString();

  await runTransaction(
    deps,
    async (trx, announce) => {
      await renameLinked(trx, user.id, pseudonym, erasedEmail);
      const changedChecklists = new Set<string>();
      for (const column of columns) {
        for (const { value, checklistId } of await valuesHolding(trx, column, texts, user.id)) {
          const next = replace(value);
          if (next === value) continue;
          await replaceValue(trx, column, value, next, user.id);
          if (checklistId) changedChecklists.add(checklistId);
        }
      }
      await bumpChecklists(trx, [...changedChecklists]);
      await deleteAccessOf(trx, user.id);
      await pseudonymiseAccount(trx, user.id, { pseudonym, email: erasedEmail, passwordHash, at });
      await keepAChainAdmin(trx);
      await recordAudit(trx, deps.clock.now(), {
        action: 'user.erased',
        ...auditBy(actor),
        target: { kind: 'user', id: user.id, name: pseudonym },
        storeId: user.store_id,
      });
      announce({ type: 'access', userId: user.id });
      return { commit: true, value: undefined };
    },
    actor.idempotency,
  );
  return { id: user.id, displayName: pseudonym, erasedAt: at };
}
