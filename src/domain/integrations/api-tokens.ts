// Admin → Integrations → API tokens: what an integration uses to call the API for the person
// who made it, within its scopes and its store or area (docs/decisions/055).
import { z } from 'zod/mini';
import { fieldTooLongMessage } from '../auth/messages';
import { API_SCOPES } from '../authz/api-token';
import { API_TOKEN_MESSAGES } from './messages';

/** A token starts so, to be told apart at a glance (and by secret scanners). */
export const API_TOKEN_PREFIX = 'sct_';
export const API_TOKEN_NAME_MAX_LENGTH = 60;
const ID_MAX_LENGTH = 100;

const idField = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH));

export const newApiTokenBodySchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.tokenNameRequired })
    .check(
      z.trim(),
      z.minLength(1, API_TOKEN_MESSAGES.tokenNameRequired),
      z.maxLength(API_TOKEN_NAME_MAX_LENGTH, fieldTooLongMessage(API_TOKEN_NAME_MAX_LENGTH)),
    ),
  scopes: z
    .array(z.enum(API_SCOPES), { error: API_TOKEN_MESSAGES.scopesRequired })
    .check(z.minLength(1, API_TOKEN_MESSAGES.scopesRequired), z.maxLength(API_SCOPES.length)),
  /** Its reach: one store, one area, or (both null) the chain. */
  storeId: z.nullable(idField),
  areaId: z.nullable(idField),
  /** When it stops working (an ISO date-time); null: until revoked. */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type NewApiTokenBody = z.infer<typeof newApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  storeId: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  areaId: z.nullable(z.string()),
  areaName: z.nullable(z.string()),
  createdById: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokens = z.infer<typeof apiTokensSchema>;

/** A token just made: `secret` is shown this once and never again. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
