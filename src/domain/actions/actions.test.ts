import { describe, expect, it } from 'vitest';
import { actionDueAt, actionStep, ownDueMinutes, type FailureState } from './actions';

const OPENED = '2026-11-20T14:05:00.000Z';
const open: FailureState = { failed: false, resolved: false, failurePriority: null };
const failed = (priority: FailureState['failurePriority']): FailureState => ({
  failed: true,
  resolved: false,
  failurePriority: priority,
});
const resolved = (priority: FailureState['failurePriority']): FailureState => ({
  ...failed(priority),
  resolved: true,
});

describe('an action is due', () => {
  it.each([
    ['A', '2026-11-20T14:35:00.000Z'],
    ['B', '2026-11-20T14:35:00.000Z'],
    ['C', '2026-11-20T17:05:00.000Z'],
    ['D', '2026-11-23T14:05:00.000Z'],
  ] as const)('priority %s: at %s', (priority, due) => {
    expect(actionDueAt(priority, OPENED)).toBe(due);
  });

  it('without a priority, as a C is', () => {
    expect(actionDueAt(null, OPENED)).toBe(actionDueAt('C', OPENED));
  });

  it("by a store's own windows when it has them", () => {
    const minutes = { A: 15, B: 60, C: 120, D: 1440 };
    expect(actionDueAt('A', OPENED, minutes)).toBe('2026-11-20T14:20:00.000Z');
    expect(actionDueAt('D', OPENED, minutes)).toBe('2026-11-21T14:05:00.000Z');
  });

  it("keeps a store's windows only where they differ from the defaults", () => {
    expect(ownDueMinutes({ A: 30, B: 30, C: 180, D: 4320 })).toBeNull();
    expect(ownDueMinutes(null)).toBeNull();
    expect(ownDueMinutes({ A: 30, B: 30, C: 180, D: 1440 })).toEqual({
      A: 30,
      B: 30,
      C: 180,
      D: 1440,
    });
  });
});

describe('what a change does to the action', () => {
  it.each([
    ['a new failure opens one', open, failed('B'), 'open'],
    ['a new failure without a priority opens one', open, failed(null), 'open'],
    ['a resolved failure failing again reopens it', resolved('C'), failed('C'), 'reopen'],
    ['a new priority moves the due time', failed('C'), failed('A'), 'reprioritise'],
    ['resolving marks it done', failed('A'), resolved('A'), 'done'],
    ['taking the failure back withdraws it', failed('D'), open, 'withdraw'],
    ['taking a resolved failure back withdraws it', resolved('D'), open, 'withdraw'],
    ['a comment alone changes nothing', failed('C'), failed('C'), null],
    ['a tick changes nothing', open, { ...open }, null],
    ['a resolved failure staying resolved changes nothing', resolved('B'), resolved('B'), null],
  ] as const)('%s', (_, before, after, step) => {
    expect(actionStep(before, after)).toBe(step);
  });
});
