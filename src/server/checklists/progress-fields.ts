import type { ProgressItem } from '#domain/checklists/progress';
import { summariseChecklist } from '#domain/checklists/progress';
import { sectionCountsBySection } from '#domain/checklists/summary';
import { NO_SECTION_DONE, nextSectionDoneAt, type SectionDoneAt } from '#domain/due/shift-timing';
import type { ProgressFields } from './repository';

/**
 * What the checklist row stores about its items, recomputed in every item change. `previous`
 * is the row as it stood (null for a new one), so completion times already reached are kept.
 */
export function progressFields(
  items: readonly ProgressItem[],
  previous: { completedAt: string | null; sectionDoneAt: SectionDoneAt } | null,
  now: string,
): ProgressFields {
  return {
    ...summariseChecklist(items, previous?.completedAt ?? null, now),
    sectionCounts: sectionCountsBySection(items),
    sectionDoneAt: nextSectionDoneAt(items, previous?.sectionDoneAt ?? NO_SECTION_DONE, now),
  };
}
