import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '../shifts';
import {
  storeFirstDay,
  storeToday,
  businessDate,
  businessDayBounds,
  businessDayStart,
  isValidTimeZone,
  zonedParts,
  zonedTimeToInstant,
} from './business-date';
import { addDays } from './calendar';

const at = (iso: string): Date => new Date(iso);
const HOUR = 3_600_000;

describe('zonedParts', () => {
  it('reads the local wall clock with a 0-23 hour', () => {
    expect(zonedParts(at('2026-11-22T15:05:59Z'), 'UTC')).toEqual({
      date: '2026-11-22',
      time: '15:05',
      minutes: 905,
    });
    expect(zonedParts(at('2026-11-23T05:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-23',
      time: '00:00',
      minutes: 0,
    });
    expect(zonedParts(at('2026-11-22T18:29:00Z'), 'Asia/Kolkata').time).toBe('23:59');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects anything else', () => {
    for (const tz of ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney']) {
      expect(isValidTimeZone(tz)).toBe(true);
    }
    for (const tz of ['Mars/Olympus', '', 'not a zone', 42, undefined]) {
      expect(isValidTimeZone(tz)).toBe(false);
    }
  });
});

describe('businessDate', () => {
  const cases: [zone: string, instant: string, expected: string][] = [
    // 01:30 local on the 23rd is still the 22nd; 05:00 exactly is the new day.
    ['America/New_York', '2026-11-23T06:30:00Z', '2026-11-22'],
    ['America/New_York', '2026-11-23T04:59:00Z', '2026-11-22'],
    ['America/New_York', '2026-11-23T09:59:59Z', '2026-11-22'],
    ['America/New_York', '2026-11-23T10:00:00Z', '2026-11-23'],
    ['Europe/London', '2026-01-23T00:30:00Z', '2026-01-22'],
    ['Europe/London', '2026-06-23T03:59:59Z', '2026-06-22'],
    ['Europe/London', '2026-06-23T04:00:00Z', '2026-06-23'],
    ['Australia/Sydney', '2026-11-22T13:30:00Z', '2026-11-22'],
    ['Australia/Sydney', '2026-11-22T17:59:59Z', '2026-11-22'],
    ['Australia/Sydney', '2026-11-22T18:00:00Z', '2026-11-23'],
    ['Asia/Kolkata', '2026-11-22T18:30:00Z', '2026-11-22'],
    ['Asia/Kolkata', '2026-11-22T23:29:59Z', '2026-11-22'],
    ['Asia/Kolkata', '2026-11-22T23:30:00Z', '2026-11-23'],
    // London springs forward 01:00 GMT -> 02:00 BST on 2026-03-29.
    ['Europe/London', '2026-03-29T00:59:00Z', '2026-03-28'],
    ['Europe/London', '2026-03-29T01:00:00Z', '2026-03-28'],
    ['Europe/London', '2026-03-29T03:59:00Z', '2026-03-28'],
    ['Europe/London', '2026-03-29T04:00:00Z', '2026-03-29'],
    // London falls back 02:00 BST -> 01:00 GMT on 2026-10-25.
    ['Europe/London', '2026-10-25T00:59:00Z', '2026-10-24'],
    ['Europe/London', '2026-10-25T01:30:00Z', '2026-10-24'],
    ['Europe/London', '2026-10-25T04:59:00Z', '2026-10-24'],
    ['Europe/London', '2026-10-25T05:00:00Z', '2026-10-25'],
    // New York springs forward 02:00 EST -> 03:00 EDT on 2026-03-08.
    ['America/New_York', '2026-03-08T06:59:00Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T07:00:00Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T08:59:00Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T09:00:00Z', '2026-03-08'],
    // New York falls back 02:00 EDT -> 01:00 EST on 2026-11-01.
    ['America/New_York', '2026-11-01T05:59:00Z', '2026-10-31'],
    ['America/New_York', '2026-11-01T06:30:00Z', '2026-10-31'],
    ['America/New_York', '2026-11-01T09:59:00Z', '2026-10-31'],
    ['America/New_York', '2026-11-01T10:00:00Z', '2026-11-01'],
    // Sydney falls back 03:00 AEDT -> 02:00 AEST on 2026-04-05 ...
    ['Australia/Sydney', '2026-04-04T18:59:00Z', '2026-04-04'],
    ['Australia/Sydney', '2026-04-04T19:00:00Z', '2026-04-05'],
    // ... and springs forward 02:00 AEST -> 03:00 AEDT on 2026-10-04.
    ['Australia/Sydney', '2026-10-03T17:59:00Z', '2026-10-03'],
    ['Australia/Sydney', '2026-10-03T18:00:00Z', '2026-10-04'],
  ];

  it.each(cases)('%s at %s is business date %s', (zone, instant, expected) => {
    expect(businessDate(at(instant), zone)).toBe(expected);
    expect(businessDate(at(instant), zone, '05:00')).toBe(expected);
  });

  it('uses the given day start', () => {
    const instant = at('2026-11-23T06:30:00Z'); // 01:30 in New York
    expect(businessDate(instant, 'America/New_York', '00:00')).toBe('2026-11-23');
    expect(businessDate(instant, 'America/New_York', '01:30')).toBe('2026-11-23');
    expect(businessDate(instant, 'America/New_York', '01:31')).toBe('2026-11-22');
  });

  it('never goes back a day when the clocks repeat the day start', () => {
    // 01:30 happens twice in New York on 2026-11-01; the day starts at the first.
    expect(businessDate(at('2026-11-01T05:29:00Z'), 'America/New_York', '01:30')).toBe(
      '2026-10-31',
    );
    expect(businessDate(at('2026-11-01T05:30:00Z'), 'America/New_York', '01:30')).toBe(
      '2026-11-01',
    );
    // 01:15 EST, after the fall-back: the wall clock is before 01:30 but the day has begun.
    expect(businessDate(at('2026-11-01T06:15:00Z'), 'America/New_York', '01:30')).toBe(
      '2026-11-01',
    );
  });

  it('starts the day when the clocks jump over a day start in the gap', () => {
    // 02:30 does not exist in New York on 2026-03-08; 03:00 EDT (07:00Z) is the first instant.
    expect(businessDate(at('2026-03-08T06:59:59Z'), 'America/New_York', '02:30')).toBe(
      '2026-03-07',
    );
    expect(businessDate(at('2026-03-08T07:00:00Z'), 'America/New_York', '02:30')).toBe(
      '2026-03-08',
    );
  });

  it('rejects bad input', () => {
    expect(() => businessDate(at('2026-11-22T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => businessDate(at('2026-11-22T00:00:00Z'), 'UTC', '5:00')).toThrow(RangeError);
    expect(() => businessDate(at('2026-11-22T00:00:00Z'), 'UTC', '24:00')).toThrow(RangeError);
    expect(() => businessDate(new Date(NaN), 'UTC')).toThrow(RangeError);
  });

  it('takes the day start from the breakfast start time', () => {
    expect(businessDayStart(DEFAULT_SHIFT_SETTINGS)).toBe('05:00');
  });

  it('answers from the day it keeps exactly as it would afresh, forwards, backwards and mixed', () => {
    // The latest business day found for a zone is kept and reused for instants inside it.
    const afresh = (t: number, zone: string, dayStart: string) => {
      const local = zonedParts(new Date(t), zone).date;
      const start = zonedTimeToInstant(local, dayStart, zone).getTime();
      return t >= start ? local : addDays(local, -1);
    };
    const from = at('2026-10-24T00:00:00Z').getTime();
    const instants = Array.from({ length: 400 }, (_, i) => from + i * 17 * 60_000);
    // Now, then a past instant (as the day a store opened is asked about), and so on.
    const mixed = instants.flatMap((t, i) => [t, instants[(i * 7) % instants.length]!]);
    for (const order of [instants, [...instants].reverse(), mixed]) {
      for (const t of order) {
        for (const [zone, dayStart] of [
          ['Europe/London', '01:30'],
          ['Europe/London', '05:00'],
          ['America/New_York', '05:00'],
        ] as const) {
          expect(businessDate(new Date(t), zone, dayStart), `${zone} ${t}`).toBe(
            afresh(t, zone, dayStart),
          );
        }
      }
    }
  });
});

describe("businessDate's kept day", () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps today when a past instant is asked about in between', () => {
    const faces = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const now = at('2026-11-23T20:00:00Z');
    const opened = at('2025-03-02T09:00:00Z');
    const zone = 'Pacific/Auckland';
    expect(businessDate(now, zone)).toBe('2026-11-24');
    expect(businessDate(opened, zone)).toBe('2025-03-02');
    const read = faces.mock.calls.length;
    expect(read).toBeGreaterThan(0);
    expect(businessDate(new Date(now.getTime() + 60_000), zone)).toBe('2026-11-24');
    expect(faces.mock.calls.length).toBe(read);
  });
});

describe('businessDayBounds', () => {
  const hours = (b: { start: Date; end: Date }): number =>
    (b.end.getTime() - b.start.getTime()) / HOUR;

  const cases: [zone: string, date: string, start: string, end: string, length: number][] = [
    ['Europe/London', '2026-03-28', '2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z', 23],
    ['Europe/London', '2026-03-29', '2026-03-29T04:00:00.000Z', '2026-03-30T04:00:00.000Z', 24],
    ['Europe/London', '2026-10-24', '2026-10-24T04:00:00.000Z', '2026-10-25T05:00:00.000Z', 25],
    ['America/New_York', '2026-03-07', '2026-03-07T10:00:00.000Z', '2026-03-08T09:00:00.000Z', 23],
    ['America/New_York', '2026-10-31', '2026-10-31T09:00:00.000Z', '2026-11-01T10:00:00.000Z', 25],
    ['Australia/Sydney', '2026-04-04', '2026-04-03T18:00:00.000Z', '2026-04-04T19:00:00.000Z', 25],
    ['Australia/Sydney', '2026-10-03', '2026-10-02T19:00:00.000Z', '2026-10-03T18:00:00.000Z', 23],
    ['Asia/Kolkata', '2026-11-22', '2026-11-21T23:30:00.000Z', '2026-11-22T23:30:00.000Z', 24],
  ];

  it.each(cases)('%s %s runs %s to %s (%ih)', (zone, date, start, end, length) => {
    const bounds = businessDayBounds(date, zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect(hours(bounds)).toBe(length);
  });

  it('resolves a day start in a spring-forward gap to the end of the gap', () => {
    expect(zonedTimeToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    const bounds = businessDayBounds('2026-03-07', 'America/New_York', '02:30');
    expect(hours(bounds)).toBe(23.5);
  });

  it('takes the first of a repeated local time', () => {
    expect(zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('agrees with businessDate minute by minute around every 2026 change', () => {
    const windows: [zone: string, from: string][] = [
      ['Europe/London', '2026-03-28T12:00:00Z'],
      ['Europe/London', '2026-10-24T12:00:00Z'],
      ['America/New_York', '2026-03-07T18:00:00Z'],
      ['America/New_York', '2026-10-31T18:00:00Z'],
      ['Australia/Sydney', '2026-04-04T00:00:00Z'],
      ['Australia/Sydney', '2026-10-03T00:00:00Z'],
    ];
    for (const [zone, from] of windows) {
      for (const dayStart of ['00:00', '01:30', '02:30', '05:00']) {
        for (let t = at(from).getTime(); t < at(from).getTime() + 30 * HOUR; t += 7 * 60_000) {
          const date = businessDate(new Date(t), zone, dayStart);
          const { start, end } = businessDayBounds(date, zone, dayStart);
          expect(start.getTime() <= t && t < end.getTime(), `${zone} ${dayStart} ${t}`).toBe(true);
        }
      }
    }
  });
});

describe('storeToday', () => {
  const store = (breakfastStart: string, timezone = 'Europe/London') => ({
    timezone,
    shiftSettings: {
      ...DEFAULT_SHIFT_SETTINGS,
      breakfast: { ...DEFAULT_SHIFT_SETTINGS.breakfast, startTime: breakfastStart },
    },
  });

  it("keeps a night shift after midnight on the store's day that started at breakfast", () => {
    expect(storeToday(store('05:00'), new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    expect(storeToday(store('05:00'), new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  it("follows the store's own time zone and breakfast start", () => {
    const sydney = store('06:00', 'Australia/Sydney');
    // 20:30 UTC is 07:30 next morning in Sydney (UTC+11 in November).
    expect(storeToday(sydney, new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(storeToday(sydney, new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-22');
  });
});

describe('storeFirstDay', () => {
  const opened = (timezone: string, createdAt: string, breakfastStart = '05:00') => ({
    timezone,
    createdAt,
    shiftSettings: {
      ...DEFAULT_SHIFT_SETTINGS,
      breakfast: { ...DEFAULT_SHIFT_SETTINGS.breakfast, startTime: breakfastStart },
    },
  });

  it('is the business day the store was created on, in its zone, asked once or many times', () => {
    for (let ask = 0; ask < 2; ask += 1) {
      // 02:00 UTC on the 24th: still the 23rd's business day in London (before 05:00)...
      expect(storeFirstDay(opened('Europe/London', '2026-11-24T02:00:00.000Z'))).toBe('2026-11-23');
      // ...the 24th in Tokyo (11:00 local), and the 24th in London with a 01:00 day start.
      expect(storeFirstDay(opened('Asia/Tokyo', '2026-11-24T02:00:00.000Z'))).toBe('2026-11-24');
      expect(storeFirstDay(opened('Europe/London', '2026-11-24T02:00:00.000Z', '01:00'))).toBe(
        '2026-11-24',
      );
    }
  });
});
