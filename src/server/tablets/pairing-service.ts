import { randomInt, randomUUID } from 'node:crypto';
import type { SessionUser } from '#domain/auth/schemas';
import { personName } from '#domain/checklists/summary';
import {
  normalisePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
  pairingCodeText,
  type LockSettingsBody,
  type NewPairingBody,
  type PairBody,
  type Pairing,
  type StoreTablets,
} from '#domain/tablets/api';
import { TABLET_ACCESS_MESSAGES } from '#domain/tablets/access-messages';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import { requireAccess } from '../authz/require-access';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { badRequest, notFound, tooManyRequests } from '../http/errors';
import { runTransaction } from '../writes/unit-of-work';
import { addressSubject, FAILURE_WINDOW_MINUTES, reserveAttempts } from '../auth/rate-limit';
import { MAX_FAILURES_PER_ADDRESS } from '../auth/rate-limit';
import { deleteAttempts } from '../auth/attempts-repository';
import { hashToken, newToken } from '../auth/tokens';
import { findTablet, listTablets, lockMinutesOf, tabletSessionUsers } from './repository';

function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  }
  return code;
}

async function requireStore(deps: AppDeps, user: SessionUser, storeId: string) {
  requireAccess(user, 'tablet:manage', { storeId });
  const lockMinutes = await lockMinutesOf(deps.db.kysely, storeId);
  // A store the person may see always exists, except one deleted a moment ago.
  if (lockMinutes === null) throw notFound(TABLET_ACCESS_MESSAGES.tabletNotFound);
  return lockMinutes;
}

/** A store's paired tablets and how soon they lock. */
export async function storeTablets(
  deps: AppDeps,
  user: SessionUser,
  storeId: string,
): Promise<StoreTablets> {
  const lockMinutes = await requireStore(deps, user, storeId);
  return { tablets: await listTablets(deps.db.kysely, storeId), lockMinutes };
}

/**
 * A one-time code to enter on the tablet, shown once on the manager's screen: only its hash is
 * kept, and it expires after PAIRING_CODE_MINUTES.
 */
export async function createPairing(
  deps: AppDeps,
  user: SessionUser,
  storeId: string,
  body: NewPairingBody,
): Promise<Pairing> {
  await requireStore(deps, user, storeId);
  const code = newPairingCode();
  const now = deps.clock.now();
  const expiresAt = addMinutes(now, PAIRING_CODE_MINUTES).toISOString();
  await deps.db.kysely
    .insertInto('tablet_pairings')
    .values({
      code_hash: hashToken(code),
      store_id: storeId,
      name: body.name,
      created_by_name: personName(user),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { code: pairingCodeText(code), name: body.name, expiresAt };
}

/**
 * Turns this browser into the store's tablet: the code is used up (once, whoever races for it)
 * and the tablet's own credential is returned, to be kept in its cookie. Wrong codes count
 * against the address like wrong passwords.
 */
export async function pairTablet(deps: AppDeps, body: PairBody, ip: string) {
  const reservation = await reserveAttempts(deps, [
    { subject: addressSubject(ip), max: MAX_FAILURES_PER_ADDRESS },
  ]);
  if (!reservation.ok) {
    throw tooManyRequests(TABLET_MESSAGES.codeInvalid, FAILURE_WINDOW_MINUTES * 60);
  }
  const now = deps.clock.now().toISOString();
  const token = newToken();
  const id = randomUUID();
  const paired = await runTransaction(deps, async (trx) => {
    const used = await trx
      .updateTable('tablet_pairings')
      .set({ used_at: now })
      .where('code_hash', '=', hashToken(normalisePairingCode(body.code)))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['store_id', 'name', 'created_by_name'])
      .executeTakeFirst();
    if (!used) return { commit: false, value: false };
    await trx
      .insertInto('store_tablets')
      .values({
        id,
        store_id: used.store_id,
        name: used.name,
        token_hash: hashToken(token),
        paired_by_name: used.created_by_name,
        paired_at: now,
        last_used_at: now,
      })
      .execute();
    return { commit: true, value: true };
  });
  if (!paired) throw badRequest(TABLET_MESSAGES.codeInvalid);
  await deleteAttempts(deps.db.kysely, reservation.ids);
  return { token };
}

/**
 * Revokes a tablet at once: its credential stops working, and the sessions opened on it end with
 * their live streams (on every instance). The row stays, so the History still names it.
 */
export async function revokeTablet(deps: AppDeps, user: SessionUser, tabletId: string) {
  const tablet = await findTablet(deps.db.kysely, tabletId);
  if (!tablet || tablet.revokedAt !== null) {
    throw notFound(TABLET_ACCESS_MESSAGES.tabletNotFound);
  }
  requireAccess(user, 'tablet:manage', { storeId: tablet.storeId });
  await runTransaction(deps, async (trx, announce) => {
    const people = await tabletSessionUsers(trx, tabletId);
    await trx
      .updateTable('store_tablets')
      .set({ revoked_at: deps.clock.now().toISOString() })
      .where('id', '=', tabletId)
      .execute();
    await trx.deleteFrom('sessions').where('tablet_id', '=', tabletId).execute();
    for (const userId of people) announce({ type: 'access', userId });
    return { commit: true, value: undefined };
  });
}

/** How many minutes without a touch the store's tablets wait before they lock. */
export async function setLockMinutes(
  deps: AppDeps,
  user: SessionUser,
  storeId: string,
  body: LockSettingsBody,
) {
  await requireStore(deps, user, storeId);
  await runTransaction(deps, async (trx, announce) => {
    const people = await trx
      .selectFrom('sessions')
      .innerJoin('store_tablets', 'store_tablets.id', 'sessions.tablet_id')
      .select('sessions.user_id')
      .distinct()
      .where('store_tablets.store_id', '=', storeId)
      .execute();
    await trx
      .updateTable('stores')
      .set({ tablet_lock_minutes: body.lockMinutes })
      .where('id', '=', storeId)
      .execute();
    // The tablets' open sessions read the new setting.
    for (const { user_id } of people) announce({ type: 'access', userId: user_id });
    return { commit: true, value: undefined };
  });
  return { lockMinutes: body.lockMinutes };
}
