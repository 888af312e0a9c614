import { describe, expect, it } from 'vitest';
import { canCreateOn } from './use-daily-date';

describe('canCreateOn (SPEC §2, §4 checklist creation)', () => {
  const today = '2026-11-22';

  it('offers Create for today, whether or not the day came from a report', () => {
    expect(canCreateOn(today, today, false)).toBe(true);
    expect(canCreateOn(today, today, true)).toBe(true);
  });

  it('offers Create for a past day only when opened from the week or month view', () => {
    expect(canCreateOn('2026-11-21', today, true)).toBe(true);
    expect(canCreateOn('2025-12-31', today, true)).toBe(true);
    expect(canCreateOn('2026-11-21', today, false)).toBe(false);
  });

  it('never offers Create for a future day', () => {
    expect(canCreateOn('2026-11-23', today, true)).toBe(false);
    expect(canCreateOn('2027-01-01', today, false)).toBe(false);
  });
});
