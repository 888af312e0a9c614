// What corrective actions' notifications say (docs/decisions/047), in English as they are stored;
// the server says them again in the reader's language from the notification-texts catalogue,
// whose English entries these must write word for word.
import type { FailurePriority } from '../checklists/priorities';
import { storeLabel, type NotificationText, type StoreRef } from './texts';

export const actionLink = (actionId: string) => `/actions/${actionId}`;

/**
 * What an action's notifications are keyed by (with kind, person and day): the action and the due
 * time it has. Each is raised once per person for a due time, and once again when the action is
 * reopened or re-prioritised and so due at another time.
 */
export const actionSubject = (action: { id: string; dueAt: string }) =>
  `${action.id}@${action.dueAt}`;

/** The action a subject of `actionSubject` is about. */
export const actionIdOfSubject = (subject: string) => subject.split('@')[0] ?? subject;

/** The action as its notifications name it. */
export interface ActionRef {
  id: string;
  itemText: string;
  priority: FailurePriority | null;
  /** A person's or a contractor's name; null for an action nobody owns. */
  ownerName: string | null;
}

type Where = { store: StoreRef; checklist: { title: string } };
const placeOf = ({ store, checklist }: Where) => `${storeLabel(store)}, ${checklist.title}`;

/** To the person an action was handed to. */
export function actionAssignedText(where: Where, action: ActionRef, by: string): NotificationText {
  return {
    title: `Corrective action for you: ${action.itemText}`,
    body: `${placeOf(where)}: ${by} gave you the corrective action on “${action.itemText}”.`,
    link: actionLink(action.id),
  };
}

/** To its owner, when it falls due still outstanding. */
export function actionDueText(where: Where, action: ActionRef): NotificationText {
  return {
    title: `Corrective action due: ${action.itemText}`,
    body: `${placeOf(where)}: your corrective action on “${action.itemText}” is due now and not done yet.`,
    link: actionLink(action.id),
  };
}

/** To the store's managers, when a priority A or B action falls due still outstanding. */
export function actionOverdueText(where: Where, action: ActionRef): NotificationText {
  const on = `${placeOf(where)}: the corrective action on “${action.itemText}”`;
  return {
    title: `Priority ${action.priority ?? '–'} action overdue: ${action.itemText}`,
    body:
      action.ownerName === null
        ? `${on} is overdue and has no owner.`
        : `${on}, owned by ${action.ownerName}, is overdue.`,
    link: actionLink(action.id),
  };
}

/** To the super admins, when it is still outstanding `minutes` after it fell due. */
export function actionEscalatedText(
  where: Where,
  action: ActionRef,
  minutes: number,
): NotificationText {
  const on = `${placeOf(where)}: the corrective action on “${action.itemText}”`;
  const late = `is still not done ${minutes} minutes after it was due.`;
  return {
    title: `Priority ${action.priority ?? '–'} action still overdue: ${action.itemText}`,
    body:
      action.ownerName === null
        ? `${on}, with no owner, ${late}`
        : `${on}, owned by ${action.ownerName}, ${late}`,
    link: actionLink(action.id),
  };
}
