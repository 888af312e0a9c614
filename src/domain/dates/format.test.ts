import { describe, expect, it } from 'vitest';
import { SHIFT_LABELS } from '../shifts';
import {
  checklistTitle,
  formatDateTime,
  formatFeedbackTime,
  formatLongDate,
  formatShortDate,
  formatWeekdayShort,
  monthLabel,
  weekLabel,
} from './format';

describe('date formatting', () => {
  it('builds the SPEC checklist title', () => {
    expect(checklistTitle('2026-11-22', SHIFT_LABELS.breakfast)).toBe(
      'Sunday, November 22, 2026 - Breakfast Shift',
    );
    expect(checklistTitle('2027-01-01', SHIFT_LABELS.overnight)).toBe(
      'Friday, January 1, 2027 - Overnight Shift',
    );
    expect(checklistTitle('2028-02-29', 'Night')).toBe('Tuesday, February 29, 2028 - Night Shift');
  });

  it('formats plain dates without shifting them', () => {
    expect(formatLongDate('2026-11-22')).toBe('Sunday, November 22, 2026');
    expect(formatShortDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatWeekdayShort('2026-11-16')).toBe('Mon');
    expect(formatWeekdayShort('2026-11-22')).toBe('Sun');
  });

  it('rejects invalid dates', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
    expect(() => checklistTitle('22/11/2026', 'Day')).toThrow(RangeError);
    expect(() => monthLabel(2026, 13)).toThrow(RangeError);
  });

  it('labels weeks and months', () => {
    expect(weekLabel('2026-11-16')).toBe('Nov 16 – Nov 22, 2026');
    expect(weekLabel('2026-11-30')).toBe('Nov 30 – Dec 6, 2026');
    expect(weekLabel('2026-12-28')).toBe('Dec 28, 2026 – Jan 3, 2027');
    // Any day of the week labels its Monday-first week.
    expect(weekLabel('2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(monthLabel(2026, 11)).toBe('November 2026');
    expect(monthLabel(2027, 1)).toBe('January 2027');
  });
});

describe('instant formatting', () => {
  it('formats feedback times as MMM d, yyyy h:mm a', () => {
    expect(formatFeedbackTime(new Date('2026-11-22T15:05:00Z'), 'UTC')).toBe(
      'Nov 22, 2026 3:05 PM',
    );
    expect(formatFeedbackTime('2026-11-22T20:05:00Z', 'America/New_York')).toBe(
      'Nov 22, 2026 3:05 PM',
    );
    expect(formatFeedbackTime('2026-11-22T00:00:00Z', 'UTC')).toBe('Nov 22, 2026 12:00 AM');
    expect(formatFeedbackTime('2026-11-22T12:30:00Z', 'UTC')).toBe('Nov 22, 2026 12:30 PM');
    // Past local midnight the date moves too.
    expect(formatFeedbackTime('2026-11-22T13:30:00Z', 'Australia/Sydney')).toBe(
      'Nov 23, 2026 12:30 AM',
    );
    expect(formatFeedbackTime('2026-11-22T04:00:00Z', 'Asia/Kolkata')).toBe('Nov 22, 2026 9:30 AM');
  });

  it('formats header date-times', () => {
    expect(formatDateTime('2026-11-22T15:05:00Z', 'UTC')).toBe('Nov 22, 2026, 3:05 PM');
    expect(formatDateTime(new Date('2026-07-04T08:00:00Z'), 'Europe/London')).toBe(
      'Jul 4, 2026, 9:00 AM',
    );
  });

  it('uses the runtime zone when none is given', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = new Date('2026-11-22T15:05:00Z');
    expect(formatDateTime(instant)).toBe(formatDateTime(instant, zone));
  });

  it('rejects invalid instants', () => {
    expect(() => formatFeedbackTime('yesterday', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(NaN), 'UTC')).toThrow(RangeError);
  });
});
