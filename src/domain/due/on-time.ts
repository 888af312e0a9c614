import { compareDates, type IsoDate } from '../dates/calendar';
import { SECTIONS, type Section } from '../sections';
import { SHIFT_CATEGORIES, type ShiftCategory } from '../shifts';
import { shiftTiming, type SectionDoneAt, type TimedStore } from './shift-timing';
import {
  classifySection,
  tallyTimeliness,
  type OnTimeFigures,
  type Timeliness,
} from './timeliness';

export interface ChecklistTimes {
  businessDate: IsoDate;
  category: ShiftCategory;
  sectionDoneAt: SectionDoneAt;
}

export interface SectionOutcome {
  date: IsoDate;
  category: ShiftCategory;
  section: Section;
  timeliness: Timeliness;
}

/**
 * Every section a store owed on the given dates, judged at `now`: each enabled shift's three
 * sections (a shift with no checklist owes them all, and misses them once due), plus those of
 * any checklist of a shift since switched off. Dates before the store opened owe nothing.
 */
export function sectionOutcomes(
  store: TimedStore & { firstDay: IsoDate },
  dates: readonly IsoDate[],
  checklists: readonly ChecklistTimes[],
  now: Date,
): SectionOutcome[] {
  const byKey = new Map(checklists.map((c) => [`${c.businessDate}|${c.category}`, c]));
  const outcomes: SectionOutcome[] = [];
  for (const date of dates) {
    if (compareDates(date, store.firstDay) < 0) continue;
    for (const category of SHIFT_CATEGORIES) {
      const checklist = byKey.get(`${date}|${category}`);
      if (!checklist && !store.shiftSettings[category].enabled) continue;
      const timing = shiftTiming(store, date, category, checklist?.sectionDoneAt);
      for (const section of SECTIONS) {
        const { dueAt, doneAt } = timing.sections[section];
        const timeliness = classifySection(new Date(dueAt), doneAt ? new Date(doneAt) : null, now);
        outcomes.push({ date, category, section, timeliness });
      }
    }
  }
  return outcomes;
}

export function onTimeFigures(outcomes: readonly SectionOutcome[]): OnTimeFigures {
  return tallyTimeliness(outcomes.map((o) => o.timeliness));
}
