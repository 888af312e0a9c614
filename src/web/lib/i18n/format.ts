import { useMemo } from 'react';
import { dateParts, type IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { currentHourCycle, useHourCycle, useLocale } from './locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter, its hours on the store's clock when it has one. */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const hourCycle = currentHourCycle();
  const id = `${locale}|${hourCycle}|${JSON.stringify(options)}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, hourCycle });
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A calendar date as the instant of its midnight in UTC, formatted in UTC: no zone can shift it. */
function utcDay(date: IsoDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

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
    longDate: (date: IsoDate) =>
      dateFormat(locale, {
        ...UTC,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(utcDay(date)),
    /** 'Dec 2, 2026'. */
    shortDate: (date: IsoDate) =>
      dateFormat(locale, { ...UTC, year: 'numeric', month: 'short', day: 'numeric' }).format(
        utcDay(date),
      ),
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
      dateFormat(locale, { ...UTC, year: 'numeric', month: 'short', day: 'numeric' }).formatRange(
        utcDay(first),
        utcDay(last),
      ),
    /** An instant's date and time in a zone (the viewer's own when none is given). */
    dateTime: (instant: Date | string, timeZone?: string) =>
      dateFormat(locale, {
        timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(instant)),
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
