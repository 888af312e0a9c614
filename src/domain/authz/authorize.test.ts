import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import type { Actor } from './actor';
import { authorize, decide } from './authorize';
import { storeScopeOf } from './scope';

const actor = (role: Role, storeId: string | null = 'own'): Actor => ({ id: role, role, storeId });
const admin = actor('super-admin', null);
const manager = actor('store');
const leader = actor('shift-leader');
/** An area manager whose area holds 'own' and 'second', not 'other'. */
const areaManager: Actor = {
  id: 'area',
  role: 'area',
  storeId: null,
  areaStoreIds: ['own', 'second'],
};
const noArea: Actor = { id: 'area', role: 'area', storeId: null, areaStoreIds: [] };

/** Every action about no resource, and the store-wide ones, for one person at a time. */
function abilities(a: Actor) {
  return {
    adminOpen: authorize(a, 'admin:open'),
    seed: authorize(a, 'admin:seed-templates'),
    pickAnyStore: authorize(a, 'store:pick-any'),
    manageStores: authorize(a, 'store:manage'),
    changeRoles: authorize(a, 'user:change-role'),
    viewOwnStore: authorize(a, 'store:view', { storeId: 'own' }),
    viewOtherStore: authorize(a, 'store:view', { storeId: 'other' }),
    chainReport: authorize(a, 'report:view', { storeId: null }),
    listOwnUsers: authorize(a, 'user:list', { storeId: 'own' }),
    listOtherUsers: authorize(a, 'user:list', { storeId: 'other' }),
    setOwnActionDue: authorize(a, 'store:set-action-due', { storeId: 'own' }),
    setOtherActionDue: authorize(a, 'store:set-action-due', { storeId: 'other' }),
  };
}

describe('authorize: the role-wide abilities (SPEC §6)', () => {
  it('lets a super admin do all of it', () => {
    expect(Object.values(abilities(admin)).every(Boolean)).toBe(true);
  });

  it("gives a store manager their own store's admin area only", () => {
    expect(abilities(manager)).toEqual({
      adminOpen: true,
      seed: false,
      pickAnyStore: false,
      manageStores: false,
      changeRoles: false,
      viewOwnStore: true,
      viewOtherStore: false,
      chainReport: true,
      listOwnUsers: true,
      listOtherUsers: false,
      setOwnActionDue: true,
      setOtherActionDue: false,
    });
  });

  it('gives a shift leader their own store only', () => {
    expect(abilities(leader)).toEqual({
      adminOpen: false,
      seed: false,
      pickAnyStore: false,
      manageStores: false,
      changeRoles: false,
      viewOwnStore: true,
      viewOtherStore: false,
      chainReport: true,
      listOwnUsers: false,
      listOtherUsers: false,
      setOwnActionDue: false,
      setOtherActionDue: false,
    });
  });

  it("gives an area manager their area's stores, to pick among, and no store management", () => {
    expect(abilities(areaManager)).toEqual({
      adminOpen: true,
      seed: false,
      pickAnyStore: true,
      manageStores: false,
      changeRoles: false,
      viewOwnStore: true,
      viewOtherStore: false,
      chainReport: true,
      listOwnUsers: true,
      listOtherUsers: false,
      setOwnActionDue: true,
      setOtherActionDue: false,
    });
    expect(authorize(areaManager, 'store:view', { storeId: 'second' })).toBe(true);
    expect(authorize(areaManager, 'area:manage')).toBe(false);
    expect(authorize(admin, 'area:manage')).toBe(true);
  });

  it('refuses an area manager without an area as a manager without a store', () => {
    const noStore = 'You do not have an assigned store. Please contact your administrator.';
    expect(decide(noArea, 'admin:open')).toEqual({ status: 403, message: noStore });
    expect(authorize(noArea, 'store:view', { storeId: 'own' })).toBe(false);
  });

  it('refuses the admin area and chain reports to someone without a store, saying why', () => {
    const unassigned = actor('store', null);
    const noStore = 'You do not have an assigned store. Please contact your administrator.';
    expect(decide(unassigned, 'admin:open')).toEqual({ status: 403, message: noStore });
    expect(decide(unassigned, 'report:view', { storeId: null })).toEqual({
      status: 403,
      message: noStore,
    });
  });

  it('scopes lists to every store or the assigned one', () => {
    expect(storeScopeOf(admin)).toEqual({ kind: 'all' });
    expect(storeScopeOf(manager)).toEqual({ kind: 'stores', storeIds: ['own'] });
    expect(storeScopeOf(actor('shift-leader', null))).toEqual({ kind: 'stores', storeIds: [] });
    expect(storeScopeOf(areaManager)).toEqual({ kind: 'stores', storeIds: ['own', 'second'] });
    // A store once given to an area manager's account is not theirs to see.
    expect(storeScopeOf({ ...noArea, storeId: 'own' })).toEqual({ kind: 'stores', storeIds: [] });
  });
});

