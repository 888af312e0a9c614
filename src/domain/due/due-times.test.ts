import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS, type ShiftSettings } from '../shifts';
import { DEFAULT_DUE_SETTINGS } from './settings';
import { notStartedAt, sectionDueTimes, shiftWindow } from './shift-window';
import { nextSectionDoneAt, NO_SECTION_DONE } from './shift-timing';

const OVERNIGHT_ON: ShiftSettings = {
  ...DEFAULT_SHIFT_SETTINGS,
  overnight: { enabled: true, startTime: '00:00', endTime: '05:00' },
};

function dueTimes(
  date: string,
  category: keyof ShiftSettings,
  zone: string,
  settings = OVERNIGHT_ON,
) {
  const window = shiftWindow(date, category, settings, zone);
  const due = sectionDueTimes(window, DEFAULT_DUE_SETTINGS);
  return {
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    notStarted: notStartedAt(window).toISOString(),
    preShift: due['pre-shift'].toISOString(),
    travelPath: due['travel-path'].toISOString(),
    handover: due['post-shift'].toISOString(),
  };
}

describe('due times of each shift kind (London, winter)', () => {
  it('breakfast: 30 min after 05:00, the middle of 05:00–11:00, 30 min after 11:00', () => {
    expect(dueTimes('2026-11-23', 'breakfast', 'Europe/London')).toEqual({
      start: '2026-11-23T05:00:00.000Z',
      end: '2026-11-23T11:00:00.000Z',
      notStarted: '2026-11-23T05:30:00.000Z',
      preShift: '2026-11-23T05:30:00.000Z',
      travelPath: '2026-11-23T08:00:00.000Z',
      handover: '2026-11-23T11:30:00.000Z',
    });
  });
  it('day', () => {
    const due = dueTimes('2026-11-23', 'day', 'Europe/London');
    expect([due.preShift, due.travelPath, due.handover]).toEqual([
      '2026-11-23T11:30:00.000Z',
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T17:30:00.000Z',
    ]);
  });
  it('night ends at midnight, so its handover is due at 00:30 the next calendar day', () => {
    const due = dueTimes('2026-11-23', 'night', 'Europe/London');
    expect(due.end).toBe('2026-11-24T00:00:00.000Z');
    expect([due.preShift, due.travelPath, due.handover]).toEqual([
      '2026-11-23T17:30:00.000Z',
      '2026-11-23T20:30:00.000Z',
      '2026-11-24T00:30:00.000Z',
    ]);
  });
  it('overnight 00:00–05:00 of a business date runs after that date’s midnight', () => {
    const due = dueTimes('2026-11-23', 'overnight', 'Europe/London');
    expect(due.start).toBe('2026-11-24T00:00:00.000Z');
    expect([due.preShift, due.travelPath, due.handover]).toEqual([
      '2026-11-24T00:30:00.000Z',
      '2026-11-24T02:30:00.000Z',
      '2026-11-24T05:30:00.000Z',
    ]);
  });
  it('an overnight shift 23:00–05:00 crosses midnight and stays on its business date', () => {
    const settings: ShiftSettings = {
      ...DEFAULT_SHIFT_SETTINGS,
      overnight: { enabled: true, startTime: '23:00', endTime: '05:00' },
    };
    const due = dueTimes('2026-11-23', 'overnight', 'Europe/London', settings);
    expect(due.start).toBe('2026-11-23T23:00:00.000Z');
    expect(due.end).toBe('2026-11-24T05:00:00.000Z');
    expect(due.travelPath).toBe('2026-11-24T02:00:00.000Z');
    expect(due.handover).toBe('2026-11-24T05:30:00.000Z');
  });
  it('follows the store’s own due settings', () => {
    const window = shiftWindow('2026-11-23', 'day', DEFAULT_SHIFT_SETTINGS, 'Europe/London');
    const due = sectionDueTimes(window, {
      preShiftMinutes: 0,
      travelPathPercent: 75,
      handoverMinutes: 90,
    });
    expect(due['pre-shift'].toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(due['travel-path'].toISOString()).toBe('2026-11-23T15:30:00.000Z');
    expect(due['post-shift'].toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});

describe('due times on days the clocks change', () => {
  it('London, autumn: the overnight shift lasts 6 real hours, its middle is 02:00 UTC', () => {
    const due = dueTimes('2026-10-24', 'overnight', 'Europe/London');
    expect(due.start).toBe('2026-10-24T23:00:00.000Z'); // 00:00 BST
    expect(due.end).toBe('2026-10-25T05:00:00.000Z'); // 05:00 GMT
    expect(due.preShift).toBe('2026-10-24T23:30:00.000Z');
    expect(due.travelPath).toBe('2026-10-25T02:00:00.000Z');
    expect(due.handover).toBe('2026-10-25T05:30:00.000Z');
  });
  it('London, spring: 00:00 GMT to 05:00 BST is 4 real hours', () => {
    const due = dueTimes('2026-03-28', 'overnight', 'Europe/London');
    expect(due.start).toBe('2026-03-29T00:00:00.000Z');
    expect(due.end).toBe('2026-03-29T04:00:00.000Z');
    expect(due.travelPath).toBe('2026-03-29T02:00:00.000Z');
    expect(due.handover).toBe('2026-03-29T04:30:00.000Z');
  });
  it('New York, spring: the night shift before the change and the overnight shift across it', () => {
    const night = dueTimes('2026-03-07', 'night', 'America/New_York');
    expect(night.start).toBe('2026-03-07T22:00:00.000Z'); // 17:00 EST
    expect(night.end).toBe('2026-03-08T05:00:00.000Z'); // 00:00 EST
    expect(night.travelPath).toBe('2026-03-08T01:30:00.000Z');
    const overnight = dueTimes('2026-03-07', 'overnight', 'America/New_York');
    expect(overnight.start).toBe('2026-03-08T05:00:00.000Z'); // 00:00 EST
    expect(overnight.end).toBe('2026-03-08T09:00:00.000Z'); // 05:00 EDT
    expect(overnight.handover).toBe('2026-03-08T09:30:00.000Z');
  });
  it('New York, autumn: the breakfast shift after the change is on the new offset', () => {
    const due = dueTimes('2026-11-01', 'breakfast', 'America/New_York');
    expect(due.start).toBe('2026-11-01T10:00:00.000Z'); // 05:00 EST
    expect(due.preShift).toBe('2026-11-01T10:30:00.000Z');
  });
  it('Sydney, spring (October): the overnight shift loses an hour at 02:00', () => {
    const due = dueTimes('2026-10-03', 'overnight', 'Australia/Sydney');
    expect(due.start).toBe('2026-10-03T14:00:00.000Z'); // 00:00 AEST
    expect(due.end).toBe('2026-10-03T18:00:00.000Z'); // 05:00 AEDT
    expect(due.travelPath).toBe('2026-10-03T16:00:00.000Z'); // 03:00 AEDT
    expect(due.handover).toBe('2026-10-03T18:30:00.000Z');
  });
  it('Sydney, autumn (April): the overnight shift gains an hour', () => {
    const due = dueTimes('2026-04-04', 'overnight', 'Australia/Sydney');
    expect(due.start).toBe('2026-04-04T13:00:00.000Z'); // 00:00 AEDT
    expect(due.end).toBe('2026-04-04T19:00:00.000Z'); // 05:00 AEST
    expect(due.travelPath).toBe('2026-04-04T16:00:00.000Z');
  });
});

describe('when a section was done', () => {
  const item = (section: 'pre-shift' | 'travel-path', done: boolean, failed = false) => ({
    section,
    completed: done,
    failed,
    resolved: false,
  });
  it('keeps the first time a section became all done, failed items counting as done', () => {
    const first = nextSectionDoneAt(
      [item('pre-shift', true), item('pre-shift', false, true), item('travel-path', false)],
      NO_SECTION_DONE,
      '2026-11-23T05:20:00.000Z',
    );
    expect(first).toEqual({ ...NO_SECTION_DONE, 'pre-shift': '2026-11-23T05:20:00.000Z' });
    const later = nextSectionDoneAt(
      [item('pre-shift', true), item('pre-shift', true), item('travel-path', false)],
      first,
      '2026-11-23T06:00:00.000Z',
    );
    expect(later['pre-shift']).toBe('2026-11-23T05:20:00.000Z');
  });
  it('forgets the time when an item is reopened, and an empty section is never done', () => {
    const reopened = nextSectionDoneAt(
      [item('pre-shift', false)],
      { ...NO_SECTION_DONE, 'pre-shift': '2026-11-23T05:20:00.000Z' },
      '2026-11-23T06:00:00.000Z',
    );
    expect(reopened).toEqual(NO_SECTION_DONE);
  });
});

describe('the last day there is', () => {
  it('times a night shift of 9999-12-31 ending at midnight into the year 10000', () => {
    const window = shiftWindow('9999-12-31', 'night', DEFAULT_SHIFT_SETTINGS, 'Europe/London');
    expect(window.end.getTime() - window.start.getTime()).toBe(7 * 60 * 60_000);
    expect(window.end.toISOString()).toBe('+010000-01-01T00:00:00.000Z');
  });
});
