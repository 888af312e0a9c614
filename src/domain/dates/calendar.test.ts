import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  endOfMonth,
  isIsoDate,
  isoDateFromParts,
  monthOf,
  startOfMonth,
  startOfWeek,
  weekDates,
  weekday,
} from './calendar';
import { isoDateSchema } from '../schemas';

describe('isIsoDate and isoDateSchema', () => {
  it('accepts real dates, including leap days', () => {
    for (const d of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '0001-01-01']) {
      expect(isIsoDate(d)).toBe(true);
    }
  });

  it('rejects impossible or malformed dates', () => {
    const bad = [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-01',
      '26-01-01',
      '2026/01/01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
      '２０２６-01-01',
    ];
    for (const d of bad) expect(isIsoDate(d), d).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('reports the spec message', () => {
    expect(isoDateSchema.parse('2026-11-22')).toBe('2026-11-22');
    for (const input of ['2026-02-30', 'tomorrow', 5]) {
      const result = isoDateSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Dates must be in YYYY-MM-DD format');
    }
  });

  it('isoDateFromParts pads and validates', () => {
    expect(isoDateFromParts(2026, 3, 5)).toBe('2026-03-05');
    expect(() => isoDateFromParts(2026, 2, 30)).toThrow(RangeError);
    expect(() => isoDateFromParts(2026, 1.5, 3)).toThrow(RangeError);
  });

  it('arithmetic rejects invalid input instead of rolling over', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => weekday('nope')).toThrow(RangeError);
  });
});

describe('day and month arithmetic', () => {
  it('adds days across month, year and leap boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    // DST change days in many zones; UTC arithmetic must not notice them.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-11-01', 365)).toBe('2027-11-01');
  });

  it('adds months clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-05-31', 13)).toBe('2027-06-30');
    expect(addMonths('2026-05-31', -24)).toBe('2024-05-31');
  });

  it('compares and measures distances', () => {
    expect(compareDates('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-03-01', '2025-12-31', '2026-01-15'].sort(compareDates)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-03-01',
    ]);
    expect(daysBetween('2026-12-25', '2027-01-05')).toBe(11);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('finds month starts and ends', () => {
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(endOfMonth('2026-11-22')).toBe('2026-11-30');
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(endOfMonth('2100-02-03')).toBe('2100-02-28');
    expect(monthOf('2026-12-31')).toEqual({ year: 2026, month: 12 });
  });
});

describe('Monday-first weeks', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekday('2026-11-16')).toBe(0); // Monday
    expect(weekday('2026-11-22')).toBe(6); // Sunday
    expect(weekday('2028-02-29')).toBe(1); // Tuesday
  });

  it('starts the week on Monday, Sundays included', () => {
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23');
  });

  it('lists seven days Monday to Sunday, even across a year end', () => {
    expect(weekDates('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekDates('2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
      '2028-03-03',
      '2028-03-04',
      '2028-03-05',
    ]);
  });
});