describe('authorize: user accounts', () => {
  const account = (role: Role, storeId: string | null) => ({ id: 'u', role, storeId });

  it('lets a manager act on their own store’s leaders and managers, not others', () => {
    expect(authorize(manager, 'user:manage', account('shift-leader', 'own'))).toBe(true);
    expect(authorize(manager, 'user:manage', account('store', 'own'))).toBe(true);
    expect(decide(manager, 'user:manage', account('shift-leader', 'other'))).toEqual({
      status: 403,
      message: 'You do not have permission to edit this user',
    });
    expect(authorize(manager, 'user:manage', account('super-admin', 'own'))).toBe(false);
    expect(authorize(leader, 'user:manage', account('shift-leader', 'own'))).toBe(false);
    expect(authorize(admin, 'user:manage', account('super-admin', null))).toBe(true);
  });

  it('lets a manager create only shift leaders of their own store, with the spec’s words', () => {
    expect(authorize(manager, 'user:create', { role: 'shift-leader', storeId: 'own' })).toBe(true);
    expect(decide(manager, 'user:create', { role: 'super-admin', storeId: 'own' })).toEqual({
      status: 403,
      message: 'You do not have permission to create super admin users',
    });
    expect(decide(manager, 'user:create', { role: 'store', storeId: 'own' })).toEqual({
      status: 403,
      message: 'Store managers can only create shift leader accounts',
    });
    expect(authorize(manager, 'user:create', { role: 'shift-leader', storeId: 'other' })).toBe(
      false,
    );
    expect(authorize(admin, 'user:create', { role: 'super-admin', storeId: null })).toBe(true);
    expect(authorize(leader, 'user:create', { role: 'shift-leader', storeId: 'own' })).toBe(false);
  });

  it('lets a manager edit an account without changing its role or store, or make it a leader', () => {
    const peer = account('store', 'own');
    expect(authorize(manager, 'user:update', { user: peer, next: peer })).toBe(true);
    const promote = { user: account('shift-leader', 'own'), next: account('store', 'own') };
    expect(authorize(manager, 'user:update', promote)).toBe(false);
    const move = { user: account('shift-leader', 'own'), next: account('shift-leader', 'other') };
    expect(authorize(manager, 'user:update', move)).toBe(false);
    expect(authorize(admin, 'user:update', promote)).toBe(true);
  });
});

describe('authorize: an area manager and user accounts', () => {
  const account = (role: Role, storeId: string | null) => ({ id: 'u', role, storeId });

  it("acts on their stores' managers and leaders, never on a super admin or another area manager", () => {
    expect(authorize(areaManager, 'user:manage', account('store', 'second'))).toBe(true);
    expect(authorize(areaManager, 'user:manage', account('shift-leader', 'own'))).toBe(true);
    expect(authorize(areaManager, 'user:manage', account('shift-leader', 'other'))).toBe(false);
    expect(authorize(areaManager, 'user:manage', account('super-admin', 'own'))).toBe(false);
    expect(authorize(areaManager, 'user:manage', { ...account('area', null), areaId: 'a' })).toBe(
      false,
    );
  });

  it('makes store managers and leaders in their stores, and no area manager or super admin', () => {
    expect(authorize(areaManager, 'user:create', { role: 'store', storeId: 'second' })).toBe(true);
    expect(authorize(areaManager, 'user:create', { role: 'store', storeId: 'other' })).toBe(false);
    expect(
      decide(areaManager, 'user:create', { role: 'area', storeId: null, areaId: 'a' }),
    ).toEqual({ status: 403, message: 'Only a super admin can create area manager accounts' });
    expect(decide(areaManager, 'user:create', { role: 'super-admin', storeId: null })).toEqual({
      status: 403,
      message: 'You do not have permission to create super admin users',
    });
    const promote = { user: account('shift-leader', 'own'), next: account('store', 'own') };
    expect(authorize(areaManager, 'user:update', promote)).toBe(true);
  });
});

describe('authorize: templates', () => {
  const global = { storeId: null };
  const own = { storeId: 'own' };
  const other = { storeId: 'other' };

  it('lets a super admin read, write and delete every template', () => {
    for (const template of [global, own, other]) {
      expect(authorize(admin, 'template:read', template)).toBe(true);
      expect(authorize(admin, 'template:write', template)).toBe(true);
      expect(authorize(admin, 'template:delete', template)).toBe(true);
    }
  });

  it('lets a manager read global templates and change only their store’s', () => {
    expect(authorize(manager, 'template:read', global)).toBe(true);
    expect(authorize(manager, 'template:write', global)).toBe(false);
    expect(decide(manager, 'template:delete', global)).toEqual({
      status: 403,
      message: 'You do not have permission to delete this template.',
    });
    expect(authorize(manager, 'template:write', own)).toBe(true);
    expect(authorize(manager, 'template:delete', own)).toBe(true);
    expect(decide(manager, 'template:read', other)).toEqual({
      status: 404,
      message: 'Template not found',
    });
  });

  it('gives a shift leader no template screens', () => {
    expect(authorize(leader, 'template:read', global)).toBe(false);
    expect(authorize(leader, 'template:write', own)).toBe(false);
  });
});
