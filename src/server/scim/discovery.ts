// The documents an identity provider reads to learn what this SCIM service does (RFC 7643 §5-7,
// RFC 7644 §4): users only, PATCH yes, filters of one equality, no bulk, sort, ETags or
// password changes (people sign in with single sign-on, or set a password from a reset e-mail).
import { ROLES } from '#domain/roles';
import { SCIM_MAX_COUNT, SCIM_SCHEMAS } from '#domain/scim/protocol';

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description:
          'A SCIM token made by a super admin in Admin → Sign-in & identity, sent as Authorization: Bearer scim_…',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

const listOf = (resources: Record<string, unknown>[]) => ({
  schemas: [SCIM_SCHEMAS.listResponse],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export function resourceTypes(base: string) {
  return listOf([
    {
      schemas: [SCIM_SCHEMAS.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A person who signs in to ShiftCheck',
      schema: SCIM_SCHEMAS.user,
      schemaExtensions: [{ schema: SCIM_SCHEMAS.shiftcheckUser, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
  ]);
}

const attribute = (
  name: string,
  description: string,
  more: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

export function schemas(base: string) {
  const user = {
    schemas: [SCIM_SCHEMAS.schema],
    id: SCIM_SCHEMAS.user,
    name: 'User',
    description: 'A person who signs in to ShiftCheck',
    attributes: [
      attribute('userName', 'The person’s e-mail address, which they sign in with', {
        required: true,
        uniqueness: 'server',
      }),
      attribute('name', 'The person’s name', {
        type: 'complex',
        subAttributes: [
          attribute('givenName', 'Given name'),
          attribute('familyName', 'Family name'),
          attribute('formatted', 'The whole name, as shown when there is no displayName'),
        ],
      }),
      attribute('displayName', 'The name ShiftCheck shows, in history and lists'),
      attribute('emails', 'The userName again: ShiftCheck keeps one address', {
        type: 'complex',
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [
          attribute('value', 'The address'),
          attribute('type', 'Always work'),
          attribute('primary', 'Always true', { type: 'boolean' }),
        ],
      }),
      attribute('active', 'False turns the person off: no sign-in, every session ends', {
        type: 'boolean',
      }),
      attribute('externalId', 'The identity provider’s own id of the person', {
        caseExact: true,
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMAS.user}` },
  };
  const shiftcheck = {
    schemas: [SCIM_SCHEMAS.schema],
    id: SCIM_SCHEMAS.shiftcheckUser,
    name: 'ShiftCheck user',
    description:
      'Where the person works. Left out, a new person is a shift leader in the default store.',
    attributes: [
      attribute('role', 'The person’s role; super-admin is never given through SCIM', {
        canonicalValues: ROLES.filter((role) => role !== 'super-admin'),
      }),
      attribute('storeNumber', 'The store of a shift leader or store manager'),
      attribute('areaName', 'The area of an area manager'),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMAS.shiftcheckUser}` },
  };
  return listOf([user, shiftcheck]);
}
