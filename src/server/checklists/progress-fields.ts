import type { ProgressItem } from '../../domain/checklists/progress';
import { summariseChecklist } from '../../domain/checklists/progress';
import { sectionCountsBySection } from '../../domain/checklists/summary';
import type { ProgressFields } from './repository';

/** What the checklist row stores about its items, recomputed in every item change. */
export function progressFields(
  items: readonly ProgressItem[],
  previousCompletedAt: string | null,
  now: string,
): ProgressFields {
  return {
    ...summariseChecklist(items, previousCompletedAt, now),
    sectionCounts: sectionCountsBySection(items),
  };
}
