import type { Kysely } from 'kysely';
import type { StoreTablet, TabletPerson } from '#domain/tablets/api';
import { initialsOf } from '#domain/tablets/pin';
import { personName } from '#domain/checklists/summary';
import { DEFAULT_ROLE } from '#domain/roles';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** A paired tablet as its credential finds it, with its store. */
export interface TabletRow {
  id: string;
  name: string;
  storeId: string;
  storeName: string;
  storeNumber: string;
  timeZone: string;
  lockMinutes: number;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function findTabletByToken(
  db: Executor,
  tokenHash: string,
): Promise<TabletRow | null> {
  const row = await db
    .selectFrom('store_tablets')
    .innerJoin('stores', 'stores.id', 'store_tablets.store_id')
    .select([
      'store_tablets.id',
      'store_tablets.name',
      'store_tablets.store_id as storeId',
      'stores.name as storeName',
      'stores.store_number as storeNumber',
      'stores.timezone as timeZone',
      'stores.tablet_lock_minutes as lockMinutes',
      'store_tablets.last_used_at as lastUsedAt',
      'store_tablets.revoked_at as revokedAt',
    ])
    .where('store_tablets.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { ...row, lockMinutes: Number(row.lockMinutes) } : null;
}

export async function findTablet(db: Executor, id: string) {
  return (
    (await db
      .selectFrom('store_tablets')
      .select(['id', 'store_id as storeId', 'revoked_at as revokedAt'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function touchTablet(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('store_tablets').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** A store's tablets still paired, the newest first. */
export async function listTablets(db: Executor, storeId: string): Promise<StoreTablet[]> {
  const rows = await db
    .selectFrom('store_tablets')
    .select([
      'id',
      'name',
      'paired_by_name as pairedByName',
      'paired_at as pairedAt',
      'last_used_at as lastUsedAt',
    ])
    .where('store_id', '=', storeId)
    .where('revoked_at', 'is', null)
    .orderBy('paired_at', 'desc')
    .orderBy('id')
    .execute();
  return rows;
}

export async function lockMinutesOf(db: Executor, storeId: string): Promise<number | null> {
  const row = await db
    .selectFrom('stores')
    .select('tablet_lock_minutes')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row ? Number(row.tablet_lock_minutes) : null;
}

/**
 * The people a store's lock screen shows: its shift leaders and managers, by name. Super admins
 * and area managers, who work in no one store, sign in with their password.
 */
export async function storePeople(db: Executor, storeId: string): Promise<TabletPerson[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_pins', 'user_pins.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.display_name as displayName',
      'user_pins.user_id as pinOf',
    ])
    .where('users.store_id', '=', storeId)
    .where('users.role', 'in', [DEFAULT_ROLE, 'store'])
    // Someone the identity provider turned off is not offered on the lock screen.
    .where('users.deactivated_at', 'is', null)
    .execute();
  return rows
    .map((row) => {
      const name = personName(row);
      return { id: row.id, name, initials: initialsOf(name), hasPin: row.pinOf !== null };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export async function findPin(db: Executor, userId: string) {
  const row = await db
    .selectFrom('user_pins')
    .select(['pin_hash as pinHash', 'must_change as mustChange'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { pinHash: row.pinHash, mustChange: Boolean(row.mustChange) } : null;
}

export async function savePin(
  db: Executor,
  pin: { userId: string; pinHash: string; mustChange: boolean; now: string },
): Promise<void> {
  await db
    .insertInto('user_pins')
    .values({
      user_id: pin.userId,
      pin_hash: pin.pinHash,
      must_change: pin.mustChange,
      set_at: pin.now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        pin_hash: pin.pinHash,
        must_change: pin.mustChange,
        set_at: pin.now,
      }),
    )
    .execute();
}

/** The people whose sessions a tablet holds, before they are ended. */
export async function tabletSessionUsers(db: Executor, tabletId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('user_id')
    .distinct()
    .where('tablet_id', '=', tabletId)
    .execute();
  return rows.map((row) => row.user_id);
}
