// What happens on one demo shift, as timed changes through the API's own change types.
import type { ChecklistDetail } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { limitsIn, readingUnitOf } from '#domain/readings/spec';
import type { TemperatureUnit } from '#domain/readings/units';
import type { ShiftTargetChanges } from '#server/checklists/targets-repository';
import type { DetailFields } from '#server/checklists/repository';
import {
  ACHIEVED_COMMENTS,
  GENERAL_FAILURES,
  MANAGER_FEEDBACK,
  MISSED_COMMENTS,
  PLANNING_FAILURES,
  POST_SHIFT_ANALYSES,
  SMART_TARGETS,
  travelPathNotesFor,
} from './content';
import type { ShiftPlan } from './plan';
import type { Random } from './random';

export interface Timed<T> {
  at: Date;
  change: T;
}

export interface ShiftScript {
  /** In time order; an item may change more than once (failed, then resolved). */
  items: Timed<{ itemId: string; change: ItemChange }>[];
  targets: Timed<{ targetId: string; changes: ShiftTargetChanges }>[];
  details: Timed<DetailFields>[];
  /** The store manager's feedback, left only if the checklist ends complete. */
  feedback: Timed<string> | null;
}

const MINUTE = 60_000;
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/** How much of the checklist gets worked through, by outcome. */
function doneShare(plan: ShiftPlan, random: Random): number {
  if (plan.outcome === 'complete' || plan.outcome === 'issues') return 1;
  if (plan.outcome === 'partial') return 0.35 + random.next() * 0.5;
  return 0.2 + random.next() * 0.45;
}

/** [unresolved, resolved] failures, by outcome. */
function failureCounts(plan: ShiftPlan, random: Random): [number, number] {
  const resolvedOne = random.chance(0.3) ? 1 : 0;
  if (plan.outcome === 'complete') return [0, resolvedOne];
  if (plan.outcome === 'issues') return [random.int(1, 3), resolvedOne];
  return [random.chance(plan.outcome === 'partial' ? 0.5 : 0.3) ? 1 : 0, 0];
}

function failChange(
  item: ChecklistDetail['items'][number],
  random: Random,
): Extract<ItemChange, { type: 'fail' }> {
  if (item.section === 'travel-path') {
    const note = random.pick(travelPathNotesFor(item));
    return { type: 'fail', comment: note.comment, priority: note.priority };
  }
  const planning = PLANNING_FAILURES[item.subsection ?? ''] ?? GENERAL_FAILURES;
  return { type: 'fail', comment: random.pick(planning) };
}

type Item = ChecklistDetail['items'][number];

/**
 * A reading a leader would take: a little inside the limit as the store shows it, or, for a
 * failure, a little outside it with what was done.
 */
function readingChange(
  item: Item,
  unit: TemperatureUnit,
  random: Random,
  failure: Extract<ItemChange, { type: 'fail' }> | null,
): ItemChange {
  const measure = item.measure;
  if (!measure) throw new Error('a reading item has its measure');
  const { min, max } = limitsIn(measure, unit);
  const step = random.int(5, 30) / 10;
  const inside = max !== null ? max - step : (min ?? 0) + step;
  const outside = max !== null ? max + step : (min ?? 0) - step;
  const value = (failure ? outside : inside).toFixed(measure.quantity === 'temperature' ? 1 : 0);
  return {
    type: 'record',
    value,
    unit: readingUnitOf(measure, unit),
    ...(failure ? { comment: failure.comment, priority: failure.priority ?? null } : {}),
  };
}

/**
 * An answer for a yes/no, choice or text item: one that passes, or for a failure one that fails
 * with what was done. Text never fails, so its failure is logged as a failure.
 */
function answerChange(
  item: Item,
  failure: Extract<ItemChange, { type: 'fail' }> | null,
): ItemChange | null {
  const choices = item.choices ?? [];
  const passing =
    item.kind === 'yes-no'
      ? item.failsOn === 'yes'
        ? 'no'
        : 'yes'
      : item.kind === 'choice'
        ? choices.find((option) => !option.fails)?.label
        : item.kind === 'text'
          ? 'Checked'
          : undefined;
  const failing =
    item.kind === 'yes-no'
      ? (item.failsOn ?? undefined)
      : choices.find((option) => option.fails)?.label;
  if (!failure) return passing === undefined ? null : { type: 'answer', value: passing };
  if (failing === undefined) return null;
  return {
    type: 'answer',
    value: failing,
    comment: failure.comment,
    priority: failure.priority ?? null,
  };
}

