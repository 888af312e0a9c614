// Which steps the screen offers: what the server says the person may do (`can`), at the point
// the action has reached. The server decides again when the step arrives.
import { isOutstanding } from '#domain/actions/actions';
import type { Action } from '#domain/actions/api';

export interface AvailableSteps {
  assign: boolean;
  start: boolean;
  done: boolean;
  verify: boolean;
  reopen: boolean;
}

export function availableSteps(action: Pick<Action, 'status' | 'can'>): AvailableSteps {
  const outstanding = isOutstanding(action.status);
  return {
    assign: action.can.assign && outstanding,
    start: action.can.progress && action.status === 'open',
    done: action.can.progress && outstanding,
    verify: action.can.verify && action.status === 'done',
    // A verified fix that failed again later is reopened as a done one is.
    reopen: action.can.verify && !outstanding,
  };
}

export const anyStep = (steps: AvailableSteps) => Object.values(steps).some(Boolean);
