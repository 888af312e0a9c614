import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hashToken, newToken } from './tokens';

type Executor = Kysely<Database>;

/** The cookie of a browser that signed in; sent only to the sign-in route. */
export const DEVICE_COOKIE = 'shiftcheck_device';
export const DEVICE_COOKIE_PATH = '/api/auth/sign-in';
export const DEVICE_REMEMBERED_DAYS = 365;

/** The hash of a known-device cookie when it belongs to this account, else null. */
export async function knownDeviceOf(
  db: Executor,
  userId: string | undefined,
  token: string | undefined,
): Promise<string | null> {
  if (!userId || !token) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('known_devices')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id === userId ? tokenHash : null;
}

/** After a good sign-in: the browser's cookie is kept (and its use noted) or a new one made. */
export async function rememberDevice(
  db: Executor,
  userId: string,
  knownHash: string | null,
  now: string,
): Promise<string | null> {
  if (knownHash) {
    await db
      .updateTable('known_devices')
      .set({ last_used_at: now })
      .where('token_hash', '=', knownHash)
      .execute();
    return null;
  }
  const token = newToken();
  await db
    .insertInto('known_devices')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, last_used_at: now })
    .execute();
  return token;
}

/** A new password: browsers known before (perhaps a stranger's) must prove themselves again. */
export async function forgetDevicesOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
}

export async function pruneDevices(db: Executor, unusedSince: string): Promise<void> {
  await db.deleteFrom('known_devices').where('last_used_at', '<', unusedSince).execute();
}
