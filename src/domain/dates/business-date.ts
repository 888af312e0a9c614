import { DEFAULT_SHIFT_SETTINGS, isTimeOfDay } from '../shifts';
import type { ShiftSettings } from '../shifts';
import { addDays, dateParts, isoDateFromParts } from './calendar';
import type { IsoDate } from './calendar';

/** A business day starts when breakfast starts (ARCHITECTURE "Time"). */
export const DEFAULT_DAY_START: string = DEFAULT_SHIFT_SETTINGS.breakfast.startTime;

export interface ZonedParts {
  date: IsoDate;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
}

export interface InstantRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive: the next business day's start. */
  end: Date;
}

const DAY_MS = 86_400_000;

// Building a DateTimeFormat is far slower than using one, and the set of store zones is small.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which some engines render as '24' at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, timeZone: string): WallClock {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? NaN,
    month: values.month ?? NaN,
    day: values.day ?? NaN,
    hour: (values.hour ?? NaN) % 24,
    minute: values.minute ?? NaN,
    second: values.second ?? NaN,
  };
}

/** The local wall-clock time at an instant, read as if it were UTC, to the second. */
function wallMs(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second);
  return d.getTime();
}

function offsetMs(ms: number, timeZone: string): number {
  return wallMs(ms, timeZone) - Math.floor(ms / 1000) * 1000;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Minutes since midnight for 'HH:MM'; throws RangeError for anything else. */
export function parseTimeOfDay(time: string): number {
  if (!isTimeOfDay(time)) {
    throw new RangeError(`Invalid time of day: ${JSON.stringify(time)}`);
  }
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function isValidTimeZone(timeZone: unknown): boolean {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const w = wallClock(instant.getTime(), timeZone);
  return {
    date: isoDateFromParts(w.year, w.month, w.day),
    time: `${pad2(w.hour)}:${pad2(w.minute)}`,
    minutes: w.hour * 60 + w.minute,
  };
}

/**
 * The instant at which the zone's clocks show `time` on `date`. A time that happens twice
 * (autumn fall-back) gives the earlier instant; a time skipped by a spring-forward gap gives
 * the first instant after the gap, when the clocks jump past it.
 */
export function zonedTimeToInstant(date: IsoDate, time: string, timeZone: string): Date {
  // Pure (zone rules do not change while the process runs) and asked for the same few
  // (zone, date, time) triples again and again: a period's reports repeat them per store.
  const key = `${timeZone}|${date}|${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = computeZonedInstant(date, time, timeZone);
    if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** Enough for every store zone × shift time × several years of dates; cleared when full. */
const INSTANT_CACHE_SIZE = 100_000;
const instants = new Map<string, number>();

function computeZonedInstant(date: IsoDate, time: string, timeZone: string): number {
  // Validate first: Date.parse would quietly roll '2026-02-30' over into March.
  const { year, month, day } = dateParts(date);
  const minutes = parseTimeOfDay(time);
  // The wall-clock target expressed as if it were UTC, to compare with wallMs. From the parts,
  // not Date.parse, which reads no five-digit year (the day after 9999-12-31).
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, day);
  const target = midnight.getTime() + minutes * 60_000;
  const localAt = (ms: number): number => ms + offsetMs(ms, timeZone);
  // Offsets a day either side cover both sides of any nearby transition.
  const candidates = [
    ...new Set([-DAY_MS, 0, DAY_MS].map((d) => target - offsetMs(target + d, timeZone))),
  ];
  candidates.sort((a, b) => a - b);
  const exact = candidates.find((ms) => localAt(ms) === target);
  if (exact !== undefined) return exact;

  // In a gap: the clocks run from before the target to after it at one instant; find it.
  const before = candidates.filter((ms) => localAt(ms) < target).at(-1);
  const after = candidates.find((ms) => localAt(ms) > target && (before ?? -Infinity) < ms);
  if (before === undefined || after === undefined) {
    return target - offsetMs(target, timeZone);
  }
  let lo: number = before;
  let hi: number = after;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (localAt(mid) > target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** [start, end) of a business day: dayStart local time on `date` to dayStart the next day. */
export function businessDayBounds(
  date: IsoDate,
  timeZone: string,
  dayStart: string = DEFAULT_DAY_START,
): InstantRange {
  return {
    start: zonedTimeToInstant(date, dayStart, timeZone),
    end: zonedTimeToInstant(addDays(date, 1), dayStart, timeZone),
  };
}

/**
 * The store's business date at an instant: before dayStart local time it is still yesterday,
 * so a night shift past midnight stays on the day it began. Decided against the real start
 * instant rather than by comparing wall clocks, so it agrees with businessDayBounds on days
 * when the clocks change near dayStart.
 */
export function businessDate(
  instant: Date,
  timeZone: string,
  dayStart: string = DEFAULT_DAY_START,
): IsoDate {
  // Every request asks for "today" in its store's zone: the latest business day found for a
  // zone and day start answers every instant inside it without reading a clock face again.
  // Only a later day replaces it, so asking about a past instant (the day a store opened)
  // cannot push today out.
  const key = `${timeZone}|${dayStart}`;
  const ms = instant.getTime();
  const known = currentDays.get(key);
  if (known && ms >= known.from && ms < known.until) return known.date;
  const local = zonedParts(instant, timeZone).date;
  const start = zonedTimeToInstant(local, dayStart, timeZone).getTime();
  const date = ms >= start ? local : addDays(local, -1);
  if (known && ms < known.from) return date;
  const bounds = businessDayBounds(date, timeZone, dayStart);
  if (currentDays.size >= CURRENT_DAY_CACHE_SIZE) currentDays.clear();
  currentDays.set(key, { date, from: bounds.start.getTime(), until: bounds.end.getTime() });
  return date;
}

const CURRENT_DAY_CACHE_SIZE = 1_000;
const currentDays = new Map<string, { date: IsoDate; from: number; until: number }>();

/** The day start for a store: its breakfast start time, whether or not breakfast is enabled. */
export function businessDayStart(settings: ShiftSettings): string {
  return settings.breakfast.startTime;
}

/** "Today" for a store: its business date now, a day that starts at its breakfast start time. */
export function storeToday(
  store: { timezone: string; shiftSettings: ShiftSettings },
  now: Date,
): IsoDate {
  return businessDate(now, store.timezone, businessDayStart(store.shiftSettings));
}

/**
 * The store's first business date: the day it was created on, in its own time zone. Reports
 * ask it of every store on every read, and it never changes for a zone, day start and moment,
 * so it is remembered (reading a past clock face costs two Intl calls).
 */
export function storeFirstDay(store: {
  timezone: string;
  shiftSettings: ShiftSettings;
  createdAt: string;
}): IsoDate {
  const key = `${store.timezone}|${businessDayStart(store.shiftSettings)}|${store.createdAt}`;
  const known = firstDays.get(key);
  if (known) return known;
  const day = storeToday(store, new Date(store.createdAt));
  if (firstDays.size >= FIRST_DAY_CACHE_SIZE) firstDays.clear();
  firstDays.set(key, day);
  return day;
}

const FIRST_DAY_CACHE_SIZE = 10_000;
const firstDays = new Map<string, IsoDate>();
