import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('a time to resolve in words', () => {
  it('says the largest units, and drops a zero second one', () => {
    expect(durationText(40)).toEqual({ key: 'minutes', values: { count: 40 } });
    expect(durationText(180)).toEqual({ key: 'hoursOnly', values: { hours: 3 } });
    expect(durationText(200.4)).toEqual({ key: 'hoursMinutes', values: { hours: 3, minutes: 20 } });
    expect(durationText(4320)).toEqual({ key: 'daysOnly', values: { days: 3 } });
    expect(durationText(3120)).toEqual({ key: 'daysHours', values: { days: 2, hours: 4 } });
  });
});
