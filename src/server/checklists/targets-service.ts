import type {
  AddShiftTargetBody,
  ShiftTarget,
  UpdateShiftTargetBody,
} from '#domain/checklists/api';
import {
  SHIFT_TARGET_NOT_FOUND,
  SHIFT_TARGETS_MAX,
  TOO_MANY_SHIFT_TARGETS,
} from '#domain/checklists/messages';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { runChecklistChange } from './change';
import { insertChecklistEvents } from './events-repository';
import { eventsBy, targetAdded, targetChanged, targetDeleted } from './history';
import { loadChecklistContext } from './service';
import {
  appendShiftTargets,
  deleteShiftTarget,
  listShiftTargets,
  updateShiftTarget,
  type ShiftTargetChanges,
} from './targets-repository';

async function assertEditable(deps: AppDeps, user: Caller, checklistId: string) {
  await loadChecklistContext(deps, user, checklistId, 'checklist:edit');
}

/** The target and its on-screen number (Target 1..n), or 404. */
function locate(targets: readonly ShiftTarget[], targetId: string) {
  const index = targets.findIndex((target) => target.id === targetId);
  const target = targets[index];
  if (!target) throw notFound(SHIFT_TARGET_NOT_FOUND);
  return { target, number: index + 1 };
}

export async function addShiftTarget(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  body: AddShiftTargetBody,
): Promise<ShiftTarget> {
  await assertEditable(deps, user, checklistId);
  const now = deps.clock.now().toISOString();
  return runChecklistChange(deps, user, checklistId, now, async (trx) => {
    // Counted under the checklist's lock, so two adds cannot both squeeze past the limit.
    const existing = await listShiftTargets(trx, checklistId);
    if (existing.length >= SHIFT_TARGETS_MAX) throw badRequest(TOO_MANY_SHIFT_TARGETS);
    const [target] = await appendShiftTargets(trx, checklistId, [body.text ?? '']);
    if (!target) throw new Error('appendShiftTargets returned nothing');
    const event = targetAdded(target, existing.length + 1);
    await insertChecklistEvents(trx, eventsBy(user, checklistId, now, [event]));
    return { commit: true, value: target };
  });
}

export async function changeShiftTarget(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  targetId: string,
  body: UpdateShiftTargetBody,
): Promise<ShiftTarget> {
  await assertEditable(deps, user, checklistId);
  const now = deps.clock.now().toISOString();
  return runChecklistChange(deps, user, checklistId, now, async (trx) => {
    const { target, number } = locate(await listShiftTargets(trx, checklistId), targetId);
    const changes: ShiftTargetChanges = {};
    if (body.text !== undefined) changes.text = body.text;
    // Null, from a client of before migration 016, meant no result: Not Achieved.
    if (body.achieved !== undefined) changes.achieved = body.achieved ?? false;
    if (body.comment !== undefined) changes.comment = body.comment;
    const after = { ...target, ...changes };
    const events = targetChanged(target, after, number);
    if (events.length === 0) return { commit: false, value: target };
    await updateShiftTarget(trx, checklistId, targetId, changes);
    await insertChecklistEvents(trx, eventsBy(user, checklistId, now, events));
    return { commit: true, value: after };
  });
}

export async function removeShiftTarget(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  targetId: string,
): Promise<void> {
  await assertEditable(deps, user, checklistId);
  const now = deps.clock.now().toISOString();
  await runChecklistChange(deps, user, checklistId, now, async (trx) => {
    const { target, number } = locate(await listShiftTargets(trx, checklistId), targetId);
    await deleteShiftTarget(trx, checklistId, targetId);
    await insertChecklistEvents(
      trx,
      eventsBy(user, checklistId, now, [targetDeleted(target, number)]),
    );
    return { commit: true, value: null };
  });
}
