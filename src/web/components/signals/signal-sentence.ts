import { zonedParts } from '#domain/dates';
import type { RecordSignal } from '#domain/signals/api';
import { unitSymbol } from '#domain/readings/spec';
import type { ShiftCategory } from '#domain/shifts';
import type { Formats } from '#web/lib/i18n/format';
import type { Namespace } from '#web/lib/i18n/catalogue';
import type { Translate } from '#web/lib/i18n/use-t';
import type { signalMessages } from './messages';

/** Every text of the signals' namespace. */
type SignalKey = typeof signalMessages extends Namespace<infer Key> ? Key : never;

/**
 * What a signal saw, in a sentence of `t`'s language with its times on its store's clock: a time
 * on another day than the record's says its date too (ticked the morning after).
 */
export function signalSentence(
  signal: RecordSignal,
  t: Translate<SignalKey>,
  format: Pick<Formats, 'time' | 'dateTime' | 'number' | 'shortDate' | 'dateRange'>,
  shift: (category: ShiftCategory) => string,
): string {
  const time = (instant: string) =>
    zonedParts(new Date(instant), signal.timeZone).date === signal.businessDate
      ? format.time(instant, signal.timeZone)
      : format.dateTime(instant, signal.timeZone);
  const detail = signal.detail;
  switch (detail.kind) {
    case 'fast-ticks':
      return t('fastTicks', {
        name: detail.userName,
        items: format.number(detail.items),
        seconds: format.number(detail.seconds),
        from: time(detail.from),
      });
    case 'after-shift':
      return t('afterShift', {
        name: detail.userName,
        items: detail.items,
        end: time(detail.shiftEnd),
        same: time(detail.from) === time(detail.to) ? 'yes' : 'no',
        from: time(detail.from),
        to: time(detail.to),
      });
    case 'one-person-day':
      return t('onePersonDay', {
        name: detail.userName,
        count: format.number(detail.shifts.length),
        date: format.shortDate(signal.businessDate),
        shifts: detail.shifts
          .map((s) =>
            t('shiftTimes', { shift: shift(s.category), from: time(s.from), to: time(s.to) }),
          )
          .join(', '),
      });
    case 'same-reading': {
      const symbol = unitSymbol(detail.unit);
      const value = format.number(Number(detail.value));
      return t('sameReading', {
        item: detail.itemText,
        value: symbol ? `${value}\u00a0${symbol}` : value,
        days: format.number(detail.days),
        range: format.dateRange(detail.from, detail.to),
      });
    }
    case 'round-readings':
      return t('roundReadings', {
        round: format.number(detail.round),
        readings: format.number(detail.readings),
        week: format.shortDate(detail.from),
      });
  }
}
