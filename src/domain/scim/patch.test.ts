import { describe, expect, it } from 'vitest';
import { applyPatch, readPatch, type PatchOperation } from './patch';
import { SCIM_SCHEMAS } from './protocol';
import { readScimUser } from './user-input';

const EXTENSION = SCIM_SCHEMAS.shiftcheckUser;

const jamie = () => ({
  schemas: [SCIM_SCHEMAS.user, EXTENSION],
  id: 'user-1',
  userName: 'jamie@example.com',
  name: { givenName: 'Jamie', familyName: 'Rivera', formatted: 'Jamie Rivera' },
  displayName: 'Jamie Rivera',
  emails: [{ value: 'jamie@example.com', type: 'work', primary: true }],
  active: true,
  [EXTENSION]: { role: 'shift-leader', storeNumber: '228' },
  meta: { resourceType: 'User' },
});

function patched(...operations: object[]) {
  const read = readPatch({ schemas: [SCIM_SCHEMAS.patchOp], Operations: operations });
  if (!read.ok) throw new Error(read.detail);
  const result = applyPatch(jamie(), read.value);
  if (!result.ok) throw new Error(result.detail);
  return result.value;
}

function refusal(...operations: object[]) {
  const read = readPatch({ Operations: operations });
  if (!read.ok) return read.scimType;
  const result = applyPatch(jamie(), read.value);
  return result.ok ? null : result.scimType;
}

describe('SCIM PATCH (RFC 7644 §3.5.2)', () => {
  it('turns someone off the way Entra ID and Okta send it', () => {
    for (const operation of [
      { op: 'Replace', path: 'active', value: 'False' },
      { op: 'replace', path: 'active', value: false },
      { op: 'replace', value: { active: false } },
      { op: 'Add', value: { Active: 'false' } },
    ]) {
      const user = readScimUser(patched(operation));
      expect(user.ok && user.value.active, JSON.stringify(operation)).toBe(false);
    }
  });

  it('sets sub-attributes, filtered values and the extension by path', () => {
    const result = patched(
      { op: 'replace', path: 'name.givenName', value: 'Jo' },
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'jo@example.com' },
      { op: 'add', path: 'emails[type eq "home"].value', value: 'jo@home.example' },
      { op: 'replace', path: `${EXTENSION}:role`, value: 'store' },
      { op: 'add', path: 'externalId', value: 'ext-1' },
      { op: 'replace', value: { 'name.familyName': 'Li', displayName: 'Jo Li' } },
      { op: 'replace', path: EXTENSION, value: { storeNumber: '301' } },
    );
    expect(result).toMatchObject({
      name: { givenName: 'Jo', familyName: 'Li' },
      displayName: 'Jo Li',
      externalId: 'ext-1',
      emails: [
        { value: 'jo@example.com', type: 'work' },
        { value: 'jo@home.example', type: 'home' },
      ],
      [EXTENSION]: { role: 'store', storeNumber: '301' },
    });
  });

  it('removes attributes, filtered values and sub-attributes', () => {
    const result = patched(
      { op: 'remove', path: 'displayName' },
      { op: 'remove', path: 'name.formatted' },
      { op: 'remove', path: 'emails[type eq "work"]' },
      { op: 'remove', path: 'externalId' },
    );
    expect(result).not.toHaveProperty('displayName');
    expect(result).toMatchObject({ name: { givenName: 'Jamie' }, emails: [] });
    expect(result.name).not.toHaveProperty('formatted');
  });

  it('leaves attributes of extensions it does not keep as they are', () => {
    const enterprise = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
    expect(
      patched(
        { op: 'add', path: `${enterprise}:manager`, value: { value: 'boss' } },
        { op: 'remove', path: `${enterprise}:department` },
      ),
    ).toEqual(jamie());
  });

  it('takes operation and attribute names in any letter case, and changes nothing given', () => {
    const original = jamie();
    const read = readPatch({ operations: [{ OP: 'REPLACE', PATH: 'DISPLAYNAME', VALUE: 'J' }] });
    expect(read.ok).toBe(true);
    const operations: PatchOperation[] = read.ok ? read.value : [];
    const result = applyPatch(original, operations);
    expect(result.ok && result.value.displayName).toBe('J');
    expect(original.displayName).toBe('Jamie Rivera');
  });

  it('refuses what it cannot do, with the RFC’s kind of error', () => {
    expect(readPatch({}).ok).toBe(false);
    expect(refusal({ op: 'move', path: 'active', value: false })).toBe('invalidSyntax');
    expect(refusal({ op: 'replace', path: 'active' })).toBe('invalidValue');
    expect(refusal({ op: 'remove' })).toBe('noTarget');
    expect(refusal({ op: 'replace', value: 'not an object' })).toBe('invalidValue');
    expect(refusal({ op: 'replace', path: 'a b', value: 1 })).toBe('invalidPath');
    expect(refusal({ op: 'replace', path: '__proto__', value: {} })).toBe('invalidPath');
    expect(refusal({ op: 'replace', value: { __proto__x: 1, 'a.b.c': 2 } })).toBe('invalidPath');
    expect(refusal({ op: 'replace', path: 'emails[type ne "work"].value', value: 'x' })).toBe(
      'invalidFilter',
    );
    expect(
      refusal(...Array.from({ length: 101 }, () => ({ op: 'remove', path: 'displayName' }))),
    ).toBe('tooMany');
  });
});

describe('reading a SCIM User', () => {
  it('reads a person, the displayed name falling back to the name’s parts', () => {
    const read = readScimUser({
      userName: ' Jo@Example.com ',
      name: { givenName: 'Jo', familyName: 'Li' },
      [EXTENSION.toUpperCase()]: { role: 'Store', storeNumber: '228' },
    });
    expect(read).toEqual({
      ok: true,
      value: {
        userName: 'Jo@Example.com',
        givenName: 'Jo',
        familyName: 'Li',
        displayName: 'Jo Li',
        externalId: null,
        role: 'store',
        storeNumber: '228',
      },
    });
  });

  it('refuses what is not a person', () => {
    for (const body of [
      {},
      { userName: 'jo' },
      { userName: 'jo@example.com', active: 'yes' },
      { userName: 'jo@example.com', name: 'Jo' },
      { userName: 'jo@example.com', displayName: 'x'.repeat(101) },
      { userName: 'jo@example.com', [EXTENSION]: { role: 'owner' } },
      { userName: 'jo@example.com', schemas: 'urn' },
    ]) {
      expect(readScimUser(body).ok, JSON.stringify(body)).toBe(false);
    }
  });
});
