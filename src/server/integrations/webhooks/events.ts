// What each webhook event tells (docs/api.md, "Webhooks"): ids a receiving system can look up
// through the API, and the few facts it usually needs at once. Built where the change happens,
// in its transaction, and queued with it (outbox.ts).
import type { ShiftCategory } from '#domain/shifts';
import type { WebhookEventDraft } from './outbox';

interface Person {
  id: string | null;
  name: string;
}

interface ChecklistRef {
  id: string;
  storeId: string;
  businessDate: string;
  category: ShiftCategory;
}

const checklistOf = (checklist: ChecklistRef) => ({
  id: checklist.id,
  storeId: checklist.storeId,
  businessDate: checklist.businessDate,
  shift: checklist.category,
});

export const checklistCreated = (checklist: ChecklistRef, by: Person): WebhookEventDraft => ({
  event: 'checklist.created',
  storeId: checklist.storeId,
  data: { checklist: checklistOf(checklist), by },
});

export const checklistCompleted = (
  checklist: ChecklistRef,
  completedAt: string,
  by: Person,
): WebhookEventDraft => ({
  event: 'checklist.completed',
  storeId: checklist.storeId,
  data: { checklist: { ...checklistOf(checklist), completedAt }, by },
});

interface ItemRef {
  id: string;
  text: string;
  section: string;
}

export const failureLogged = (
  checklist: ChecklistRef,
  item: ItemRef & { failureComment: string | null; failurePriority: string | null },
  by: Person,
): WebhookEventDraft => ({
  event: 'failure.logged',
  storeId: checklist.storeId,
  data: {
    checklist: checklistOf(checklist),
    item: { id: item.id, text: item.text, section: item.section },
    failure: { comment: item.failureComment, priority: item.failurePriority },
    by,
  },
});

export const readingOutOfLimits = (
  checklist: ChecklistRef,
  item: ItemRef,
  reading: { value: string; unit: string; at: string },
  by: Person,
): WebhookEventDraft => ({
  event: 'reading.out-of-limits',
  storeId: checklist.storeId,
  data: {
    checklist: checklistOf(checklist),
    item: { id: item.id, text: item.text, section: item.section },
    reading,
    by,
  },
});

/** A corrective action as events tell of it. */
export interface ActionRef {
  id: string;
  checklistId: string;
  storeId: string;
  businessDate: string;
  itemText: string;
  priority: string | null;
  status: string;
  dueAt: string;
  owner: { userId: string | null; name: string | null };
}

export const actionEvent = (
  event: 'action.assigned' | 'action.overdue' | 'action.verified',
  action: ActionRef,
  by: Person | null,
): WebhookEventDraft => ({
  event,
  storeId: action.storeId,
  data: { action, ...(by ? { by } : {}) },
});

/** The action row's facts an event carries. */
export function actionRefOf(row: {
  id: string;
  checklist_id: string;
  store_id: string;
  business_date: string;
  item_text: string;
  priority: string | null;
  status: string;
  due_at: string;
  owner_user_id: string | null;
  owner_name: string | null;
}): ActionRef {
  return {
    id: row.id,
    checklistId: row.checklist_id,
    storeId: row.store_id,
    businessDate: row.business_date,
    itemText: row.item_text,
    priority: row.priority,
    status: row.status,
    dueAt: row.due_at,
    owner: { userId: row.owner_user_id, name: row.owner_name },
  };
}

export const daySigned = (
  signOff: { storeId: string; businessDate: string; signedAt: string; note: string | null },
  by: Person & { role: string | null },
): WebhookEventDraft => ({
  event: 'day.signed',
  storeId: signOff.storeId,
  data: { signOff, by },
});

/** A person as events tell of them: who, their role and where. */
export interface PersonRef {
  id: string;
  email: string;
  name: string;
  role: string | null;
  storeId: string | null;
  areaId: string | null;
}

export const userEvent = (
  event: 'user.created' | 'user.deactivated',
  user: PersonRef,
  by: Person | null,
): WebhookEventDraft => ({
  event,
  storeId: user.storeId,
  data: { user, ...(by ? { by } : {}) },
});
