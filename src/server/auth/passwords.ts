import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let unusable: Promise<string> | undefined;

/**
 * The password hash of an account nobody has a password for (made by single sign-on or SCIM):
 * the hash of a random secret this process forgot at once, so nothing ever matches it. One per
 * process: a provider creating two thousand people does not pay two thousand hashes.
 */
export function unusablePasswordHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusable;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, made with HASH_OPTIONS (passwords.test.ts checks that they
 * still match): checking against it costs what checking a real one does.
 */
export const NOBODY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$pkDvtFnvkBKoeTQ23zNViA$d/5BHN3lfIdNDBWjiOqAmGf6iEZPeMrjH4o3AEP4CSk';

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(NOBODY_HASH, password);
  return false;
}

/** The passwords every guessing list starts with; refused whatever the length rule says. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '654321',
  '111111',
  '000000',
  '123123',
  '112233',
  '121212',
  '666666',
  '696969',
  '987654321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'letmein',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'football',
  'iloveyou',
  'admin',
  'admin123',
  'changeme',
  'secret',
  'sunshine',
  'princess',
  'trustno1',
  'master',
  'shadow',
  'superman',
  'baseball',
  'starwars',
  'login',
  'hello123',
  'zaq12wsx',
  '1q2w3e4r',
  'asdfgh',
  'asdfghjkl',
  'mcdonalds',
  'shiftcheck',
]);

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password);
}
