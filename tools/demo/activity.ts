// Plays a shift's script into the database with the checklist module's own change runner,
// repositories, state machine, progress rules and history sentences, so a demo checklist is
// indistinguishable from one filled in through the API. One transaction per checklist.
import type { SessionUser } from '#domain/auth/schemas';
import type {
  ChecklistDetail,
  ChecklistFeedback,
  ChecklistItem,
  ShiftTarget,
} from '#domain/checklists/api';
import { applyItemChange } from '#domain/checklists/item-state';
import { allItemsDone } from '#domain/checklists/progress';
import { personName } from '#domain/checklists/summary';
import { runChecklistChange } from '#server/checklists/change';
import type { NewChecklistEvent } from '#server/checklists/events-repository';
import { insertChecklistEvents } from '#server/checklists/events-repository';
import { enteredReading, insertReadings, type NewReading } from '#server/readings/repository';
import {
  detailChanged,
  eventsBy,
  feedbackSaved,
  itemChanged,
  targetChanged,
} from '#server/checklists/history';
import { listItemProgress, updateChecklistItemState } from '#server/checklists/items-repository';
import { progressFields } from '#server/checklists/progress-fields';
import {
  saveChecklistFeedback,
  updateChecklistDetails,
  updateChecklistProgress,
} from '#server/checklists/repository';
import { updateShiftTarget } from '#server/checklists/targets-repository';
import type { AppDeps } from '#server/deps';
import { followItemChange } from '#server/actions/repository';
import type { ShiftScript } from './script';

const DETAIL_FIELDS = ['serviceAreaLeader', 'productionAreaLeader', 'postShiftAnalysis'] as const;

interface Timeline {
  events: NewChecklistEvent[];
  last: Date;
}

function record(
  timeline: Timeline,
  user: SessionUser,
  id: string,
  at: Date,
  drafts: Parameters<typeof eventsBy>[3],
) {
  timeline.events.push(...eventsBy(user, id, at.toISOString(), drafts));
  if (at > timeline.last) timeline.last = at;
}

/** Runs the item changes through the state machine; returns each changed item's final state. */
function playItems(
  checklist: ChecklistDetail,
  script: ShiftScript,
  leader: SessionUser,
  timeline: Timeline,
) {
  const items = new Map(checklist.items.map((item) => [item.id, item]));
  const changed = new Map<string, ChecklistItem>();
  const readings: NewReading[] = [];
  /** Each change in time order, for the corrective action it opens, moves or closes. */
  const steps: { before: ChecklistItem; after: ChecklistItem; at: string }[] = [];
  for (const { at, change } of script.items) {
    const before = items.get(change.itemId);
    if (!before) throw new Error(`Demo item ${change.itemId} is not on the checklist`);
    const now = at.toISOString();
    const result = applyItemChange(before, change.change, now, checklist.temperatureUnit);
    if (!result.ok) throw new Error(`Demo item change refused: ${result.message}`);
    const after: ChecklistItem = {
      ...result.item,
      // As the item API does: set by the tick, kept while it stays ticked.
      completedBy: result.item.completed
        ? before.completed
          ? before.completedBy
          : leader.id
        : null,
      updatedAt: now,
    };
    items.set(after.id, after);
    changed.set(after.id, after);
    steps.push({ before, after, at: now });
    record(timeline, leader, checklist.id, at, [itemChanged(before, after)]);
    const by = { userId: leader.id, userName: personName(leader), at: now };
    const reading = enteredReading(change.change, checklist, after, by, checklist.temperatureUnit);
    if (reading) readings.push(reading);
  }
  return {
    changed: [...changed.values()],
    steps,
    readings,
    complete: allItemsDone([...items.values()]),
  };
}

