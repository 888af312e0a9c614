import { SECTIONS } from '../sections';
import {
  isItemDone,
  isOpenIssue,
  nextCompletedAt,
  progressOf,
  type ChecklistCounts,
  type ProgressItem,
} from './progress';
import type { SectionCountsBySection } from './summary';
import type { SectionDoneAt } from '../due/shift-timing';

export interface RecountedChecklist extends ChecklistCounts {
  sectionCounts: SectionCountsBySection;
  sectionDoneAt: SectionDoneAt;
}

/**
 * When each section was done, from the counts: a section whose items are all done keeps the
 * time it first became so; one that is not done (or has no items) has none. The same rule as
 * nextSectionDoneAt over the items; the browser applies it to a tick's answer too.
 */
export function sectionDoneAtFromCounts(
  sectionCounts: SectionCountsBySection,
  previous: SectionDoneAt,
  now: string,
): SectionDoneAt {
  const next = { ...previous };
  for (const section of SECTIONS) {
    const { done, total } = sectionCounts[section];
    next[section] = total > 0 && done === total ? (previous[section] ?? now) : null;
  }
  return next;
}

const asNumber = (flag: boolean) => (flag ? 1 : 0);

/**
 * The checklist's counts after one item changed from `before` to `after`, from the counts it
 * stored (read under the checklist's lock): no need to read its other items. The same answer
 * as counting every item again (summariseChecklist), which the property test checks.
 */
export function recountAfterItemChange(
  stored: {
    sectionCounts: SectionCountsBySection;
    completedAt: string | null;
    sectionDoneAt: SectionDoneAt;
  },
  before: ProgressItem,
  after: ProgressItem,
  now: string,
): RecountedChecklist {
  const doneDelta = asNumber(isItemDone(after)) - asNumber(isItemDone(before));
  const issueDelta = asNumber(isOpenIssue(after)) - asNumber(isOpenIssue(before));
  const sectionCounts = { ...stored.sectionCounts };
  const counts = sectionCounts[after.section];
  sectionCounts[after.section] = {
    done: counts.done + doneDelta,
    total: counts.total,
    issues: counts.issues + issueDelta,
  };
  let done = 0;
  let total = 0;
  let openIssues = 0;
  for (const section of SECTIONS) {
    done += sectionCounts[section].done;
    total += sectionCounts[section].total;
    openIssues += sectionCounts[section].issues;
  }
  const progress = progressOf(done, total);
  return {
    progress,
    completedAt: nextCompletedAt(progress, stored.completedAt, now),
    openIssues,
    sectionCounts,
    sectionDoneAt: sectionDoneAtFromCounts(sectionCounts, stored.sectionDoneAt, now),
  };
}
