// How an action's due time reads at a moment: due in so long, due now, overdue by so long, or
// nothing to say once it is done. The screen words it in the person's language.
import { isOutstanding, type ActionStatus } from '#domain/actions/actions';

export type DueState =
  /** Due within a day: in `minutes` (at least 1). */
  | { kind: 'due-in'; minutes: number }
  /** A day or more ahead: its date and time say more than a count of hours. */
  | { kind: 'due-on' }
  | { kind: 'due-now' }
  /** Past due while still to do, by `minutes` (at least 1). */
  | { kind: 'overdue'; minutes: number }
  /** Done or verified: no longer due. */
  | { kind: 'finished' };

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * `overdue` is the server's word as it answered (its clock may be ahead of this device's); past
 * its due time on this device's clock, an action is overdue whatever the answer said.
 */
export function dueState(
  action: { status: ActionStatus; dueAt: string; overdue?: boolean },
  now: Date,
): DueState {
  if (!isOutstanding(action.status)) return { kind: 'finished' };
  const left = Date.parse(action.dueAt) - now.getTime();
  if (action.overdue && left > -MINUTE) return { kind: 'overdue', minutes: 1 };
  if (left > 0) {
    const minutes = Math.ceil(left / MINUTE);
    return minutes >= DAY_MINUTES ? { kind: 'due-on' } : { kind: 'due-in', minutes };
  }
  const minutes = Math.floor(-left / MINUTE);
  return minutes === 0 ? { kind: 'due-now' } : { kind: 'overdue', minutes };
}

/** A count of minutes as whole hours and the minutes left over: 65 → 1 h 5 min. */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
