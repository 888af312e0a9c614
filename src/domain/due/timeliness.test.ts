import { describe, expect, it } from 'vitest';
import { classifySection, minutesOverdue, tallyTimeliness } from './timeliness';

const due = new Date('2026-11-23T05:30:00.000Z');
const at = (iso: string) => new Date(iso);

describe('late and missed', () => {
  it('done by the due time is on time, to the second', () => {
    expect(classifySection(due, at('2026-11-23T05:30:00.000Z'), at('2026-11-23T09:00:00Z'))).toBe(
      'on-time',
    );
  });
  it('done a second after it is late, whenever it is asked', () => {
    expect(classifySection(due, at('2026-11-23T05:30:01.000Z'), at('2026-11-23T05:31:00Z'))).toBe(
      'late',
    );
  });
  it('not done: pending until the due time has passed, then missed', () => {
    expect(classifySection(due, null, at('2026-11-23T05:30:00.000Z'))).toBe('pending');
    expect(classifySection(due, null, at('2026-11-23T05:30:01.000Z'))).toBe('missed');
  });
  it('counts on time, late and missed, and a rate of the counted sections only', () => {
    expect(tallyTimeliness(['on-time', 'on-time', 'late', 'missed', 'pending'])).toEqual({
      onTime: 2,
      late: 1,
      missed: 1,
      onTimeRate: 50,
    });
    expect(tallyTimeliness(['pending']).onTimeRate).toBeNull();
  });
  it('says how many whole minutes overdue', () => {
    expect(minutesOverdue(due, at('2026-11-23T05:50:59Z'))).toBe(20);
    expect(minutesOverdue(due, at('2026-11-23T05:00:00Z'))).toBe(0);
  });
});
