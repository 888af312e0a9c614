import type { ChecklistDetail } from '#domain/checklists/api';
import { personName } from '#domain/checklists/summary';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { runChecklistChange } from './change';
import { insertChecklistEvents } from './events-repository';
import { checklistTakenOver, eventsBy } from './history';
import { takeOverChecklist } from './repository';
import { getChecklistDetail, loadChecklistContext } from './service';

/**
 * The caller runs today's checklist from now on, in place of whoever started it (or took it over
 * before): they may change it, the one before them no longer may, and the header and History
 * say who took over and when. Taking over one's own checklist changes nothing.
 */
export async function takeOverChecklistFor(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<ChecklistDetail> {
  const { checklist, today } = await loadChecklistContext(deps, user, checklistId);
  requireAccess(user, 'checklist:take-over', { ...checklist, storeToday: today });
  const now = deps.clock.now().toISOString();
  await runChecklistChange(deps, user, checklistId, now, async (trx, locked) => {
    if (locked.createdBy === user.id) return { commit: false, value: null };
    const from = locked.takenOverByName ?? locked.creatorName;
    const name = personName(user);
    await takeOverChecklist(trx, checklistId, { id: user.id, name }, now);
    await insertChecklistEvents(trx, eventsBy(user, checklistId, now, [checklistTakenOver(from)]));
    return { commit: true, value: null };
  });
  return getChecklistDetail(deps, user, checklistId);
}
