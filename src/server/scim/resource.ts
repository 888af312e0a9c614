import { DEFAULT_ROLE } from '#domain/roles';
import { SCIM_SCHEMAS, type ScimUser } from '#domain/scim/protocol';
import type { ScimUserRow } from './user-repository';

/** The latest of the times something about the person is known to have changed. */
const lastModified = (row: ScimUserRow) =>
  [row.createdAt, row.passwordChangedAt, row.deactivatedAt]
    .filter((time) => time !== null)
    .reduce((latest, time) => (time > latest ? time : latest), row.createdAt);

/**
 * A person as the identity provider sees them (RFC 7643 §4.1), at `base` (…/scim/v2): their
 * e-mail is their userName and only address; what is not set is left out.
 */
export function scimResource(row: ScimUserRow, base: string): ScimUser {
  // The whole name as the provider's parts make it: the name shown when displayName is removed.
  const joined = [row.givenName, row.familyName].filter((part) => part !== null).join(' ');
  const formatted = joined === '' ? null : joined;
  const name = {
    ...(row.givenName === null ? {} : { givenName: row.givenName }),
    ...(row.familyName === null ? {} : { familyName: row.familyName }),
    ...(formatted === null ? {} : { formatted }),
  };
  const role = row.role ?? DEFAULT_ROLE;
  return {
    schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.shiftcheckUser],
    id: row.id,
    ...(row.externalId === null ? {} : { externalId: row.externalId }),
    userName: row.email,
    ...(Object.keys(name).length === 0 ? {} : { name }),
    ...(row.displayName === null ? {} : { displayName: row.displayName }),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.deactivatedAt === null,
    [SCIM_SCHEMAS.shiftcheckUser]: {
      role,
      ...(row.storeNumber === null ? {} : { storeNumber: row.storeNumber }),
      ...(row.areaName === null ? {} : { areaName: row.areaName }),
    },
    meta: {
      resourceType: 'User',
      created: row.createdAt,
      lastModified: lastModified(row),
      location: `${base}/Users/${encodeURIComponent(row.id)}`,
    },
  };
}
