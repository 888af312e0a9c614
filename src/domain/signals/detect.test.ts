import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNAL_THRESHOLDS as T } from './api';
import {
  fastTicks,
  onePersonDay,
  roundReadings,
  sameReadingRuns,
  ticksAfterShift,
  type Tick,
} from './detect';
import { lateMadeAt } from './made-at';

const AT = Date.parse('2026-12-07T14:00:00.000Z');
const tick = (n: number, seconds: number, over: Partial<Tick> = {}): Tick => ({
  itemId: `item-${n}`,
  section: 'travel-path',
  at: AT + seconds * 1000,
  userId: 'u1',
  userName: 'Tom Fletcher',
  ...over,
});
/** `count` ticks spread evenly over `seconds`. */
const spread = (count: number, seconds: number, from = 0) =>
  Array.from({ length: count }, (_, i) => tick(i + from, from + (i * seconds) / (count - 1)));

describe('fast ticks', () => {
  it('names the busiest minute when it holds more than 20 Travel Path items', () => {
    expect(fastTicks(spread(30, 40), T)).toEqual({
      kind: 'fast-ticks',
      userName: 'Tom Fletcher',
      items: 30,
      seconds: 40,
      from: '2026-12-07T14:00:00.000Z',
      to: '2026-12-07T14:00:40.000Z',
    });
  });

  it('stays quiet for a walk: 72 items over 20 minutes, and exactly 20 in a minute', () => {
    expect(fastTicks(spread(72, 20 * 60), T)).toBeNull();
    expect(fastTicks(spread(20, 50), T)).toBeNull();
  });

  it('counts only the Travel Path, and the largest window of a long checklist', () => {
    const planning = spread(30, 10).map((t) => ({ ...t, section: 'pre-shift' as const }));
    expect(fastTicks(planning, T)).toBeNull();
    const walk = [...spread(10, 600), ...spread(25, 30, 1000)];
    expect(fastTicks(walk, T)).toMatchObject({ items: 25, seconds: 30 });
  });
});

describe('ticks after the shift', () => {
  const end = AT;
  it('counts items ticked more than 30 minutes after the end, with their times', () => {
    const ticks = [tick(1, -60), tick(2, 29 * 60), tick(3, 31 * 60), tick(4, 45 * 60)];
    expect(ticksAfterShift(ticks, end, T)).toEqual({
      kind: 'after-shift',
      userName: 'Tom Fletcher',
      items: 2,
      shiftEnd: '2026-12-07T14:00:00.000Z',
      from: '2026-12-07T14:31:00.000Z',
      to: '2026-12-07T14:45:00.000Z',
    });
  });
  it('stays quiet within the grace', () => {
    expect(ticksAfterShift([tick(1, 30 * 60)], end, T)).toBeNull();
  });
});

describe('one person every shift', () => {
  const day = (people: string[]) =>
    (['breakfast', 'day', 'night'] as const).map((category, i) => ({
      category,
      ticks: [tick(i, i * 3600, { userId: people[i], userName: people[i] ?? '' })],
    }));
  it('names the person who ticked every shift of a day of three', () => {
    expect(onePersonDay(day(['a', 'a', 'a']), T)).toMatchObject({
      kind: 'one-person-day',
      userName: 'a',
      shifts: [{ category: 'breakfast' }, { category: 'day' }, { category: 'night' }],
    });
  });
  it('stays quiet for two people, two shifts, or a shift nobody ticked', () => {
    expect(onePersonDay(day(['a', 'b', 'a']), T)).toBeNull();
    expect(onePersonDay(day(['a', 'a', 'a']).slice(0, 2), T)).toBeNull();
    const empty = day(['a', 'a', 'a']);
    empty[2] = { category: 'night', ticks: [] };
    expect(onePersonDay(empty, T)).toBeNull();
  });
});

describe('the same reading', () => {
  const reading = (date: string, value: string, itemText = 'Walk-in fridge') => ({
    itemText,
    date,
    value,
    unit: 'C',
  });
  const days = (values: string[], from = 1) =>
    values.map((v, i) => reading(`2026-12-${String(from + i).padStart(2, '0')}`, v));

  it('finds five days in a row of one value, and "3" is "3.0"', () => {
    const runs = sameReadingRuns([...days(['3.4', '3', '3.0', '3', '3', '3', '3.2'])], T);
    expect(runs).toEqual([
      {
        kind: 'same-reading',
        itemText: 'Walk-in fridge',
        value: '3',
        unit: 'C',
        days: 5,
        from: '2026-12-02',
        to: '2026-12-06',
      },
    ]);
  });
  it('stays quiet for four days, a gap, a day of two values, or two pieces of equipment', () => {
    expect(sameReadingRuns(days(['3', '3', '3', '3']), T)).toEqual([]);
    const gap = [...days(['3', '3', '3']), ...days(['3', '3'], 5)];
    expect(sameReadingRuns(gap, T)).toEqual([]);
    const twice = [...days(['3', '3', '3', '3', '3']), reading('2026-12-03', '3.1')];
    expect(sameReadingRuns(twice, T)).toEqual([]);
    const two = days(['3', '3', '3', '3', '3']).map((r, i) =>
      i === 2 ? { ...r, itemText: 'Freezer' } : r,
    );
    expect(sameReadingRuns(two, T)).toEqual([]);
  });
});

describe('round readings', () => {
  const week = { from: '2026-11-30', to: '2026-12-06' };
  it('finds a week of 20 readings nearly all whole', () => {
    const values = [...Array.from({ length: 19 }, (_, i) => i % 5), 3.4];
    expect(roundReadings(values, week, T)).toEqual({
      kind: 'round-readings',
      readings: 20,
      round: 19,
      ...week,
    });
  });
  it('stays quiet for probe readings and for too few', () => {
    const probe = Array.from({ length: 40 }, (_, i) => 2 + i / 10);
    expect(roundReadings(probe, week, T)).toBeNull();
    expect(roundReadings([3, 4, 5], week, T)).toBeNull();
  });
});

describe('a late change’s time', () => {
  const now = '2026-12-07T14:00:00.000Z';
  it('keeps the device’s time of a change that arrived late', () => {
    expect(lateMadeAt('2026-12-07T13:40:00.000Z', now)).toBe('2026-12-07T13:40:00.000Z');
  });
  it('drops one that arrived at once, one from the future, one older than a week', () => {
    expect(lateMadeAt('2026-12-07T13:59:58.000Z', now)).toBeNull();
    expect(lateMadeAt('2026-12-07T14:05:00.000Z', now)).toBeNull();
    expect(lateMadeAt('2026-11-20T14:00:00.000Z', now)).toBeNull();
    expect(lateMadeAt(null, now)).toBeNull();
  });
});
