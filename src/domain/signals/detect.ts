// The five signals as pure functions of what a record holds (docs/decisions/050). Each returns
// what it saw, or null when the record looks as a person would have made it.
import { addDays, type IsoDate } from '../dates/calendar';
import type { Section } from '../sections';
import type { ShiftCategory } from '../shifts';
import type { SignalDetail, SignalThresholds } from './api';

type Detail<K extends SignalDetail['kind']> = Extract<SignalDetail, { kind: K }>;

/** One item as ticked now: when the person did it (their device's time for a late write). */
export interface Tick {
  itemId: string;
  section: Section;
  at: number;
  userId: string | null;
  userName: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Who made most of these ticks (the first of them on a tie). */
function mostTicksBy(ticks: readonly Tick[]): string {
  const counts = new Map<string, number>();
  let best = ticks[0]?.userName ?? '';
  for (const tick of ticks) {
    const n = (counts.get(tick.userName) ?? 0) + 1;
    counts.set(tick.userName, n);
    if (n > (counts.get(best) ?? 0)) best = tick.userName;
  }
  return best;
}

const byTime = (ticks: readonly Tick[]) => ticks.toSorted((a, b) => a.at - b.at);

/**
 * More Travel Path items ticked within the window than a person walks past: the busiest window
 * (the most ticks within `fastTickSeconds`), when it holds more than `fastTickItems`.
 */
export function fastTicks(
  ticks: readonly Tick[],
  t: SignalThresholds,
): Detail<'fast-ticks'> | null {
  const walked = byTime(ticks.filter((tick) => tick.section === 'travel-path'));
  const windowMs = t.fastTickSeconds * 1000;
  let best = { start: 0, end: -1 };
  let start = 0;
  for (let end = 0; end < walked.length; end++) {
    while ((walked[end]?.at ?? 0) - (walked[start]?.at ?? 0) > windowMs) start++;
    if (end - start > best.end - best.start) best = { start, end };
  }
  const burst = walked.slice(best.start, best.end + 1);
  const first = burst[0];
  const last = burst.at(-1);
  if (burst.length <= t.fastTickItems || !first || !last) return null;
  return {
    kind: 'fast-ticks',
    userName: mostTicksBy(burst),
    items: burst.length,
    seconds: Math.round((last.at - first.at) / 1000),
    from: iso(first.at),
    to: iso(last.at),
  };
}

/** Items ticked longer after the shift ended than the chain allows. */
export function ticksAfterShift(
  ticks: readonly Tick[],
  shiftEnd: number,
  t: SignalThresholds,
): Detail<'after-shift'> | null {
  const late = byTime(ticks.filter((tick) => tick.at > shiftEnd + t.afterShiftMinutes * 60_000));
  const first = late[0];
  const last = late.at(-1);
  if (!first || !last) return null;
  return {
    kind: 'after-shift',
    userName: mostTicksBy(late),
    items: late.length,
    shiftEnd: iso(shiftEnd),
    from: iso(first.at),
    to: iso(last.at),
  };
}

export interface ShiftTicks {
  category: ShiftCategory;
  ticks: readonly Tick[];
}

/** Every item of every shift of the day ticked by one person, on a day of enough shifts. */
export function onePersonDay(
  day: readonly ShiftTicks[],
  t: SignalThresholds,
): Detail<'one-person-day'> | null {
  if (day.length < t.onePersonShifts) return null;
  const people = new Set(day.flatMap((shift) => shift.ticks.map((tick) => tick.userId)));
  const [person] = people;
  if (people.size !== 1 || person === null || person === undefined) return null;
  const shifts = [];
  for (const shift of day) {
    const ticks = byTime(shift.ticks);
    const first = ticks[0];
    const last = ticks.at(-1);
    if (!first || !last) return null;
    shifts.push({ category: shift.category, from: iso(first.at), to: iso(last.at) });
  }
  return { kind: 'one-person-day', userName: mostTicksBy(day.flatMap((s) => s.ticks)), shifts };
}

/** One reading as kept: the equipment is the item's words, as recurring failures tell them. */
export interface DayReading {
  itemText: string;
  date: IsoDate;
  value: string;
  unit: string;
}

/**
 * Runs of days on which every reading of one piece of equipment was the same, as long as the
 * chain's threshold or longer: a probe's reading moves by a tenth or two from day to day.
 */
export function sameReadingRuns(
  readings: readonly DayReading[],
  t: SignalThresholds,
): Detail<'same-reading'>[] {
  const days = new Map<string, Map<IsoDate, string | null>>();
  for (const r of readings) {
    const item = days.get(r.itemText) ?? new Map<IsoDate, string | null>();
    days.set(r.itemText, item);
    const said = `${Number(r.value)} ${r.unit}`;
    const before = item.get(r.date);
    item.set(r.date, before === undefined || before === said ? said : null);
  }
  const runs: Detail<'same-reading'>[] = [];
  for (const [itemText, item] of days) {
    const dates = [...item.keys()].sort();
    let start = 0;
    for (let i = 1; i <= dates.length; i++) {
      const previous = dates[i - 1];
      const date = dates[i];
      const goesOn =
        date !== undefined &&
        previous !== undefined &&
        addDays(previous, 1) === date &&
        item.get(date) !== null &&
        item.get(date) === item.get(previous);
      if (goesOn) continue;
      const from = dates[start];
      const reading = from === undefined ? null : item.get(from);
      const length = i - start;
      start = i;
      if (!from || !previous || !reading || length < t.sameReadingDays) continue;
      const found = readings.find((r) => r.itemText === itemText && r.date === from);
      if (!found) continue;
      runs.push({
        kind: 'same-reading',
        itemText,
        value: found.value,
        unit: found.unit,
        days: length,
        from,
        to: previous,
      });
    }
  }
  return runs;
}

/** Temperature readings of a week nearly all whole degrees: a probe shows tenths. */
export function roundReadings(
  values: readonly number[],
  week: { from: IsoDate; to: IsoDate },
  t: SignalThresholds,
): Detail<'round-readings'> | null {
  const round = values.filter((value) => Number.isInteger(value)).length;
  if (values.length < t.roundReadingsMin || round * 100 < t.roundReadingsPercent * values.length) {
    return null;
  }
  return { kind: 'round-readings', readings: values.length, round, ...week };
}
