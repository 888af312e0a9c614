// What a SCIM User body (POST, PUT, or a PATCH's result) says about a person, checked. Names
// are matched in any letter case; what is missing is cleared, except `active` and the ShiftCheck
// extension's attributes, which stay as they are when not given.
import { EMAIL_MAX_LENGTH } from '../auth/schemas';
import { ROLES, type Role } from '../roles';
import { DISPLAY_NAME_MAX_LENGTH, looksLikeEmail } from '../users/schemas';
import { attributeOf, isRecord, SCIM_SCHEMAS, type ScimType } from './protocol';

export const EXTERNAL_ID_MAX_LENGTH = 255;
const STORE_NUMBER_MAX_LENGTH = 50;
const AREA_NAME_MAX_LENGTH = 100;

export interface ScimUserInput {
  /** Their e-mail address, trimmed (compared without regard to case). */
  userName: string;
  givenName: string | null;
  familyName: string | null;
  /** The name the app shows: displayName, else name.formatted, else given and family names. */
  displayName: string | null;
  externalId: string | null;
  /** Absent: as it is (a new person is active). */
  active?: boolean;
  /** Absent: as it is (a new person is a shift leader, SPEC §4). */
  role?: Role;
  /** Absent: as it is; null: none given. */
  storeNumber?: string | null;
  areaName?: string | null;
}

export type Read<T> = { ok: true; value: T } | { ok: false; scimType: ScimType; detail: string };

export const refused = (scimType: ScimType, detail: string) =>
  ({ ok: false, scimType, detail }) as const;

/** A text attribute: absent or null is null, blank is null; too long or not text is refused. */
function readText(value: unknown, name: string, max: number): Read<string | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return refused('invalidValue', `${name} must be a string`);
  const text = value.trim();
  if (text.length > max) return refused('invalidValue', `${name} is longer than ${max} characters`);
  return { ok: true, value: text === '' ? null : text };
}

/** `active` as Entra ID sends it too: true, false, or the strings "True" and "False". */
export function readActive(value: unknown): Read<boolean | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'boolean') return { ok: true, value };
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
    return { ok: true, value: value.trim().toLowerCase() === 'true' };
  }
  return refused('invalidValue', 'active must be true or false');
}

function readUserName(value: unknown): Read<string> {
  if (typeof value !== 'string' || value.trim() === '') {
    return refused('invalidValue', 'userName is required: the person’s e-mail address');
  }
  const userName = value.trim();
  if (userName.length > EMAIL_MAX_LENGTH || !looksLikeEmail(userName)) {
    return refused('invalidValue', 'userName must be the person’s e-mail address');
  }
  return { ok: true, value: userName };
}

interface Extension {
  role?: Role;
  storeNumber?: string | null;
  areaName?: string | null;
}

function readExtension(value: unknown): Read<Extension> {
  if (value === undefined || value === null) return { ok: true, value: {} };
  if (!isRecord(value)) {
    return refused('invalidSyntax', `${SCIM_SCHEMAS.shiftcheckUser} must be an object`);
  }
  const out: Extension = {};
  const role = attributeOf(value, 'role');
  if (role !== undefined && role !== null) {
    const known = ROLES.find((r) => typeof role === 'string' && r === role.trim().toLowerCase());
    if (!known) return refused('invalidValue', `role must be one of ${ROLES.join(', ')}`);
    out.role = known;
  }
  for (const [name, max] of [
    ['storeNumber', STORE_NUMBER_MAX_LENGTH],
    ['areaName', AREA_NAME_MAX_LENGTH],
  ] as const) {
    const given = attributeOf(value, name);
    if (given === undefined) continue;
    const text = readText(given, name, max);
    if (!text.ok) return text;
    out[name] = text.value;
  }
  return { ok: true, value: out };
}

/** The person a User body describes, or why it cannot be taken. */
export function readScimUser(body: Readonly<Record<string, unknown>>): Read<ScimUserInput> {
  const schemas = attributeOf(body, 'schemas');
  if (
    schemas !== undefined &&
    !(Array.isArray(schemas) && schemas.every((s) => typeof s === 'string'))
  ) {
    return refused('invalidSyntax', 'schemas must be a list of schema URNs');
  }
  const userName = readUserName(attributeOf(body, 'userName'));
  if (!userName.ok) return userName;
  const name = attributeOf(body, 'name') ?? {};
  if (!isRecord(name)) return refused('invalidSyntax', 'name must be an object');
  const texts = {
    givenName: readText(attributeOf(name, 'givenName'), 'name.givenName', DISPLAY_NAME_MAX_LENGTH),
    familyName: readText(
      attributeOf(name, 'familyName'),
      'name.familyName',
      DISPLAY_NAME_MAX_LENGTH,
    ),
    formatted: readText(attributeOf(name, 'formatted'), 'name.formatted', DISPLAY_NAME_MAX_LENGTH),
    displayName: readText(attributeOf(body, 'displayName'), 'displayName', DISPLAY_NAME_MAX_LENGTH),
    externalId: readText(attributeOf(body, 'externalId'), 'externalId', EXTERNAL_ID_MAX_LENGTH),
  };
  for (const text of Object.values(texts)) if (!text.ok) return text;
  const value = (read: Read<string | null>) => (read.ok ? read.value : null);
  const active = readActive(attributeOf(body, 'active'));
  if (!active.ok) return active;
  const extension = readExtension(attributeOf(body, SCIM_SCHEMAS.shiftcheckUser));
  if (!extension.ok) return extension;
  const givenName = value(texts.givenName);
  const familyName = value(texts.familyName);
  const joined = [givenName, familyName].filter((part) => part !== null).join(' ');
  const displayName =
    value(texts.displayName) ??
    value(texts.formatted) ??
    (joined === '' ? null : joined.slice(0, DISPLAY_NAME_MAX_LENGTH));
  return {
    ok: true,
    value: {
      userName: userName.value,
      givenName,
      familyName,
      displayName,
      externalId: value(texts.externalId),
      ...(active.value === undefined ? {} : { active: active.value }),
      ...extension.value,
    },
  };
}
