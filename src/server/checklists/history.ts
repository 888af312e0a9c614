// The History list's sentences and before/after snapshots, one function per kind of change.
import type { SessionUser } from '#domain/auth/schemas';
import type { ChecklistItem, ShiftTarget } from '#domain/checklists/api';
import { SHIFT_RESULT_LABELS } from '#domain/checklists/messages';
import { personName } from '#domain/checklists/summary';
import type { NewChecklistEvent, Snapshot } from './events-repository';
import { ITEM_STATE_KEYS } from '#domain/checklists/item-state';

type EventDraft = Omit<NewChecklistEvent, 'checklistId' | 'at' | 'userId' | 'userName'>;

const quote = (text: string) => `“${text}”`;

/** Stamps drafts with who and when; every event of one change shares both. */
export function eventsBy(
  user: SessionUser,
  checklistId: string,
  at: string,
  drafts: readonly EventDraft[],
): NewChecklistEvent[] {
  const userName = personName(user);
  return drafts.map((draft) => ({ ...draft, checklistId, at, userId: user.id, userName }));
}

/** Only the fields that changed, so the trail reads as before → after. */
function changedFields<T extends object>(before: T, after: T, keys: readonly (keyof T)[]) {
  const was: Snapshot = {};
  const now: Snapshot = {};
  for (const key of keys) {
    if (before[key] !== after[key]) {
      was[String(key)] = before[key];
      now[String(key)] = after[key];
    }
  }
  return { before: was, after: now };
}

function itemSentence(before: ChecklistItem, after: ChecklistItem): string {
  const text = quote(after.text);
  if (!before.failed && after.failed) return `Logged an issue on ${text}`;
  if (before.failed && !after.failed) return `Cleared the issue on ${text}`;
  if (after.failed && after.resolved && !before.resolved) return `Resolved the issue on ${text}`;
  if (after.failed && before.resolved && !after.resolved) return `Reopened the issue on ${text}`;
  if (after.failed) return `Updated the issue on ${text}`;
  return after.completed ? `Ticked ${text}` : `Unticked ${text}`;
}

export function itemChanged(before: ChecklistItem, after: ChecklistItem): EventDraft {
  return {
    action: 'item-changed',
    subject: after.id,
    summary: itemSentence(before, after),
    ...changedFields(before, after, ITEM_STATE_KEYS),
  };
}

export const checklistCreated = (title: string): EventDraft => ({
  action: 'checklist-created',
  subject: null,
  summary: `Created ${quote(title)}`,
  before: null,
  after: { title },
});

export const checklistTakenOver = (from: string): EventDraft => ({
  action: 'checklist-taken-over',
  subject: null,
  summary: `Took over the checklist from ${from}`,
  before: { runBy: from },
  after: null,
});

const DETAIL_LABELS = {
  serviceAreaLeader: 'the service area leader',
  productionAreaLeader: 'the production area leader',
  postShiftAnalysis: 'the post-shift analysis',
} as const;

export function detailChanged(
  field: keyof typeof DETAIL_LABELS,
  before: string,
  after: string,
): EventDraft {
  const label = DETAIL_LABELS[field];
  const summary =
    after === ''
      ? `Cleared ${label}`
      : field === 'postShiftAnalysis'
        ? `Updated ${label}`
        : `Set ${label} to ${quote(after)}`;
  return {
    action: 'details-changed',
    subject: null,
    summary,
    before: { [field]: before },
    after: { [field]: after },
  };
}

/** Targets are named as the screen numbers them: Target 1..n in position order. */
export const targetAdded = (target: ShiftTarget, number: number): EventDraft => ({
  action: 'target-added',
  subject: target.id,
  summary: `Added Target ${number}`,
  before: null,
  after: { text: target.text },
});

function resultLabel(achieved: boolean | null): string {
  return achieved === true ? SHIFT_RESULT_LABELS.achieved : SHIFT_RESULT_LABELS.notAchieved;
}

export function targetChanged(before: ShiftTarget, after: ShiftTarget, number: number) {
  const name = `Target ${number}`;
  const drafts: EventDraft[] = [];
  const add = (key: 'text' | 'achieved' | 'comment', summary: string) =>
    drafts.push({
      action: 'target-changed',
      subject: after.id,
      summary,
      before: { [key]: before[key] },
      after: { [key]: after[key] },
    });
  if (before.text !== after.text) add('text', `Changed ${name} to ${quote(after.text)}`);
  if (before.achieved !== after.achieved) {
    add('achieved', `Recorded ${resultLabel(after.achieved)} for ${name}`);
  }
  if (before.comment !== after.comment) add('comment', `Updated the result comment of ${name}`);
  return drafts;
}

export const targetDeleted = (target: ShiftTarget, number: number): EventDraft => ({
  action: 'target-deleted',
  subject: target.id,
  summary: `Deleted Target ${number}`,
  before: { text: target.text, achieved: target.achieved, comment: target.comment },
  after: null,
});

export type FeedbackChange = 'added' | 'edited' | 'replaced';

const FEEDBACK_SENTENCES: Record<FeedbackChange, string> = {
  added: 'Added store feedback',
  edited: 'Edited the store feedback',
  replaced: 'Replaced the store feedback',
};

export const feedbackSaved = (
  change: FeedbackChange,
  before: Snapshot | null,
  after: Snapshot,
): EventDraft => ({
  action: 'feedback-saved',
  subject: null,
  summary: FEEDBACK_SENTENCES[change],
  before,
  after,
});
