import { describe, expect, it } from 'vitest';
import type { RecordSignal, SignalDetail } from '#domain/signals/api';
import { dateFormatter, dateTimeIn, SHORT_DATE, utcDay } from '#domain/i18n/date-formats';
import { signalSentence } from './signal-sentence';

// The sentence's words are the catalogue's; here `t` shows the key and the values it was given,
// so what is checked is what each kind puts into its sentence.
const t = (key: string, values?: object) => `${key} ${JSON.stringify(values ?? {})}`;
// The app's own date formats in US English (format.ts builds its Formats from them too).
const format = {
  time: (instant: string | Date, timeZone?: string) =>
    dateFormatter('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(instant),
    ),
  dateTime: (instant: string | Date, timeZone?: string) =>
    dateFormatter('en-US', dateTimeIn(timeZone)).format(new Date(instant)),
  number: (value: number) => new Intl.NumberFormat('en-US').format(value),
  shortDate: (date: string) => dateFormatter('en-US', SHORT_DATE).format(utcDay(date)),
  dateRange: (first: string, last: string) =>
    dateFormatter('en-US', SHORT_DATE).formatRange(utcDay(first), utcDay(last)),
};
const shift = (category: string) => `<${category}>`;

const signal = (detail: SignalDetail, businessDate = '2026-12-01'): RecordSignal => ({
  id: 's1',
  storeId: 'store',
  storeName: 'High Street',
  storeNumber: '228',
  timeZone: 'America/New_York',
  businessDate,
  checklistId: null,
  category: null,
  detail,
  foundAt: '2026-12-01T20:00:00.000Z',
  explanation: null,
});
const said = (detail: SignalDetail, businessDate?: string) => {
  const text = signalSentence(signal(detail, businessDate), t, format, shift);
  const [key, ...json] = text.split(' ');
  return { key, values: JSON.parse(json.join(' ')) };
};

describe('what each signal says', () => {
  it('fast ticks: who, how many, in how long, from when on the store’s clock', () => {
    expect(
      said({
        kind: 'fast-ticks',
        userName: 'Tom',
        items: 30,
        seconds: 40,
        from: '2026-12-01T14:00:00.000Z',
        to: '2026-12-01T14:00:40.000Z',
      }),
    ).toEqual({
      key: 'fastTicks',
      values: { name: 'Tom', items: '30', seconds: '40', from: '9:00 AM' },
    });
  });

  it('ticks after the shift: one time when they were all at once, and the date when the day differs', () => {
    const { values } = said({
      kind: 'after-shift',
      userName: 'Ana',
      items: 3,
      shiftEnd: '2026-12-01T16:00:00.000Z',
      from: '2026-12-02T09:10:00.000Z',
      to: '2026-12-02T09:10:30.000Z',
    });
    expect(values).toMatchObject({ items: 3, end: '11:00 AM', same: 'yes' });
    expect(values.from).toMatch(/^Dec 2, 2026, 4:10 AM$/);
  });

  it('one person: each shift with its first and last tick', () => {
    const { values } = said({
      kind: 'one-person-day',
      userName: 'Tom',
      shifts: [
        { category: 'breakfast', from: '2026-12-01T11:00:00.000Z', to: '2026-12-01T11:30:00.000Z' },
        { category: 'night', from: '2026-12-01T23:00:00.000Z', to: '2026-12-02T04:30:00.000Z' },
      ],
    });
    expect(values).toMatchObject({ name: 'Tom', count: '2', date: 'Dec 1, 2026' });
    expect(values.shifts).toContain(
      'shiftTimes {"shift":"<breakfast>","from":"6:00 AM","to":"6:30 AM"}',
    );
    expect(values.shifts).toContain('"to":"11:30 PM"');
  });

  it('the same reading: the value with its unit, the days and their range', () => {
    expect(
      said({
        kind: 'same-reading',
        itemText: 'Walk-in chiller temperature',
        value: '3.0',
        unit: 'C',
        days: 5,
        from: '2026-11-27',
        to: '2026-12-01',
      }).values,
    ).toEqual({
      item: 'Walk-in chiller temperature',
      value: '3\u00a0°C',
      days: '5',
      range: format.dateRange('2026-11-27', '2026-12-01'),
    });
  });

  it('round readings: how many of how many, and the week', () => {
    expect(
      said({
        kind: 'round-readings',
        readings: 40,
        round: 38,
        from: '2026-11-30',
        to: '2026-12-06',
      }).values,
    ).toEqual({ round: '38', readings: '40', week: 'Nov 30, 2026' });
  });
});
