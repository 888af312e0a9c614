import en from '#domain/i18n/catalogues/rules-dates/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** A calendar date, 'YYYY-MM-DD', with no time or zone attached. */
export type IsoDate = string;

export interface YearMonth {
  year: number;
  /** 1 = January .. 12 = December. */
  month: number;
}

export interface DateParts extends YearMonth {
  day: number;
}

// Five-digit years only ever come out of arithmetic at the far edge (the week holding
// 9999-12-31 ends in 10000); inputs are bounded by DATE_RANGE below.
const ISO_DATE_PATTERN = /^(\d{4,5})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const ISO_DATE_MESSAGE = plainText(en.isoDate);

// All arithmetic goes through UTC midnights: UTC has no DST, so adding a day always moves
// exactly one calendar day whatever zone the server or browser runs in.
function utcMs(year: number, month: number, day: number): number {
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function fromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return isoDateFromParts(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

function partsOrNull(s: string): DateParts | null {
  const m = ISO_DATE_PATTERN.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True only for a real calendar date in strict 'YYYY-MM-DD' form (so not '2026-02-30'). */
export function isIsoDate(s: unknown): s is IsoDate {
  return typeof s === 'string' && partsOrNull(s) !== null;
}

/** Splits a date into numbers; throws RangeError for anything that is not a real date. */
export function dateParts(date: IsoDate): DateParts {
  const parts = partsOrNull(date);
  if (!parts) throw new RangeError(`Invalid date: ${JSON.stringify(date)}`);
  return parts;
}

export function isoDateFromParts(year: number, month: number, day: number): IsoDate {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    throw new RangeError(`Invalid date parts: ${year}, ${month}, ${day}`);
  }
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (!isIsoDate(date)) throw new RangeError(`Invalid date: ${date}`);
  return date;
}

// Parsing is the cost of date arithmetic, and a chain's report compares the same few dates
// thousands of times (a period's bounds against each store's first day and today): each date
// is parsed once, up to a bound.
const MAX_KEPT_DATES = 10_000;
const msOfDate = new Map<string, number>();

function toMs(date: IsoDate): number {
  const kept = msOfDate.get(date);
  if (kept !== undefined) return kept;
  const { year, month, day } = dateParts(date);
  const ms = utcMs(year, month, day);
  if (msOfDate.size >= MAX_KEPT_DATES) msOfDate.clear();
  msOfDate.set(date, ms);
  return ms;
}

export function addDays(date: IsoDate, n: number): IsoDate {
  return fromUtcMs(toMs(date) + n * DAY_MS);
}

/** Moves by whole months, clamping to the month's end (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return isoDateFromParts(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

/** -1, 0 or 1; usable as an Array.prototype.sort comparator. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const diff = toMs(a) - toMs(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** 0 = Monday .. 6 = Sunday (JavaScript's own numbering starts the week on Sunday). */
export function weekday(date: IsoDate): number {
  return (new Date(toMs(date)).getUTCDay() + 6) % 7;
}

/** The Monday on or before the date; weeks start on Monday everywhere in this product. */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekday(date));
}

/** The seven dates, Monday to Sunday, of the week containing the date. */
export function weekDates(date: IsoDate): IsoDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  return isoDateFromParts(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  return isoDateFromParts(year, month, daysInMonth(year, month));
}

export function monthOf(date: IsoDate): YearMonth {
  const { year, month } = dateParts(date);
  return { year, month };
}

/**
 * Whole Monday-first weeks covering the month, padded with the adjacent months' days so the
 * calendar is a clean rectangle (4 to 6 rows).
 */
export function monthGrid(year: number, month: number): IsoDate[][] {
  const first = isoDateFromParts(year, month, 1);
  const last = endOfMonth(first);
  const weeks: IsoDate[][] = [];
  for (let monday = startOfWeek(first); compareDates(monday, last) <= 0;) {
    const week = weekDates(monday);
    weeks.push(week);
    monday = addDays(monday, 7);
  }
  return weeks;
}

/** The dates the product accepts from outside: no business records before 2000 or after 9999. */
export const DATE_RANGE = { earliest: '2000-01-01', latest: '9999-12-31' } as const;
export const DATE_OUT_OF_RANGE = englishText(en.outOfRange, {
  earliest: DATE_RANGE.earliest,
  latest: DATE_RANGE.latest,
});

export function isDateInRange(date: IsoDate): boolean {
  return (
    isIsoDate(date) &&
    compareDates(date, DATE_RANGE.earliest) >= 0 &&
    compareDates(date, DATE_RANGE.latest) <= 0
  );
}
