// Looks at changed checklists again and keeps what the signals find (docs/decisions/050): the
// sweep does it for what changed since its last run, a manager's checklist page for that one.
import type { Kysely } from 'kysely';
import { addDays, startOfWeek, type IsoDate } from '#domain/dates';
import { shiftWindow } from '#domain/due/shift-window';
import { SHIFT_CATEGORIES } from '#domain/shifts';
import type { SignalThresholds } from '#domain/signals/api';
import {
  fastTicks,
  onePersonDay,
  roundReadings,
  sameReadingRuns,
  ticksAfterShift,
} from '#domain/signals/detect';
import type { Database } from '../db/types';
import type { StoreRecord } from '../stores/repository';
import { keepSignals, keptSignals, type FoundSignal, type KeptSignal } from './kept-repository';
import {
  checklistsOfDays,
  findSignalChecklists,
  readingsOf,
  ticksOf,
  type SignalChecklist,
} from './repository';

type Executor = Kysely<Database>;

/** How far back a run of the same reading is followed (the longest threshold is 60 days). */
const RUN_DAYS = 62;

export interface EvaluationInput {
  checklistIds: readonly string[];
  /** The checklists whose readings changed: their store's days are read again too. */
  readingsChanged: ReadonlySet<string> | 'all';
  thresholds: SignalThresholds;
  storeOf: (storeId: string) => Promise<StoreRecord | null>;
}

interface StoreDay {
  storeId: string;
  businessDate: IsoDate;
  key: string;
}

const dayKey = (storeId: string, date: IsoDate) => `${storeId}|${date}`;

function daysOf(checklists: readonly SignalChecklist[]): StoreDay[] {
  const days = new Map<string, StoreDay>();
  for (const c of checklists) {
    const key = dayKey(c.storeId, c.businessDate);
    days.set(key, { storeId: c.storeId, businessDate: c.businessDate, key });
  }
  return [...days.values()];
}

const weekOf = (date: IsoDate) => {
  const from = startOfWeek(date);
  return { from, to: addDays(from, 6) };
};

const overlaps = (from: IsoDate, to: IsoDate, date: IsoDate) =>
  from <= addDays(date, 1) && to >= addDays(date, -1);

/**
 * What is there to find about these checklists now, and which kept signals that covers: the
 * checklists' own (fast ticks, ticks after the shift), their days' (one person), and for those
 * whose readings changed their store's runs around the day and the day's week.
 */
