import { zonedParts } from './business-date';
import { dateParts, isoDateFromParts, startOfWeek, addDays, weekday } from './calendar';
import type { IsoDate } from './calendar';

// Fixed en-US names rather than toLocaleDateString: titles are stored and compared, so they
// must not depend on the runtime's locale, ICU version or zone.
const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function weekdayName(date: IsoDate): string {
  return WEEKDAYS[weekday(date)] ?? '';
}

function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (name === undefined) throw new RangeError(`Invalid month: ${month}`);
  return name;
}

function shortMonth(month: number): string {
  return monthName(month).slice(0, 3);
}

/** 'Sunday, November 22, 2026'. */
export function formatLongDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}, ${year}`;
}

/** 'Nov 22, 2026'. */
export function formatShortDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${shortMonth(month)} ${day}, ${year}`;
}

/** 'Mon'. */
export function formatWeekdayShort(date: IsoDate): string {
  return weekdayName(date).slice(0, 3);
}

/** SPEC §4: '<weekday, month day, year> - <Category> Shift', e.g. '... - Breakfast Shift'. */
export function checklistTitle(date: IsoDate, categoryLabel: string): string {
  return `${formatLongDate(date)} - ${categoryLabel} Shift`;
}

/** 'November 2026'. */
export function monthLabel(year: number, month: number): string {
  isoDateFromParts(year, month, 1);
  return `${monthName(month)} ${year}`;
}

/** 'Nov 16 – Nov 22, 2026', or 'Dec 28, 2026 – Jan 3, 2027' when the week spans two years. */
export function weekLabel(monday: IsoDate): string {
  const first = startOfWeek(monday);
  const last = addDays(first, 6);
  const a = dateParts(first);
  const b = dateParts(last);
  const from = a.year === b.year ? `${shortMonth(a.month)} ${a.day}` : formatShortDate(first);
  return `${from} – ${formatShortDate(last)}`;
}

function toInstant(instant: Date | string): Date {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return d;
}

function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Date and 12-hour time parts in a zone; the viewer's own zone when none is given. */
function zonedPieces(instant: Date | string, timeZone: string | undefined) {
  const { date, minutes } = zonedParts(toInstant(instant), timeZone ?? runtimeTimeZone());
  const hour = Math.floor(minutes / 60);
  const clock = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: formatShortDate(date), time: `${clock} ${hour < 12 ? 'AM' : 'PM'}` };
}

/** SPEC feedback time, 'MMM d, yyyy h:mm a': 'Nov 22, 2026 3:05 PM'. */
export function formatFeedbackTime(instant: Date | string, timeZone?: string): string {
  const { date, time } = zonedPieces(instant, timeZone);
  return `${date} ${time}`;
}

/** 'Nov 22, 2026, 3:05 PM', as in the checklist header's creation time. */
export function formatDateTime(instant: Date | string, timeZone?: string): string {
  const { date, time } = zonedPieces(instant, timeZone);
  return `${date}, ${time}`;
}

/** '3:05 PM' in a zone (the viewer's own when none is given). */
export function formatTime(instant: Date | string, timeZone?: string): string {
  return zonedPieces(instant, timeZone).time;
}
