import { describe, expect, it } from 'vitest';
import { kindsReaching } from './kinds';

describe('kindsReaching', () => {
  it('asks a shift leader only about feedback on their checklists', () => {
    expect(kindsReaching('shift-leader')).toEqual(['feedback']);
  });

  it("asks a store manager about every kind, a super admin about the chain's escalation and feedback", () => {
    expect(kindsReaching('store')).toEqual([
      'not-started',
      'priority-failure',
      'unresolved-at-shift-end',
      'feedback',
      'daily-digest',
    ]);
    expect(kindsReaching('super-admin')).toEqual(['unresolved-at-shift-end', 'feedback']);
  });
});
