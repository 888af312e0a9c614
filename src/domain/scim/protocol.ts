// SCIM 2.0 (RFC 7643, RFC 7644) as the identity provider speaks it to /scim/v2: the schema URNs
// and the shape of every answer. Attribute names are matched without regard to case, as the RFC
// says; the answers use the RFC's own spelling.
import { z } from 'zod/mini';
import { roleSchema } from '../schemas';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  /** Where the person works here: their role, store number and area (all optional). */
  shiftcheckUser: 'urn:ietf:params:scim:schemas:extension:shiftcheck:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** What SCIM requests carry and answers are sent as (RFC 7644 §3.1); plain JSON is taken too. */
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** The most people one page of a list holds, whatever `count` asks for. */
export const SCIM_MAX_COUNT = 200;
/** The most operations one PATCH may carry. */
export const SCIM_MAX_OPERATIONS = 100;

/** RFC 7644 §3.12, Table 9: what kind of bad request it was. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany';

export const scimErrorSchema = z.object({
  schemas: z.array(z.string()),
  /** The HTTP status, as text. */
  status: z.string(),
  scimType: z.optional(z.string()),
  detail: z.string(),
});
export type ScimErrorBody = z.infer<typeof scimErrorSchema>;

const metaSchema = z.object({
  resourceType: z.string(),
  created: z.string(),
  lastModified: z.string(),
  location: z.string(),
});

export const scimNameSchema = z.object({
  givenName: z.optional(z.string()),
  familyName: z.optional(z.string()),
  formatted: z.optional(z.string()),
});

export const shiftcheckUserSchema = z.object({
  role: roleSchema,
  /** The store of someone who works in one. */
  storeNumber: z.optional(z.string()),
  /** An area manager's area. */
  areaName: z.optional(z.string()),
});

export const scimUserSchema = z.object({
  schemas: z.array(z.string()),
  /** Our id of the person. */
  id: z.string(),
  externalId: z.optional(z.string()),
  /** Their e-mail address, which they sign in with. */
  userName: z.string(),
  name: z.optional(scimNameSchema),
  displayName: z.optional(z.string()),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  [SCIM_SCHEMAS.shiftcheckUser]: shiftcheckUserSchema,
  meta: metaSchema,
});
export type ScimUser = z.infer<typeof scimUserSchema>;

/** RFC 7644 §3.4.2: one page of a list. */
export const scimUserListSchema = z.object({
  schemas: z.array(z.string()),
  totalResults: z.int(),
  startIndex: z.int(),
  itemsPerPage: z.int(),
  Resources: z.array(scimUserSchema),
});
export type ScimUserList = z.infer<typeof scimUserListSchema>;

/** The discovery documents (ServiceProviderConfig, ResourceTypes, Schemas): data as written. */
export const scimDocumentSchema = z.record(z.string(), z.unknown());
export const scimDocumentListSchema = z.object({
  schemas: z.array(z.string()),
  totalResults: z.int(),
  startIndex: z.int(),
  itemsPerPage: z.int(),
  Resources: z.array(scimDocumentSchema),
});

/** A body, before its attributes are read (names in any letter case, values of any kind). */
export const scimBodySchema = z.record(z.string(), z.unknown());
export type ScimBody = z.infer<typeof scimBodySchema>;

export const scimIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const scimListQuerySchema = z.object({
  filter: z.optional(z.string().check(z.maxLength(1000))),
  startIndex: z.optional(z.string().check(z.maxLength(20))),
  count: z.optional(z.string().check(z.maxLength(20))),
  /** Asked for by some clients; every attribute is always returned (RFC 7644 §3.4.2.5 allows). */
  attributes: z.optional(z.string().check(z.maxLength(1000))),
  excludedAttributes: z.optional(z.string().check(z.maxLength(1000))),
});
export type ScimListQuery = z.infer<typeof scimListQuerySchema>;

/** An attribute's value in an object, its name matched without regard to case (RFC 7643 §2.1). */
export function attributeOf(object: Readonly<Record<string, unknown>>, name: string): unknown {
  const wanted = name.toLowerCase();
  for (const key of Object.keys(object)) {
    if (key.toLowerCase() === wanted) return object[key];
  }
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
