// Admin → Sign-in & identity → SCIM tokens: the bearer tokens the identity provider's SCIM
// client uses, made by a super admin, shown once, kept only as a hash.
import { z } from 'zod/mini';
import { fieldTooLongMessage } from '../auth/messages';
import { SCIM_MESSAGES } from './messages';

/** Where the identity provider finds the SCIM service, after the app's own address. */
export const SCIM_BASE_PATH = '/scim/v2';
/** A SCIM token starts so, to be told apart at a glance (and by secret scanners). */
export const SCIM_TOKEN_PREFIX = 'scim_';
export const SCIM_TOKEN_NAME_MAX_LENGTH = 60;

export const newScimTokenBodySchema = z.object({
  name: z
    .string({ error: SCIM_MESSAGES.tokenNameRequired })
    .check(
      z.trim(),
      z.minLength(1, SCIM_MESSAGES.tokenNameRequired),
      z.maxLength(SCIM_TOKEN_NAME_MAX_LENGTH, fieldTooLongMessage(SCIM_TOKEN_NAME_MAX_LENGTH)),
    ),
});
export type NewScimTokenBody = z.infer<typeof newScimTokenBodySchema>;

export const scimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokensSchema = z.object({ tokens: z.array(scimTokenSchema) });
export type ScimTokens = z.infer<typeof scimTokensSchema>;

/** A token just made: `secret` is shown this once and never again. */
export const createdScimTokenSchema = z.object({ token: scimTokenSchema, secret: z.string() });
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;