async function findSignals(db: Executor, input: EvaluationInput) {
  const t = input.thresholds;
  const checklists = await findSignalChecklists(db, input.checklistIds);
  const days = daysOf(checklists);
  const dayChecklists = await checklistsOfDays(db, days);
  const ticks = await ticksOf(
    db,
    dayChecklists.map((c) => c.id),
  );
  const found: FoundSignal[] = [];
  const covers: ((signal: KeptSignal) => boolean)[] = [];
  const checklistIds = new Set(checklists.map((c) => c.id));
  covers.push(
    (s) =>
      (s.kind === 'fast-ticks' || s.kind === 'after-shift') &&
      s.checklistId !== null &&
      checklistIds.has(s.checklistId),
  );
  for (const c of checklists) {
    const own = ticks.get(c.id) ?? [];
    const about = {
      subject: c.id,
      storeId: c.storeId,
      businessDate: c.businessDate,
      checklistId: c.id,
      category: c.category,
    };
    const fast = fastTicks(own, t);
    if (fast) found.push({ kind: 'fast-ticks', ...about, detail: fast });
    const store = await input.storeOf(c.storeId);
    if (!store) continue;
    const shift = shiftWindow(c.businessDate, c.category, store.shiftSettings, store.timezone);
    const late = ticksAfterShift(own, shift.end.getTime(), t);
    if (late) found.push({ kind: 'after-shift', ...about, detail: late });
  }

  const daySubjects = new Set(days.map((day) => day.key));
  covers.push((s) => s.kind === 'one-person-day' && daySubjects.has(s.subject));
  for (const day of days) {
    const shifts = dayChecklists
      .filter((c) => c.storeId === day.storeId && c.businessDate === day.businessDate)
      .sort((a, b) => SHIFT_CATEGORIES.indexOf(a.category) - SHIFT_CATEGORIES.indexOf(b.category))
      .map((c) => ({ category: c.category, ticks: ticks.get(c.id) ?? [] }));
    const detail = onePersonDay(shifts, t);
    if (!detail) continue;
    found.push({
      kind: 'one-person-day',
      subject: day.key,
      storeId: day.storeId,
      businessDate: day.businessDate,
      checklistId: null,
      category: null,
      detail,
    });
  }

  const read = input.readingsChanged;
  const readDays = days.filter((day) =>
    checklists.some(
      (c) =>
        c.storeId === day.storeId &&
        c.businessDate === day.businessDate &&
        (read === 'all' || read.has(c.id)),
    ),
  );
  for (const day of readDays) {
    const { storeId, businessDate: date } = day;
    const week = weekOf(date);
    const latest = week.to > addDays(date, 1) ? week.to : addDays(date, 1);
    const readings = await readingsOf(db, storeId, addDays(date, -RUN_DAYS), latest);
    covers.push(
      (s) =>
        s.storeId === storeId &&
        s.detail.kind === 'same-reading' &&
        overlaps(s.detail.from, s.detail.to, date),
    );
    for (const run of sameReadingRuns(readings, t)) {
      if (!overlaps(run.from, run.to, date)) continue;
      found.push({
        kind: 'same-reading',
        subject: `${storeId}|${run.itemText}|${run.from}`,
        storeId,
        businessDate: run.to,
        checklistId: null,
        category: null,
        detail: run,
      });
    }
    const weekSubject = dayKey(storeId, week.from);
    covers.push((s) => s.kind === 'round-readings' && s.subject === weekSubject);
    const temperatures = readings
      .filter((r) => r.temperature && r.date >= week.from && r.date <= week.to)
      .map((r) => Number(r.value));
    const round = roundReadings(temperatures, week, t);
    if (round) {
      found.push({
        kind: 'round-readings',
        subject: weekSubject,
        storeId,
        businessDate: week.from,
        checklistId: null,
        category: null,
        detail: round,
      });
    }
  }
  // A run or a week is found once for each of its days looked at.
  const once = new Map(found.map((signal) => [`${signal.kind}|${signal.subject}`, signal]));
  return { found: [...once.values()], covers, days };
}

/**
 * Looks at the checklists again and keeps the difference in one transaction (`write`): what is
 * found new or changed, and what was kept but is no longer found. Nothing is written when
 * nothing changed, so a manager opening a checklist writes only when there is news.
 */
export async function evaluateChecklists(
  db: Executor,
  input: EvaluationInput,
  write: (work: (trx: Executor) => Promise<void>) => Promise<unknown>,
  now: string,
): Promise<number> {
  const { found, covers, days } = await findSignals(db, input);
  if (days.length === 0) return 0;
  const dates = days.map((day) => day.businessDate).sort();
  const kept = await keptSignals(
    db,
    [...new Set(days.map((day) => day.storeId))],
    addDays(dates[0] ?? '', -RUN_DAYS),
    addDays(dates.at(-1) ?? '', RUN_DAYS),
  );
  const covered = kept.filter((signal) => covers.some((covers) => covers(signal)));
  const keptBySubject = new Map(kept.map((s) => [`${s.kind}|${s.subject}`, s]));
  const changed = found.filter((signal) => {
    const before = keptBySubject.get(`${signal.kind}|${signal.subject}`);
    return !before || before.detailJson !== JSON.stringify(signal.detail);
  });
  const foundKeys = new Set(found.map((s) => `${s.kind}|${s.subject}`));
  const gone = covered.filter((s) => !s.explained && !foundKeys.has(`${s.kind}|${s.subject}`));
  if (changed.length === 0 && gone.length === 0) return 0;
  await write((trx) => keepSignals(trx, now, changed, gone));
  return changed.length + gone.length;
}
