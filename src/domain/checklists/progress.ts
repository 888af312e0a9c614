import type { Section } from '../sections';
import type { ChecklistItemState } from './item-state';

/** What progress reads from an item; lets callers pass whole rows or slimmed-down views. */
export type ProgressItem = Pick<
  ChecklistItemState,
  'section' | 'completed' | 'failed' | 'resolved'
>;

/** A failed item counts as done: the leader has checked it, even though it needs fixing. */
export function isItemDone(item: ProgressItem): boolean {
  return item.completed || item.failed;
}

export function isOpenIssue(item: ProgressItem): boolean {
  return item.failed && !item.resolved;
}

/** An empty list is not "all done": a checklist with no items never shows as complete. */
export function allItemsDone(items: readonly ProgressItem[]): boolean {
  return items.length > 0 && items.every(isItemDone);
}

/**
 * The rounded percentage of items completed or failed (SPEC §4 "Progress").
 * Plain rounding would report 100 for 199 of 200 and mark the checklist completed with
 * work left, or 0 for 1 of 201 and show a grey ring; so 100 and 0 are kept for exactly
 * all and none.
 */
export function checklistProgress(items: readonly ProgressItem[]): number {
  return progressOf(items.filter(isItemDone).length, items.length);
}

/** The same rule from counts: `done` of `total` items completed or failed. */
export function progressOf(done: number, total: number): number {
  if (total === 0) return 0;
  if (done === total) return 100;
  if (done === 0) return 0;
  return Math.min(99, Math.max(1, Math.round((done / total) * 100)));
}

function itemsIn<T extends ProgressItem>(items: readonly T[], section: Section): T[] {
  return items.filter((item) => item.section === section);
}

export function sectionProgress(items: readonly ProgressItem[], section: Section): number {
  return checklistProgress(itemsIn(items, section));
}

export interface SectionCounts {
  /** Completed or failed, matching the section's progress bar. */
  done: number;
  total: number;
  /** Failed and not yet resolved. */
  issues: number;
}

export function sectionCounts(items: readonly ProgressItem[], section: Section): SectionCounts {
  const inSection = itemsIn(items, section);
  return {
    done: inSection.filter(isItemDone).length,
    total: inSection.length,
    issues: inSection.filter(isOpenIssue).length,
  };
}

export function openIssueCount(items: readonly ProgressItem[]): number {
  return items.filter(isOpenIssue).length;
}

/** Keeps the first completion time while the checklist stays at 100, so re-saves don't move it. */
export function nextCompletedAt(
  progress: number,
  previousCompletedAt: string | null,
  now: string,
): string | null {
  return progress === 100 ? (previousCompletedAt ?? now) : null;
}

export type ChecklistStatusKind = 'completed' | 'issues' | 'in-progress';

export interface ChecklistStatus {
  kind: ChecklistStatusKind;
  label: string;
}

/** SPEC §4 "Checklist status": completion wins over open issues, because failed items count as done. */
export function checklistStatus(checklist: {
  completedAt: string | null;
  openIssues: number;
}): ChecklistStatus {
  if (checklist.completedAt !== null) return { kind: 'completed', label: 'Completed' };
  if (checklist.openIssues > 0) {
    return { kind: 'issues', label: `${checklist.openIssues} issue(s)` };
  }
  return { kind: 'in-progress', label: 'In progress' };
}

export type RingColour = 'green' | 'amber' | 'grey';

export function ringColour(items: readonly ProgressItem[]): RingColour {
  if (allItemsDone(items)) return 'green';
  return checklistProgress(items) > 0 ? 'amber' : 'grey';
}

/** The stored progress can lag the items on screen until the save lands; all-done wins at once. */
export function displayedProgress(items: readonly ProgressItem[], storedProgress: number): number {
  return allItemsDone(items) ? 100 : storedProgress;
}

export interface ChecklistCounts {
  progress: number;
  completedAt: string | null;
  openIssues: number;
}

/** What the server stores on the checklist after every item change. */
export function summariseChecklist(
  items: readonly ProgressItem[],
  previousCompletedAt: string | null,
  now: string,
): ChecklistCounts {
  const progress = checklistProgress(items);
  return {
    progress,
    completedAt: nextCompletedAt(progress, previousCompletedAt, now),
    openIssues: openIssueCount(items),
  };
}
