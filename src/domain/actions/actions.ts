// Corrective actions (docs/decisions/047): every failure of a checklist item is an action with
// an owner, a due time from its priority and a status. This is what a change to an item does to
// its action, and when the action is due; no I/O.
import { PRIORITIES, type FailurePriority } from '../checklists/priorities';

export const ACTION_STATUSES = ['open', 'in-progress', 'done', 'verified'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const isActionStatus = (value: string): value is ActionStatus =>
  ACTION_STATUSES.some((status) => status === value);

/** Still to be done: what the owner hears about, and what becomes overdue. */
export const isOutstanding = (status: ActionStatus) =>
  status === 'open' || status === 'in-progress';

/**
 * How long after the failure its action is due, by priority (SPEC §3 "Priorities": A and B fix
 * now, C within 1–3 hours, D within 1–3 days).
 */
export const DEFAULT_DUE_MINUTES: Readonly<Record<FailurePriority, number>> = {
  A: 30,
  B: 30,
  C: 3 * 60,
  D: 3 * 24 * 60,
};

/** A store's own due times the same as the defaults are kept as none: it follows the defaults. */
export function ownDueMinutes<M extends Readonly<Record<FailurePriority, number>>>(
  minutes: M | null,
): M | null {
  return minutes === null || PRIORITIES.every((p) => minutes[p] === DEFAULT_DUE_MINUTES[p])
    ? null
    : minutes;
}

/**
 * A failure logged without a priority (Pre-Shift Planning and Handover ask for none) is due as a
 * C is: within the shift it was found in.
 */
export const UNPRIORITISED_DUE_PRIORITY: FailurePriority = 'C';

/** When an action opened at `openedAt` with `priority` is due. */
export function actionDueAt(
  priority: FailurePriority | null,
  openedAt: string,
  minutes: Readonly<Record<FailurePriority, number>> = DEFAULT_DUE_MINUTES,
): string {
  const window = minutes[priority ?? UNPRIORITISED_DUE_PRIORITY];
  return new Date(Date.parse(openedAt) + window * 60_000).toISOString();
}

/** The part of an item that decides its action. */
export interface FailureState {
  failed: boolean;
  resolved: boolean;
  failurePriority: FailurePriority | null;
}

/**
 * What a change from `before` to `after` does to the item's action:
 * - `open`: a new failure — a new action;
 * - `reprioritise`: the open failure's priority changed, and with it the due time;
 * - `done`: the failure was resolved;
 * - `reopen`: a resolved failure is unresolved again (its resolution taken back, or a reading
 *   outside its limits again): its action is open again, due by its window from then;
 * - `withdraw`: the failure was taken back (the item is no longer failed): its action goes;
 * - null: the action stays as it is.
 */
export type ActionStep = 'open' | 'reprioritise' | 'done' | 'reopen' | 'withdraw' | null;

export function actionStep(before: FailureState, after: FailureState): ActionStep {
  if (!after.failed) return before.failed ? 'withdraw' : null;
  if (!before.failed) return 'open';
  if (before.resolved && !after.resolved) return 'reopen';
  if (after.resolved) return before.resolved ? null : 'done';
  return before.failurePriority === after.failurePriority ? null : 'reprioritise';
}