function playTargets(
  checklist: ChecklistDetail,
  script: ShiftScript,
  leader: SessionUser,
  timeline: Timeline,
) {
  const targets = new Map<string, ShiftTarget>(checklist.shiftTargets.map((t) => [t.id, t]));
  const numbers = new Map(checklist.shiftTargets.map((t, index) => [t.id, index + 1]));
  for (const { at, change } of script.targets) {
    const before = targets.get(change.targetId);
    if (!before) throw new Error(`Demo target ${change.targetId} is not on the checklist`);
    const after = { ...before, ...change.changes };
    targets.set(after.id, after);
    record(
      timeline,
      leader,
      checklist.id,
      at,
      targetChanged(before, after, numbers.get(after.id) ?? 0),
    );
  }
  return [...targets.values()];
}

function playDetails(
  checklist: ChecklistDetail,
  script: ShiftScript,
  leader: SessionUser,
  timeline: Timeline,
) {
  const details: Record<(typeof DETAIL_FIELDS)[number], string> = {
    serviceAreaLeader: checklist.serviceAreaLeader,
    productionAreaLeader: checklist.productionAreaLeader,
    postShiftAnalysis: checklist.postShiftAnalysis,
  };
  for (const { at, change } of script.details) {
    for (const field of DETAIL_FIELDS) {
      const value = change[field];
      if (value === undefined || value === details[field]) continue;
      record(timeline, leader, checklist.id, at, [detailChanged(field, details[field], value)]);
      details[field] = value;
    }
  }
  return details;
}

function playFeedback(
  checklist: ChecklistDetail,
  { at, change: text }: NonNullable<ShiftScript['feedback']>,
  manager: SessionUser,
  timeline: Timeline,
): ChecklistFeedback {
  const timestamp = at.toISOString();
  const feedback = { text, timestamp, userId: manager.id, userName: personName(manager) };
  record(timeline, manager, checklist.id, at, [feedbackSaved('added', null, feedback)]);
  return feedback;
}

export async function playShiftScript(
  deps: AppDeps,
  checklist: ChecklistDetail,
  script: ShiftScript,
  people: { leader: SessionUser; manager: SessionUser },
): Promise<void> {
  const timeline: Timeline = { events: [], last: new Date(checklist.createdAt) };
  const { changed, steps, readings, complete } = playItems(
    checklist,
    script,
    people.leader,
    timeline,
  );
  // The moment the last item was done is when the checklist reached 100 %.
  const lastItemAt = timeline.last.toISOString();
  const targets = playTargets(checklist, script, people.leader, timeline);
  const details = playDetails(checklist, script, people.leader, timeline);
  // SPEC §4 "Feedback": only on a checklist that ended complete.
  const feedback =
    complete && script.feedback
      ? playFeedback(checklist, script.feedback, people.manager, timeline)
      : null;

  await runChecklistChange(deps, people.leader, checklist.id, lastItemAt, async (trx) => {
    for (const item of changed) await updateChecklistItemState(trx, item);
    // Every failure has its corrective action, as through the item API (decisions/047).
    const place = {
      id: checklist.id,
      storeId: checklist.storeId,
      businessDate: checklist.businessDate,
    };
    const by = { id: people.leader.id, name: personName(people.leader) };
    for (const { before, after, at } of steps) {
      await followItemChange(trx, { checklist: place, by, now: at }, before, after);
    }
    await insertReadings(trx, readings);
    for (const { id, text, achieved, comment } of targets) {
      await updateShiftTarget(trx, checklist.id, id, { text, achieved, comment });
    }
    await updateChecklistDetails(trx, checklist.id, details);
    const progress = progressFields(await listItemProgress(trx, checklist.id), null, lastItemAt);
    await updateChecklistProgress(trx, checklist.id, progress);
    if (feedback) await saveChecklistFeedback(trx, checklist.id, feedback);
    const inOrder = [...timeline.events].sort((a, b) => a.at.localeCompare(b.at));
    await insertChecklistEvents(trx, inOrder);
    return { commit: true, value: null };
  });
}
