import { describe, expect, it } from 'vitest';
import { daysBetween, daysInMonth, isoDateFromParts, monthGrid, weekday } from './calendar';

describe('monthGrid', () => {
  it('December 2026 runs into January 2027', () => {
    const grid = monthGrid(2026, 12);
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[0]).toBe('2026-11-30');
    expect(grid.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('January 2027 starts with the days of December 2026', () => {
    expect(monthGrid(2027, 1)[0]?.[0]).toBe('2026-12-28');
  });

  it('February 2028 includes the leap day', () => {
    const grid = monthGrid(2028, 2);
    expect(grid.flat()).toContain('2028-02-29');
    expect(grid[0]?.[0]).toBe('2028-01-31');
    expect(grid.at(-1)?.at(-1)).toBe('2028-03-05');
  });

  it('a month starting on Monday has no leading days', () => {
    // June 2026 starts on a Monday.
    const grid = monthGrid(2026, 6);
    expect(grid[0]?.[0]).toBe('2026-06-01');
    expect(grid).toHaveLength(5);
  });

  it('a month starting on Sunday needs six weeks when long enough', () => {
    // March 2026 starts on a Sunday and has 31 days.
    const grid = monthGrid(2026, 3);
    expect(grid[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(grid).toHaveLength(6);
    expect(grid.at(-1)?.[0]).toBe('2026-03-30');
  });

  it('February 2027 fits exactly four weeks (starts Monday, 28 days)', () => {
    const grid = monthGrid(2027, 2);
    expect(grid).toHaveLength(4);
    expect(grid[0]?.[0]).toBe('2027-02-01');
    expect(grid.at(-1)?.at(-1)).toBe('2027-02-28');
  });

  it('every grid from 1999 to 2101 is whole Monday-first weeks covering the month once', () => {
    for (let year = 1999; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        const grid = monthGrid(year, month);
        const days = grid.flat();
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        for (const week of grid) {
          expect(week).toHaveLength(7);
          expect(weekday(week[0] ?? '')).toBe(0);
        }
        // Consecutive days with no gaps or repeats.
        for (let i = 1; i < days.length; i++) {
          expect(daysBetween(days[i - 1] ?? '', days[i] ?? '')).toBe(1);
        }
        const prefix = `${isoDateFromParts(year, month, 1).slice(0, 8)}`;
        const inMonth = days.filter((d) => d.startsWith(prefix));
        expect(inMonth).toHaveLength(daysInMonth(year, month));
        const firstIndex = days.indexOf(isoDateFromParts(year, month, 1));
        expect(firstIndex).toBeLessThan(7);
        expect(days.length - (firstIndex + inMonth.length)).toBeLessThan(7);
        expect(days.slice(firstIndex, firstIndex + inMonth.length)).toEqual(inMonth);
      }
    }
  });

  it('rejects an invalid month', () => {
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
  });
});
