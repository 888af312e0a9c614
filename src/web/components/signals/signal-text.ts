import { useCallback } from 'react';
import { zonedParts } from '#domain/dates';
import type { RecordSignal } from '#domain/signals/api';
import { unitSymbol } from '#domain/readings/spec';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { signalMessages } from './messages';

/** What a signal saw, in a sentence with its times on its store's clock. */
export function useSignalText(): (signal: RecordSignal) => string {
  const t = useT(signalMessages);
  const format = useFormat();
  const labels = useLabels();
  return useCallback(
    (signal: RecordSignal) => {
      // A time on another day than the record's says its date too (ticked the morning after).
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
              .map((shift) =>
                t('shiftTimes', {
                  shift: labels.shift(shift.category),
                  from: time(shift.from),
                  to: time(shift.to),
                }),
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
    },
    [t, format, labels],
  );
}
