import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/roles';
import type { Actor } from '../actor';
import { authorize, decide } from '../authorize';

const actor = (role: Role, storeId: string | null = 'own'): Actor => ({ id: role, role, storeId });

describe('export policies', () => {
  it('lets a super admin export every store or any one', () => {
    const admin = actor('super-admin', null);
    expect(authorize(admin, 'export:view', { storeId: null })).toBe(true);
    expect(authorize(admin, 'export:view', { storeId: 'other' })).toBe(true);
    expect(authorize(admin, 'export:open')).toBe(true);
  });

  it('lets managers and shift leaders export their own store only', () => {
    for (const role of ['store', 'shift-leader'] as const) {
      expect(authorize(actor(role), 'export:view', { storeId: 'own' })).toBe(true);
      expect(decide(actor(role), 'export:view', { storeId: 'other' })).toMatchObject({
        status: 404,
      });
      expect(decide(actor(role), 'export:view', { storeId: null })).toMatchObject({ status: 403 });
      expect(authorize(actor(role), 'export:open')).toBe(true);
    }
  });

  it('refuses someone without a store', () => {
    expect(decide(actor('store', null), 'export:view', { storeId: 'own' })).toMatchObject({
      status: 403,
    });
    expect(authorize(actor('shift-leader', null), 'export:open')).toBe(false);
  });
});
