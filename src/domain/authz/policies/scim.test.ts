import { describe, expect, it } from 'vitest';
import { SCIM_ACCESS_MESSAGES } from '#domain/scim/messages';
import type { Actor } from '../actor';
import { ACTIONS, authorize, decide } from '../authorize';

const scimToken: Actor = {
  id: 'scim-token:1',
  role: 'shift-leader',
  storeId: null,
  scimToken: { id: '1' },
};

describe('the SCIM token as an actor', () => {
  it('provisions people, and is refused everything else', () => {
    expect(authorize(scimToken, 'scim:provision')).toBe(true);
    const others = ACTIONS.filter((action) => action !== 'scim:provision');
    expect(others.length).toBeGreaterThan(10);
    for (const action of others) {
      // Refused before any policy reads its resource: one stands in for every kind.
      const decision: unknown = Reflect.apply(decide, undefined, [scimToken, action, {}]);
      expect(decision, action).toEqual({ status: 403, message: SCIM_ACCESS_MESSAGES.notForScim });
    }
  });

  it('is the only one who provisions: no session does, however senior', () => {
    for (const role of ['super-admin', 'area', 'store', 'shift-leader'] as const) {
      expect(decide({ id: role, role, storeId: null }, 'scim:provision')).toEqual({
        status: 403,
        message: SCIM_ACCESS_MESSAGES.scimOnly,
      });
    }
  });
});
