// The History list's sentences and before/after snapshots, one function per kind of change.
import type { SessionUser } from '#domain/auth/schemas';
import type { ChecklistItem, ShiftTarget } from '#domain/checklists/api';
import { HISTORY } from '#domain/checklists/history-messages';
import { personName } from '#domain/checklists/summary';
import type { NewChecklistEvent, Snapshot } from './events-repository';
import { ITEM_STATE_KEYS } from '#domain/checklists/item-state';
import { limitText, unitSymbol } from '#domain/readings/spec';
import { isTemperatureUnit } from '#domain/readings/units';
import { isYesNo } from '#domain/answers/kinds';

type EventDraft = Omit<
  NewChecklistEvent,
  'checklistId' | 'at' | 'userId' | 'userName' | 'tabletName'
>;

/** Stamps drafts with who and when; every event of one change shares both. */
export function eventsBy(
  user: SessionUser,
  checklistId: string,
  at: string,
  drafts: readonly EventDraft[],
): NewChecklistEvent[] {
  const userName = personName(user);
  const tabletName = user.tablet?.name ?? null;
  return drafts.map((draft) => ({
    ...draft,
    checklistId,
    at,
    userId: user.id,
    userName,
    tabletName,
  }));
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

/** A reading's sentence, when the change entered one: with its limit when it failed or resolved. */
function readingSentence(before: ChecklistItem, after: ChecklistItem): string | null {
  const { measure, answerValue, answerUnit } = after;
  if (!measure || answerValue === null || answerUnit === null) return null;
  const entered =
    answerValue !== before.answerValue ||
    answerUnit !== before.answerUnit ||
    after.answeredAt !== before.answeredAt;
  if (!entered) return null;
  const symbol = unitSymbol(answerUnit);
  const reading = symbol ? `${answerValue}\u00a0${symbol}` : answerValue;
  const limit = limitText(measure, isTemperatureUnit(answerUnit) ? answerUnit : 'C');
  if (after.failed && !after.resolved) return HISTORY.readingOutOfLimit(after.text, reading, limit);
  if (after.failed && after.resolved && !before.resolved) {
    return HISTORY.readingResolved(after.text, reading, limit);
  }
  return HISTORY.readingRecorded(after.text, reading);
}

/** An answer's sentence (yes/no, choice, text), when the change gave one. */
function answerSentence(before: ChecklistItem, after: ChecklistItem): string | null {
  const { answerValue } = after;
  if (after.kind === 'reading' || after.kind === 'check' || answerValue === null) return null;
  const given = answerValue !== before.answerValue || after.answeredAt !== before.answeredAt;
  if (!given) return null;
  const verdict =
    after.failed && !after.resolved
      ? 'fails'
      : after.failed && after.resolved && !before.resolved
        ? 'resolves'
        : 'given';
  if (after.kind === 'yes-no' && isYesNo(answerValue)) {
    return HISTORY.answeredYesNo(after.text, answerValue, verdict);
  }
  return HISTORY.answered(after.text, answerValue, verdict);
}

function itemSentence(before: ChecklistItem, after: ChecklistItem): string {
  const text = after.text;
  const answer = readingSentence(before, after) ?? answerSentence(before, after);
  if (answer) return answer;
  if (after.naReason !== null && after.naReason !== before.naReason) {
    return HISTORY.notApplicable(text, after.naReason);
  }
  if (before.naReason !== null && after.naReason === null) {
    return HISTORY.notApplicableCleared(text);
  }
  if (!before.failed && before.answerValue !== null && after.answerValue === null) {
    return before.kind === 'reading' ? HISTORY.readingCleared(text) : HISTORY.answerCleared(text);
  }
  if (!before.failed && after.failed) return HISTORY.issueLogged(text);
  if (before.failed && !after.failed) return HISTORY.issueCleared(text);
  if (after.failed && after.resolved && !before.resolved) return HISTORY.issueResolved(text);
  if (after.failed && before.resolved && !after.resolved) return HISTORY.issueReopened(text);
  if (after.failed) return HISTORY.issueUpdated(text);
  return after.completed ? HISTORY.ticked(text) : HISTORY.unticked(text);
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
  summary: HISTORY.created(title),
  before: null,
  after: { title },
});

export const checklistTakenOver = (from: string): EventDraft => ({
  action: 'checklist-taken-over',
  subject: null,
  summary: HISTORY.takenOver(from),
  before: { runBy: from },
  after: null,
});

const DETAIL_SENTENCES = {
  serviceAreaLeader: {
    set: HISTORY.serviceLeaderSet,
    cleared: HISTORY.serviceLeaderCleared,
  },
  productionAreaLeader: {
    set: HISTORY.productionLeaderSet,
    cleared: HISTORY.productionLeaderCleared,
  },
  postShiftAnalysis: { set: () => HISTORY.analysisUpdated(), cleared: HISTORY.analysisCleared },
} as const;

export function detailChanged(
  field: keyof typeof DETAIL_SENTENCES,
  before: string,
  after: string,
): EventDraft {
  const sentences = DETAIL_SENTENCES[field];
  const summary = after === '' ? sentences.cleared() : sentences.set(after);
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
  summary: HISTORY.targetAdded(number),
  before: null,
  after: { text: target.text },
});

export function targetChanged(before: ShiftTarget, after: ShiftTarget, number: number) {
  const drafts: EventDraft[] = [];
  const add = (key: 'text' | 'achieved' | 'comment', summary: string) =>
    drafts.push({
      action: 'target-changed',
      subject: after.id,
      summary,
      before: { [key]: before[key] },
      after: { [key]: after[key] },
    });
  if (before.text !== after.text) add('text', HISTORY.targetChanged(number, after.text));
  if (before.achieved !== after.achieved) {
    const recorded = after.achieved === true ? HISTORY.targetAchieved : HISTORY.targetNotAchieved;
    add('achieved', recorded(number));
  }
  if (before.comment !== after.comment) add('comment', HISTORY.targetCommentUpdated(number));
  return drafts;
}

export const targetDeleted = (target: ShiftTarget, number: number): EventDraft => ({
  action: 'target-deleted',
  subject: target.id,
  summary: HISTORY.targetDeleted(number),
  before: { text: target.text, achieved: target.achieved, comment: target.comment },
  after: null,
});

export type FeedbackChange = 'added' | 'edited' | 'replaced';

const FEEDBACK_SENTENCES: Record<FeedbackChange, () => string> = {
  added: HISTORY.feedbackAdded,
  edited: HISTORY.feedbackEdited,
  replaced: HISTORY.feedbackReplaced,
};

export const feedbackSaved = (
  change: FeedbackChange,
  before: Snapshot | null,
  after: Snapshot,
): EventDraft => ({
  action: 'feedback-saved',
  subject: null,
  summary: FEEDBACK_SENTENCES[change](),
  before,
  after,
});
