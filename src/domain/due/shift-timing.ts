import { z } from 'zod/mini';
import { shiftCategorySchema } from '../schemas';
import type { IsoDate } from '../dates/calendar';
import { isItemDone, type ProgressItem } from '../checklists/progress';
import { SECTIONS, type Section } from '../sections';
import type { ShiftCategory, ShiftSettings } from '../shifts';
import type { DueSettings } from './settings';
import { notStartedAt, sectionDueTimes, shiftWindow } from './shift-window';

/** When each section of a checklist was completed (the save that completed its last item). */
export type SectionDoneAt = Record<Section, string | null>;

export const NO_SECTION_DONE: SectionDoneAt = {
  'pre-shift': null,
  'travel-path': null,
  'post-shift': null,
};

/**
 * Recomputed with every item change: a section whose items are all done keeps the time it
 * first became so; one that is not done has none. An empty section is never done.
 */
export function nextSectionDoneAt(
  items: readonly ProgressItem[],
  previous: SectionDoneAt,
  now: string,
): SectionDoneAt {
  const next = { ...NO_SECTION_DONE };
  for (const section of SECTIONS) {
    const inSection = items.filter((item) => item.section === section);
    const done = inSection.length > 0 && inSection.every(isItemDone);
    next[section] = done ? (previous[section] ?? now) : null;
  }
  return next;
}

const sectionTimingSchema = z.object({ dueAt: z.string(), doneAt: z.nullable(z.string()) });

/** A shift of one business date: when it runs and when each section is due and was done. */
export const shiftTimingSchema = z.object({
  category: shiftCategorySchema,
  startsAt: z.string(),
  endsAt: z.string(),
  notStartedAt: z.string(),
  sections: z.object({
    'pre-shift': sectionTimingSchema,
    'travel-path': sectionTimingSchema,
    'post-shift': sectionTimingSchema,
  }),
});
export type ShiftTiming = z.infer<typeof shiftTimingSchema>;

export interface TimedStore {
  timezone: string;
  shiftSettings: ShiftSettings;
  dueSettings: DueSettings;
}

export function shiftTiming(
  store: TimedStore,
  date: IsoDate,
  category: ShiftCategory,
  doneAt: SectionDoneAt = NO_SECTION_DONE,
): ShiftTiming {
  const window = shiftWindow(date, category, store.shiftSettings, store.timezone);
  const due = sectionDueTimes(window, store.dueSettings);
  const section = (s: Section) => ({ dueAt: due[s].toISOString(), doneAt: doneAt[s] });
  return {
    category,
    startsAt: window.start.toISOString(),
    endsAt: window.end.toISOString(),
    notStartedAt: notStartedAt(window).toISOString(),
    sections: {
      'pre-shift': section('pre-shift'),
      'travel-path': section('travel-path'),
      'post-shift': section('post-shift'),
    },
  };
}
