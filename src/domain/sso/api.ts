// Single sign-on with the chain's identity provider (OIDC; docs/decisions/052): the provider's
// settings a super admin saves, the mappings from a claim's value to a role and store, and the
// answers of their routes.
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../auth/schemas';
import { fieldTooLongMessage } from '../auth/messages';
import { roleSchema } from '../schemas';
import { SSO_MESSAGES } from './messages';

export const PROVIDER_NAME_MAX_LENGTH = 40;
const URL_MAX_LENGTH = 500;
const CLIENT_FIELD_MAX_LENGTH = 500;
export const CLAIM_MAX_LENGTH = 100;
export const CLAIM_VALUE_MAX_LENGTH = 200;
/** Mappings a chain keeps: one per group or store is a few thousand at most. */
export const MAX_MAPPINGS = 5000;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, fieldTooLongMessage(max)));

/** https://, or http:// to this computer only (a provider running beside the server). */
export function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'http:' && loopback;
  } catch {
    return false;
  }
}

export const providerBodySchema = z.object({
  name: text(SSO_MESSAGES.nameRequired, PROVIDER_NAME_MAX_LENGTH),
  issuer: z
    .string({ error: SSO_MESSAGES.issuerInvalid })
    .check(
      z.trim(),
      z.maxLength(URL_MAX_LENGTH),
      z.refine(isIssuerUrl, SSO_MESSAGES.issuerInvalid),
    ),
  clientId: text(SSO_MESSAGES.clientIdRequired, CLIENT_FIELD_MAX_LENGTH),
  /** Left out to keep the secret saved before (it is never sent back). */
  clientSecret: z.optional(text(SSO_MESSAGES.secretRequired, CLIENT_FIELD_MAX_LENGTH)),
});
export type ProviderBody = z.infer<typeof providerBodySchema>;

export const ssoSettingsBodySchema = z.object({
  /** null: no single sign-on. Ignored when the server's environment sets the provider. */
  provider: z.nullable(providerBodySchema),
  /** A person the provider signs in for the first time gets an account (from the mappings). */
  createPeople: z.boolean(),
  /** Password sign-in is off for everyone but the break-glass super admin. */
  required: z.boolean(),
  breakGlassEmail: z.nullable(
    z
      .string()
      .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, fieldTooLongMessage(EMAIL_MAX_LENGTH))),
  ),
});
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

export const ssoSettingsSchema = z.object({
  provider: z.nullable(
    z.object({
      name: z.string(),
      issuer: z.string(),
      clientId: z.string(),
      /** A secret is saved (it is never sent back). */
      hasSecret: z.boolean(),
      /** Set by the server's environment (OIDC_ISSUER…): read only here. */
      fromEnvironment: z.boolean(),
    }),
  ),
  createPeople: z.boolean(),
  required: z.boolean(),
  breakGlassEmail: z.nullable(z.string()),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
  /** Where the identity provider's sign-in starts (for a tile in its app launcher). */
  initiateLoginUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const mappingBodySchema = z.object({
  claim: text(SSO_MESSAGES.claimRequired, CLAIM_MAX_LENGTH),
  value: text(SSO_MESSAGES.valueRequired, CLAIM_VALUE_MAX_LENGTH),
  role: roleSchema,
  storeId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  areaId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** Its place in the list (0 first): the first mapping that matches decides. */
  position: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_MAPPINGS))),
});
export type MappingBody = z.infer<typeof mappingBodySchema>;

export const mappingSchema = z.object({
  id: z.string(),
  position: z.int(),
  claim: z.string(),
  value: z.string(),
  role: roleSchema,
  storeId: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  areaId: z.nullable(z.string()),
  areaName: z.nullable(z.string()),
});
export type Mapping = z.infer<typeof mappingSchema>;
export const mappingsSchema = z.object({ mappings: z.array(mappingSchema) });
