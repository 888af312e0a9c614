import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import { hashPassword } from '../auth/passwords';
import { seedDefaultTemplates } from '../templates/seed-defaults';
import { countSuperAdmins, findUserByEmail, insertUser } from '../users/repository';
import { ensureDefaultStoreId } from './default-store';

export const GENERATED_ADMIN_EMAIL = 'admin@shiftcheck.local';

export interface FirstStartResult {
  /** Present only when this start created the first super-admin. */
  createdAdmin?: { email: string; password: string | null; generated: boolean };
}

/**
 * Makes an empty database usable: the default store, the default templates and the first
 * super-admin. There are no fixed credentials: the password comes from ADMIN_PASSWORD or is
 * generated and shown once.
 * Starting again with data present changes nothing.
 */
export async function firstStart(deps: AppDeps): Promise<FirstStartResult> {
  const storeId = await ensureDefaultStoreId(deps);
  await seedDefaultTemplates(deps);
  if ((await countSuperAdmins(deps.db.kysely)) > 0) return {};

  const email = deps.config.adminEmail ?? GENERATED_ADMIN_EMAIL;
  if (await findUserByEmail(deps.db.kysely, email)) return {};
  const generated = deps.config.adminPassword === undefined;
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  await insertUser(deps.db.kysely, {
    email,
    passwordHash: await hashPassword(password),
    role: 'super-admin',
    displayName: null,
    storeId,
    createdAt: deps.clock.now().toISOString(),
  });
  return { createdAdmin: { email, password: generated ? password : null, generated } };
}
