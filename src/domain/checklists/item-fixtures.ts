// Shared by the checklist tests: one travel-path item in each state of SPEC §4.
import type { ChecklistItemState, ItemChange } from './item-state';
import { applyItemChange, openItem } from './item-state';

export const T0 = '2024-05-01T10:00:00.000Z';
export const NOW = '2024-05-01T11:00:00.000Z';
export const LATER = '2024-05-01T12:00:00.000Z';

export const open = openItem('travel-path');
export const completed: ChecklistItemState = { ...open, completed: true, completedAt: T0 };
export const failed: ChecklistItemState = {
  ...open,
  failed: true,
  failureComment: 'Bin overflowing',
  failurePriority: 'B',
};
export const resolved: ChecklistItemState = { ...failed, resolved: true, resolvedAt: T0 };
export const preShiftFailed: ChecklistItemState = {
  ...failed,
  section: 'pre-shift',
  failurePriority: null,
};

/** Applies a change that the test expects to succeed, failing loudly otherwise. */
export function applied<T extends ChecklistItemState>(item: T, change: ItemChange, now = NOW) {
  const result = applyItemChange(item, change, now, 'C');
  if (!result.ok) throw new Error(`expected success, got "${result.message}"`);
  return result;
}
