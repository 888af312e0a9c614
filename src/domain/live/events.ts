import type { IsoDate } from '../dates';

export const CHECKLIST_CHANGE_ACTIONS = ['created', 'changed', 'deleted'] as const;
export type ChecklistChangeAction = (typeof CHECKLIST_CHANGE_ACTIONS)[number];

/**
 * A checklist of a store was created, changed or deleted. Sent on GET /api/live as the event
 * `checklist`; browsers refetch only what shows that store and date.
 */
export interface ChecklistChangeEvent {
  action: ChecklistChangeAction;
  storeId: string;
  checklistId: string;
  businessDate: IsoDate;
  /** A tag of the session that made the change, so its own tab can ignore the echo. */
  origin: string | null;
}

/**
 * The stream's event names. `resync`: events may have been missed; refetch everything.
 * `notification`: the person has a new notification (no data: the list is fetched).
 */
export const LIVE_EVENTS = {
  hello: 'hello',
  checklist: 'checklist',
  resync: 'resync',
  notification: 'notification',
} as const;

const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads an event's data as it arrives from outside (the stream or another instance). */
export function parseChecklistChange(data: unknown): ChecklistChangeEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { action, storeId, checklistId, businessDate, origin } = data as Record<string, unknown>;
  const known = CHECKLIST_CHANGE_ACTIONS.find((candidate) => candidate === action);
  if (!known || !isString(storeId) || !isString(checklistId) || !isString(businessDate)) {
    return null;
  }
  if (origin !== null && !isString(origin)) return null;
  return { action: known, storeId, checklistId, businessDate, origin };
}
