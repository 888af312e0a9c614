import { dateParts, type IsoDate } from '../dates';

// Dates and times in a language's own way, for the web's screens and the server's documents
// alike: the same options give the same words.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options, made once. */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A calendar date as the instant of its midnight in UTC, formatted in UTC: no zone can shift it. */
export function utcDay(date: IsoDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'Wednesday, December 2, 2026'. */
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** 'Dec 2, 2026'. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

/** An instant's date and time in a zone (the reader's own when none is given). */
export const dateTimeIn = (timeZone: string | undefined): Intl.DateTimeFormatOptions => ({
  timeZone,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