function itemChanges(plan: ShiftPlan, checklist: ChecklistDetail, random: Random) {
  const items = checklist.items;
  const doneCount = Math.round(items.length * doneShare(plan, random));
  const done = items.slice(0, doneCount);
  const [unresolved, resolved] = failureCounts(plan, random);
  // Leaders log most issues on the travel path, where the walk-round finds them.
  const travel = done.filter((item) => item.section === 'travel-path');
  const pool = travel.length >= unresolved + resolved && random.chance(0.8) ? travel : done;
  const failing = random.sample(pool, unresolved + resolved);
  const resolvedIds = new Set(random.sample(failing, resolved).map((item) => item.id));
  const failingIds = new Set(failing.map((item) => item.id));

  const span = plan.end.getTime() - plan.start.getTime();
  const changes: ShiftScript['items'] = [];
  done.forEach((item, index) => {
    const at = new Date(plan.start.getTime() + (span * (index + 1)) / (doneCount + 1));
    const reading = item.kind === 'reading';
    const unit = checklist.temperatureUnit;
    if (!failingIds.has(item.id)) {
      const change: ItemChange = reading
        ? readingChange(item, unit, random, null)
        : (answerChange(item, null) ?? { type: 'complete', completed: true });
      changes.push({ at, change: { itemId: item.id, change } });
      return;
    }
    const failure = failChange(item, random);
    const failed = reading
      ? readingChange(item, unit, random, failure)
      : (answerChange(item, failure) ?? failure);
    changes.push({ at, change: { itemId: item.id, change: failed } });
    // A failure that needs a photo of the problem stays open: the demo adds no photos.
    if (resolvedIds.has(item.id) && !item.photoOnFail) {
      const fixedAt = earliest(plan.end, later(at, random.int(15, 90)));
      // A reading's issue is resolved by a re-check inside its limit, an answer's by one that passes.
      const fix: ItemChange = reading
        ? readingChange(item, unit, random, null)
        : (answerChange(item, null) ?? { type: 'resolve', resolved: true });
      changes.push({ at: fixedAt, change: { itemId: item.id, change: fix } });
    }
  });
  return changes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function targetChanges(plan: ShiftPlan, checklist: ChecklistDetail, random: Random) {
  const texts = random.sample(SMART_TARGETS[plan.category], random.int(2, 4));
  const finished = plan.outcome === 'complete' || plan.outcome === 'issues';
  const changes: ShiftScript['targets'] = [];
  texts.forEach((text, index) => {
    const target = checklist.shiftTargets[index];
    if (!target) return;
    changes.push({
      at: later(plan.start, 5 + index),
      change: { targetId: target.id, changes: { text } },
    });
    if (!finished) return;
    const achieved = random.chance(0.7);
    const comment = random.pick(achieved ? ACHIEVED_COMMENTS : MISSED_COMMENTS);
    changes.push({
      at: later(plan.end, -10 + index),
      change: { targetId: target.id, changes: { achieved, comment } },
    });
  });
  return changes;
}

export function writeShiftScript(
  plan: ShiftPlan,
  checklist: ChecklistDetail,
  crew: readonly string[],
  now: Date,
  random: Random,
): ShiftScript {
  const [service, production] = random.sample(crew, 2);
  const details: ShiftScript['details'] = [
    {
      at: later(plan.start, 2),
      change: { serviceAreaLeader: service ?? '', productionAreaLeader: production ?? '' },
    },
  ];
  const finished = plan.outcome === 'complete' || plan.outcome === 'issues';
  if (finished) {
    details.push({
      at: later(plan.end, -2),
      change: { postShiftAnalysis: random.pick(POST_SHIFT_ANALYSES) },
    });
  }
  const items = itemChanges(plan, checklist, random);
  const targets = targetChanges(plan, checklist, random);
  const feedback =
    finished && random.chance(0.35)
      ? {
          at: earliest(now, later(plan.end, random.int(30, 240))),
          change: random.pick(MANAGER_FEEDBACK),
        }
      : null;
  return { items, targets, details, feedback };
}
