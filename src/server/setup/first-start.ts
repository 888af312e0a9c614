import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/unique-violation';
import { seedDefaultTemplates } from '../templates/seed-defaults';
import { countSuperAdmins, findUserByEmail, insertUser } from '../users/repository';
import { ensureDefaultStoreId } from './default-store';

export const GENERATED_ADMIN_EMAIL = 'admin@shiftcheck.local';

export interface FirstStartResult {
  /** Present only when this start created the first super-admin. */
  createdAdmin?: { email: string; password: string | null; generated: boolean };
}

/** Makes an empty database usable: the default store and the default templates. */
export async function prepareEmptyDatabase(deps: AppDeps): Promise<void> {
  await ensureDefaultStoreId(deps);
  await seedDefaultTemplates(deps);
}

/**
 * The first super-admin, when the database has none: there are no fixed credentials, the
 * password comes from ADMIN_PASSWORD or is generated. The server calls it only once it listens,
 * and prints a generated password at once: a start that fails earlier (a port in use, a bad
 * setting) creates no account whose password nobody saw. A password lost all the same is reset
 * with `npm run admin -- reset-password`.
 */
export async function createFirstSuperAdmin(deps: AppDeps): Promise<FirstStartResult> {
  if ((await countSuperAdmins(deps.db.kysely)) > 0) return {};
  const email = deps.config.adminEmail ?? GENERATED_ADMIN_EMAIL;
  if (await findUserByEmail(deps.db.kysely, email)) return {};
  const generated = deps.config.adminPassword === undefined;
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  try {
    await insertUser(deps.db.kysely, {
      email,
      passwordHash: await hashPassword(password),
      role: 'super-admin',
      displayName: null,
      storeId: await ensureDefaultStoreId(deps),
      createdAt: deps.clock.now().toISOString(),
    });
  } catch (error) {
    // Another instance starting beside this one created it first, and printed its password.
    if (isUniqueViolation(error)) return {};
    throw error;
  }
  return { createdAdmin: { email, password: generated ? password : null, generated } };
}

/** Both, for the tools that seed a database without serving it. Starting again changes nothing. */
export async function firstStart(deps: AppDeps): Promise<FirstStartResult> {
  await prepareEmptyDatabase(deps);
  return createFirstSuperAdmin(deps);
}
