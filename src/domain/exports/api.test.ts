import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '../shifts';
import { exportRangeProblem, exportToday } from './api';
import { EXPORT_MESSAGES } from './messages';

const london = { timezone: 'Europe/London', shiftSettings: DEFAULT_SHIFT_SETTINGS };
const tokyo = { timezone: 'Asia/Tokyo', shiftSettings: DEFAULT_SHIFT_SETTINGS };

describe('the last day an export may reach', () => {
  it('is the store’s business day: after midnight and before the day starts, still yesterday', () => {
    const afterMidnight = new Date('2026-11-27T00:05:00Z');
    expect(exportToday([london], afterMidnight)).toBe('2026-11-26');
    // The calendar's new day is past it: a range ending there is refused, as the server does.
    expect(exportRangeProblem('2026-10-31', '2026-11-27', '2026-11-26')).toEqual({
      field: 'to',
      message: EXPORT_MESSAGES.future,
    });
    expect(exportToday([london], new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
  });

  it('over several stores is the latest of their days, and there is none without a store', () => {
    const now = new Date('2026-11-27T00:05:00Z');
    expect(exportToday([london, tokyo], now)).toBe('2026-11-27');
    expect(exportToday([tokyo, london], now)).toBe('2026-11-27');
    expect(exportToday([], now)).toBeNull();
  });
});
