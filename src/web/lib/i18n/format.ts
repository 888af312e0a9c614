import { useMemo } from 'react';
import type { IsoDate } from '#domain/dates';
import {
  dateFormatter,
  dateTimeIn,
  LONG_DATE,
  SHORT_DATE,
  utcDay,
} from '#domain/i18n/date-formats';
import type { Locale } from '#domain/i18n/locales';
import { currentHourCycle, useHourCycle, useLocale } from './locale';

/** A formatter, its hours on the store's clock when it has one. */
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  dateFormatter(locale, { ...options, hourCycle: currentHourCycle() });

const UTC = { timeZone: 'UTC' } as const;

/**
 * Dates, times and numbers in a language's own way: 'Wednesday, December 2, 2026' in US English,
 * 'miércoles, 2 de diciembre de 2026' in Spanish, Arabic digits and order in Arabic.
 */
export function formatsFor(locale: Locale) {
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    locale,
    /** 'Wednesday, December 2, 2026'. */
    longDate: (date: IsoDate) => dateFormat(locale, LONG_DATE).format(utcDay(date)),
    /** 'Dec 2, 2026'. */
    shortDate: (date: IsoDate) => dateFormat(locale, SHORT_DATE).format(utcDay(date)),
    /** 'Dec 2'. */
    monthDay: (date: IsoDate) =>
      dateFormat(locale, { ...UTC, month: 'short', day: 'numeric' }).format(utcDay(date)),
    /** 'Wednesday'. */
    weekday: (date: IsoDate) =>
      dateFormat(locale, { ...UTC, weekday: 'long' }).format(utcDay(date)),
    /** 'Wed'. */
    weekdayShort: (date: IsoDate) =>
      dateFormat(locale, { ...UTC, weekday: 'short' }).format(utcDay(date)),
    /** 'December 2026'. */
    monthYear: (year: number, month: number) =>
      dateFormat(locale, { ...UTC, year: 'numeric', month: 'long' }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      ),
    /** 'Nov 30 – Dec 6, 2026'. */
    dateRange: (first: IsoDate, last: IsoDate) =>
      dateFormat(locale, SHORT_DATE).formatRange(utcDay(first), utcDay(last)),
    /** An instant's date and time in a zone (the viewer's own when none is given). */
    dateTime: (instant: Date | string, timeZone?: string) =>
      dateFormat(locale, dateTimeIn(timeZone)).format(new Date(instant)),
    /** An instant's time of day in a zone (the viewer's own when none is given). */
    time: (instant: Date | string, timeZone?: string) =>
      dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
        new Date(instant),
      ),
    /** A time of day written 'HH:MM' (a shift's start): '5:00 AM', '05:00'. */
    clock: (time: string) => {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      return dateFormat(locale, { ...UTC, hour: 'numeric', minute: '2-digit' }).format(
        new Date(Date.UTC(1970, 0, 1, hour, minute)),
      );
    },
    number: (value: number) => numbers.format(value),
    /** A whole percentage given as 0–100: '75%', '75 %', '٧٥٪'. */
    percent: (value: number) => percents.format(value / 100),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

const cache = new Map<Locale, Formats>();

export function formats(locale: Locale): Formats {
  let found = cache.get(locale);
  if (!found) {
    found = formatsFor(locale);
    cache.set(locale, found);
  }
  return found;
}

/** Dates, times and numbers in the person's language, times on their store's clock. */
export function useFormat(): Formats {
  const locale = useLocale();
  // Drawn again when the store's clock changes: the formats read it as they format.
  useHourCycle();
  return useMemo(() => formats(locale), [locale]);
}
