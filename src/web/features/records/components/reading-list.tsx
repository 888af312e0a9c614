import type { IsoDate } from '#domain/dates';
import type { ReadingRow } from '#domain/records/api';
import { leftToRight, limitText, unitSymbol } from '#domain/readings/spec';
import { isTemperatureUnit, type TemperatureUnit } from '#domain/readings/units';
import { Badge } from '#web/components/ui/badge';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { recordsMessages } from '../messages';

/** A day's readings in the order taken: value, limit, in or out, who, and what was done. */
export function ReadingList({
  date,
  readings,
  unit,
  timeZone,
}: {
  date: IsoDate;
  readings: readonly ReadingRow[];
  unit: TemperatureUnit;
  timeZone: string;
}) {
  const t = useT(recordsMessages);
  const format = useFormat();
  const labels = useLabels();
  if (readings.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('noReadings')}</p>;
  }
  return (
    <ul
      aria-label={t('readingsOf', { date: format.longDate(date) })}
      className="divide-y divide-slate-200 dark:divide-slate-800"
    >
      {readings.map((reading) => {
        // Judged in the unit it was taken in, which a store that changed unit still shows.
        const readIn = isTemperatureUnit(reading.unit) ? reading.unit : unit;
        const symbol = unitSymbol(reading.unit);
        const value = `${format.number(Number(reading.value))}${symbol ? `\u00a0${symbol}` : ''}`;
        return (
          <li key={reading.id} data-testid="log-reading" className="py-2.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 font-medium break-words">
                {reading.shownText ?? reading.itemText}
              </p>
              <p
                dir="ltr"
                className={
                  reading.within
                    ? 'font-semibold text-slate-900 tabular-nums dark:text-slate-100'
                    : 'font-semibold text-red-700 tabular-nums dark:text-red-300'
                }
              >
                {value}
              </p>
            </div>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span>
                {t('readingBy', {
                  time: format.time(reading.at, timeZone),
                  shift: labels.shift(reading.category),
                  person: reading.userName,
                })}
              </span>
              <span>
                {t('limit', {
                  limit: leftToRight(limitText(reading.measure, readIn, format.number)),
                })}
              </span>
              <Badge tone={reading.within ? 'green' : 'red'}>
                {reading.within ? t('withinLimit') : t('outsideLimit')}
              </Badge>
            </p>
            {reading.action && (
              <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">
                {t('action', { action: reading.action })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
