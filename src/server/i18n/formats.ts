import { formatDateTime, formatLongDate, type IsoDate } from '#domain/dates';
import {
  dateFormatter as dateFormat,
  dateTimeIn,
  LONG_DATE,
  SHORT_DATE,
  utcDay,
} from '#domain/i18n/date-formats';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';

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
      source ? formatLongDate(date) : dateFormat(locale, LONG_DATE).format(utcDay(date)),
    /** 'Dec 2, 2026'; the source's documents list the date as they always have, '2026-12-02'. */
    shortDate: (date: IsoDate) =>
      source ? date : dateFormat(locale, SHORT_DATE).format(utcDay(date)),
    /** An instant's date and time in a zone. */
    dateTime: (instant: Date | string, timeZone: string) =>
      source
        ? formatDateTime(instant, timeZone)
        : dateFormat(locale, dateTimeIn(timeZone)).format(new Date(instant)),
    number: (value: number) => (source ? String(value) : numbers.format(value)),
    /** A whole percentage given as 0–100: '75%', '75 %', '٧٥٪'. */
    percent: (value: number) => (source ? `${value}%` : percents.format(value / 100)),
  };
}

export type ServerFormats = ReturnType<typeof serverFormats>;
