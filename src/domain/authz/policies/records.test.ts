import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/roles';
import { RECORDS_MESSAGES } from '#domain/records/messages';
import type { Actor } from '../actor';
import { authorize, decide } from '../authorize';

const actor = (role: Role, storeId: string | null = 'own'): Actor => ({ id: role, role, storeId });
const own = { storeId: 'own', leadersSignOff: false };
const other = { storeId: 'other', leadersSignOff: false };

describe('records policies', () => {
  it('shows a store’s log to everyone who sees its checklists, and hides another store’s', () => {
    for (const role of ['store', 'shift-leader'] as const) {
      expect(authorize(actor(role), 'records:view', { storeId: 'own' })).toBe(true);
      expect(decide(actor(role), 'records:view', { storeId: 'other' })).toMatchObject({
        status: 404,
      });
    }
    expect(authorize(actor('super-admin', null), 'records:view', { storeId: 'other' })).toBe(true);
  });

  it('lets the manager sign, and a shift leader only where the store says so', () => {
    expect(authorize(actor('store'), 'records:sign', own)).toBe(true);
    expect(decide(actor('store'), 'records:sign', other)).toMatchObject({ status: 404 });
    expect(decide(actor('shift-leader'), 'records:sign', own)).toMatchObject({
      status: 403,
      message: RECORDS_MESSAGES.signOffNotAllowed,
    });
    expect(authorize(actor('shift-leader'), 'records:sign', { ...own, leadersSignOff: true })).toBe(
      true,
    );
    expect(
      decide(actor('shift-leader'), 'records:sign', { ...other, leadersSignOff: true }),
    ).toMatchObject({ status: 404 });
    expect(authorize(actor('super-admin', null), 'records:sign', other)).toBe(true);
  });

  it('leaves the four-weekly review to the manager and super admins', () => {
    expect(authorize(actor('store'), 'records:review', { storeId: 'own' })).toBe(true);
    expect(decide(actor('shift-leader'), 'records:review', { storeId: 'own' })).toMatchObject({
      status: 403,
      message: RECORDS_MESSAGES.reviewNotAllowed,
    });
    expect(decide(actor('store'), 'records:review', { storeId: 'other' })).toMatchObject({
      status: 404,
    });
  });
});
