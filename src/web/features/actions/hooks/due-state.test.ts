import { describe, expect, it } from 'vitest';
import { dueState, hoursAndMinutes } from './due-state';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const open = (dueAt: string, overdue = false) => ({ status: 'open' as const, dueAt, overdue });

describe('dueState', () => {
  it('counts the minutes left, rounding a part-minute up', () => {
    expect(dueState(open(at(25)), NOW)).toEqual({ kind: 'due-in', minutes: 25 });
    expect(dueState(open(at(0.2)), NOW)).toEqual({ kind: 'due-in', minutes: 1 });
    expect(dueState(open(at(24 * 60 - 1)), NOW)).toEqual({ kind: 'due-in', minutes: 1439 });
  });

  it('gives a day or more ahead by its date rather than a count', () => {
    expect(dueState(open(at(24 * 60)), NOW)).toEqual({ kind: 'due-on' });
  });

  it('is due now in its first minute, then overdue by whole minutes', () => {
    expect(dueState(open(at(0)), NOW)).toEqual({ kind: 'due-now' });
    expect(dueState(open(at(-0.5)), NOW)).toEqual({ kind: 'due-now' });
    expect(dueState(open(at(-65)), NOW)).toEqual({ kind: 'overdue', minutes: 65 });
  });

  it('believes the server that it is overdue while this clock is behind', () => {
    expect(dueState(open(at(3), true), NOW)).toEqual({ kind: 'overdue', minutes: 1 });
    expect(dueState(open(at(-10), true), NOW)).toEqual({ kind: 'overdue', minutes: 10 });
  });

  it('has nothing to say of a done or verified action, however late', () => {
    expect(dueState({ status: 'done', dueAt: at(-90) }, NOW)).toEqual({ kind: 'finished' });
    expect(dueState({ status: 'verified', dueAt: at(-90) }, NOW)).toEqual({ kind: 'finished' });
    expect(dueState({ status: 'in-progress', dueAt: at(-90) }, NOW)).toEqual({
      kind: 'overdue',
      minutes: 90,
    });
  });
});

describe('hoursAndMinutes', () => {
  it('splits minutes into hours and the rest', () => {
    expect(hoursAndMinutes(25)).toEqual({ hours: 0, minutes: 25 });
    expect(hoursAndMinutes(65)).toEqual({ hours: 1, minutes: 5 });
    expect(hoursAndMinutes(120)).toEqual({ hours: 2, minutes: 0 });
  });
});
