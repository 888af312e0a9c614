import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../dates';
import { DEFAULT_SHIFT_SETTINGS } from '../shifts';
import { dueTimesMemo, firstOwedDay, sectionOutcomes, sharedDueTimes } from './on-time';
import { DEFAULT_DUE_SETTINGS } from './settings';
import { sectionDueTimes, shiftWindow } from './shift-window';

const store = (timezone: string, preShiftMinutes = 30) => ({
  timezone,
  shiftSettings: DEFAULT_SHIFT_SETTINGS,
  dueSettings: { ...DEFAULT_DUE_SETTINGS, preShiftMinutes },
  firstDay: '2026-01-01',
});

const direct = (s: ReturnType<typeof store>, date: string) => {
  const due = sectionDueTimes(
    shiftWindow(date, 'breakfast', s.shiftSettings, s.timezone),
    s.dueSettings,
  );
  return {
    'pre-shift': due['pre-shift'].getTime(),
    'travel-path': due['travel-path'].getTime(),
    'post-shift': due['post-shift'].getTime(),
  };
};

describe('due times shared across a period', () => {
  it('gives each store the due times of its own zone and settings, however many share one memo', () => {
    const dueTimes = dueTimesMemo();
    const stores = [
      store('Europe/London'),
      store('America/New_York'),
      store('Europe/London', 45),
      store('Australia/Sydney'),
      store('Europe/London'),
    ];
    for (const date of ['2026-03-29', '2026-11-01', '2026-11-23']) {
      for (const s of stores) expect(dueTimes(s, date, 'breakfast')).toEqual(direct(s, date));
    }
    expect(dueTimes(stores[0]!, '2026-11-23', 'breakfast')['pre-shift']).not.toBe(
      dueTimes(stores[2]!, '2026-11-23', 'breakfast')['pre-shift'],
    );
  });

  it('keeps the same answers in the memo every request shares, store records read afresh', () => {
    for (let read = 0; read < 3; read += 1) {
      // Each request reads its stores anew: equal settings, new objects.
      const stores = [store('Europe/London'), store('Asia/Tokyo', 10), store('Europe/London', 0)];
      for (const s of stores) {
        expect(sharedDueTimes()(s, '2026-10-25', 'breakfast')).toEqual(direct(s, '2026-10-25'));
      }
    }
  });

  it('judges a section done after its due time late, and one never done missed once due', () => {
    const london = store('Europe/London');
    const outcomes = sectionOutcomes(
      london,
      ['2026-11-23'],
      [
        {
          businessDate: '2026-11-23',
          category: 'breakfast',
          sectionDoneAt: {
            'pre-shift': '2026-11-23T05:30:00.000Z',
            'travel-path': '2026-11-23T08:00:01.000Z',
            'post-shift': null,
          },
        },
      ],
      new Date('2026-11-23T12:00:00.000Z'),
    );
    const breakfast = outcomes.filter((o) => o.category === 'breakfast');
    expect(breakfast.map((o) => [o.section, o.timeliness])).toEqual([
      ['pre-shift', 'on-time'],
      ['travel-path', 'late'],
      ['post-shift', 'missed'],
    ]);
  });
});

describe('zoned instants, remembered', () => {
  it('hands out a new Date each time, so changing one never changes the next answer', () => {
    const first = zonedTimeToInstant('2026-11-23', '05:00', 'Europe/London');
    first.setTime(0);
    expect(zonedTimeToInstant('2026-11-23', '05:00', 'Europe/London').toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    );
  });

  it('still refuses a date that does not exist rather than remembering it', () => {
    expect(() => zonedTimeToInstant('2026-02-30', '05:00', 'Europe/London')).toThrow();
    expect(() => zonedTimeToInstant('2026-02-30', '05:00', 'Europe/London')).toThrow();
  });
});

describe('firstOwedDay', () => {
  const opened = (createdAt: string) => ({ ...store('Europe/London'), createdAt });

  it('owes the day it was created on when it existed before that day’s first due time', () => {
    expect(firstOwedDay(opened('2026-11-22T00:30:00.000Z'), dueTimesMemo())).toBe('2026-11-22');
  });

  it('owes from the next day when a section of its first day was due before it existed', () => {
    expect(firstOwedDay(opened('2026-11-22T11:30:00.000Z'), dueTimesMemo())).toBe('2026-11-23');
  });
});
