import { z } from 'zod';
import type { PublicSettings } from '#domain/auth/schemas';
import { SSO_MESSAGES } from '#domain/sso/messages';
import type { AppDeps } from '../deps';
import { readSetting, writeSetting } from '../settings/repository';

/** The identity provider ShiftCheck signs people in with. */
export interface ProviderConnection {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Set by OIDC_* in the environment, not in the app. */
  fromEnvironment: boolean;
}

export interface SsoPolicy {
  createPeople: boolean;
  required: boolean;
  breakGlassEmail: string | null;
}

export interface Sso {
  provider: ProviderConnection | null;
  policy: SsoPolicy;
}

export const SSO_SETTING = 'single-sign-on';

const storedSchema = z.object({
  provider: z
    .object({
      name: z.string(),
      issuer: z.string(),
      clientId: z.string(),
      clientSecret: z.string(),
    })
    .nullable(),
  createPeople: z.boolean(),
  required: z.boolean(),
  breakGlassEmail: z.string().nullable(),
});
export type StoredSso = z.infer<typeof storedSchema>;

const NONE: StoredSso = {
  provider: null,
  createPeople: false,
  required: false,
  breakGlassEmail: null,
};

/** The provider (the environment's before the app's) and the chain's rules for it. */
export async function readSso(deps: AppDeps): Promise<Sso> {
  const stored = (await readSetting(deps.db.kysely, SSO_SETTING, storedSchema)) ?? NONE;
  const fromEnvironment = deps.config.oidc;
  const provider = fromEnvironment
    ? { ...fromEnvironment, fromEnvironment: true }
    : stored.provider && { ...stored.provider, fromEnvironment: false };
  const { createPeople, required, breakGlassEmail } = stored;
  return { provider, policy: { createPeople, required, breakGlassEmail } };
}

export async function readStoredSso(deps: AppDeps): Promise<StoredSso> {
  return (await readSetting(deps.db.kysely, SSO_SETTING, storedSchema)) ?? NONE;
}

export async function writeSso(
  deps: AppDeps,
  value: StoredSso,
  by: { name: string; at: string },
  db = deps.db.kysely,
): Promise<void> {
  await writeSetting(db, SSO_SETTING, value, by);
}

/**
 * Why this person may not sign in with a password: single sign-on is required and they are not
 * the break-glass super admin. Null when they may.
 */
export function passwordSignInRefusal(sso: Sso, email: string): string | null {
  if (!sso.provider || !sso.policy.required) return null;
  if (sso.policy.breakGlassEmail === email.trim().toLowerCase()) return null;
  return SSO_MESSAGES.passwordOff(sso.provider.name);
}

/** What the sign-in screen shows of it (GET /api/settings). */
export function publicSsoOf(sso: Sso): PublicSettings['singleSignOn'] {
  if (!sso.provider) return null;
  const passwordSignIn = sso.policy.required ? 'break-glass' : 'everyone';
  return { name: sso.provider.name, passwordSignIn };
}
