import { describe, expect, it } from 'vitest';
import { businessDayBounds, type IsoDate } from '#domain/dates';
import { DEMO_STORES } from './chain';
import { DEMO_HISTORY_DAYS, planStoreHistory } from './plan';
import { seededRandom } from './random';

const LONDON = 'Europe/London';
const riverside = DEMO_STORES[1]!.shiftSettings;

function plan(now: Date, today: IsoDate, seed = 7, settings = riverside) {
  return planStoreHistory(settings, LONDON, today, now, seededRandom(seed));
}

describe('planStoreHistory', () => {
  const noon = new Date('2026-11-22T12:00:00Z');

  it('is the same for the same seed and clock, and different for another seed', () => {
    expect(plan(noon, '2026-11-22')).toEqual(plan(noon, '2026-11-22'));
    expect(plan(noon, '2026-11-22', 8)).not.toEqual(plan(noon, '2026-11-22'));
  });

  it('covers eight weeks up to today, with only the enabled shifts', () => {
    const plans = plan(noon, '2026-11-22', 7, DEMO_STORES[2]!.shiftSettings);
    const dates = [...new Set(plans.map((p) => p.date))].sort();
    expect(dates[0]).toBe('2026-09-28');
    expect(dates.at(-1)).toBe('2026-11-22');
    expect(DEMO_HISTORY_DAYS).toBe(56);
    expect(new Set(plans.map((p) => p.category))).toEqual(new Set(['day', 'night']));
  });

  it('starts every shift inside its business day, and never after now', () => {
    for (const p of plan(noon, '2026-11-22')) {
      const bounds = businessDayBounds(p.date, LONDON, '05:00');
      expect(p.start >= bounds.start && p.start < bounds.end).toBe(true);
      expect(p.end <= noon && p.end >= p.start).toBe(true);
    }
  });

  it("leaves today's started shifts under way and skips those not started yet", () => {
    const today = plan(noon, '2026-11-22').filter((p) => p.date === '2026-11-22');
    expect(today.map((p) => [p.category, p.outcome])).toEqual([
      ['breakfast', 'in-progress'],
      ['day', 'in-progress'],
    ]);
  });

  it('has about three quarters complete, a tenth with issues and a tenth missing', () => {
    const plans = Array.from({ length: 20 }, (_, seed) => plan(noon, '2026-11-22', seed)).flat();
    const past = plans.filter((p) => p.date < '2026-11-22');
    const slots = 20 * (DEMO_HISTORY_DAYS - 1) * 4;
    const share = (outcome: string) => past.filter((p) => p.outcome === outcome).length / slots;
    expect(share('complete')).toBeCloseTo(0.75, 1);
    expect(share('issues')).toBeCloseTo(0.1, 1);
    expect(1 - past.length / slots).toBeCloseTo(0.1, 1);
  });

  it('keeps a night that runs past midnight on the day it started', () => {
    // 02:00 on the 22nd is still the 21st's business day: the 21st's overnight is under way.
    const early = new Date('2026-11-22T02:00:00Z');
    const plans = plan(early, '2026-11-21');
    const last = plans.at(-1)!;
    expect([last.date, last.category, last.outcome]).toEqual([
      '2026-11-21',
      'overnight',
      'in-progress',
    ]);
    expect(plans.some((p) => p.date === '2026-11-22')).toBe(false);
  });
});
