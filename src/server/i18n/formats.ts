import { dateParts, formatDateTime, formatLongDate, type IsoDate } from '#domain/dates';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A calendar date as the instant of its midnight in UTC, formatted in UTC: no zone can shift it. */
function utcDay(date: IsoDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Dates, times and numbers in what the server writes (PDFs, CSV files, e-mails), as the web
 * writes them for the language (src/web/lib/i18n/format.ts). The source language keeps the
 * SPEC's fixed formats its documents have always had ('Sunday, November 22, 2026',
 * 'Nov 22, 2026, 3:05 PM'), which its tests and readers compare.
 */
export function serverFormats(locale: Locale) {
  const source = locale === SOURCE_LOCALE;
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    locale,
    /** 'Wednesday, December 2, 2026'. */
    longDate: (date: IsoDate) =>
      source
        ? formatLongDate(date)
        : dateFormat(locale, {
            timeZone: 'UTC',
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
          }).format(utcDay(date)),
    /** 'Dec 2, 2026'; the source's documents list the date as they always have, '2026-12-02'. */
    shortDate: (date: IsoDate) =>
      source
        ? date
        : dateFormat(locale, {
            timeZone: 'UTC',
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          }).format(utcDay(date)),
    /** An instant's date and time in a zone. */
    dateTime: (instant: Date | string, timeZone: string) =>
      source
        ? formatDateTime(instant, timeZone)
        : dateFormat(locale, {
            timeZone,
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }).format(new Date(instant)),
    number: (value: number) => (source ? String(value) : numbers.format(value)),
    /** A whole percentage given as 0–100: '75%', '75 %', '٧٥٪'. */
    percent: (value: number) => (source ? `${value}%` : percents.format(value / 100)),
  };
}

export type ServerFormats = ReturnType<typeof serverFormats>;
