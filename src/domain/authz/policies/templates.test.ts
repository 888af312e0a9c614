import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/roles';
import type { Actor } from '../actor';
import { authorize, decide } from '../authorize';

const actor = (role: Role, storeId: string | null = 'own'): Actor => ({ id: role, role, storeId });
const admin = actor('super-admin', null);
const manager = actor('store');
const leader = actor('shift-leader');
const breakfastDefault = { id: 'default-breakfast-template', storeId: null };
const defaultRefusal = {
  status: 403,
  message: 'Default templates cannot be deleted. You can edit them instead.',
};

describe('template policies (SPEC §6 "Templates")', () => {
  it('opens the template screens to super admins and managers with a store', () => {
    expect(authorize(admin, 'template:manage')).toBe(true);
    expect(authorize(manager, 'template:manage')).toBe(true);
    expect(authorize(actor('store', null), 'template:manage')).toBe(false);
    expect(authorize(leader, 'template:manage')).toBe(false);
  });

  it('never lets anyone delete a default, while super admins may edit one', () => {
    expect(decide(admin, 'template:delete', breakfastDefault)).toEqual(defaultRefusal);
    expect(decide(manager, 'template:delete', breakfastDefault)).toEqual(defaultRefusal);
    expect(authorize(admin, 'template:write', breakfastDefault)).toBe(true);
    expect(authorize(manager, 'template:write', breakfastDefault)).toBe(false);
  });

  it('hides another store’s templates from a manager for every action', () => {
    const other = { id: 't1', storeId: 'other' };
    const hidden = { status: 404, message: 'Template not found' };
    expect(decide(manager, 'template:read', other)).toEqual(hidden);
    expect(decide(manager, 'template:write', other)).toEqual(hidden);
    expect(decide(manager, 'template:delete', other)).toEqual(hidden);
    expect(authorize(manager, 'template:delete', { id: 't2', storeId: 'own' })).toBe(true);
  });

  it('refuses a shift leader with the template’s own words', () => {
    expect(decide(leader, 'template:delete', { id: 't', storeId: 'own' })).toEqual({
      status: 403,
      message: 'You do not have permission to delete this template.',
    });
  });
});
