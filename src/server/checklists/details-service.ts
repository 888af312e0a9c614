import type { ChecklistDetail, UpdateChecklistBody } from '#domain/checklists/api';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { runChecklistChange } from './change';
import { insertChecklistEvents } from './events-repository';
import { detailChanged, eventsBy } from './history';
import { updateChecklistDetails, type DetailFields } from './repository';
import { getChecklistDetail, loadChecklistContext } from './service';

const DETAIL_FIELDS = ['serviceAreaLeader', 'productionAreaLeader', 'postShiftAnalysis'] as const;

/** Area leaders and the post-shift analysis; fields left out, or unchanged, are not touched. */
export async function updateChecklistDetailFields(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  body: UpdateChecklistBody,
): Promise<ChecklistDetail> {
  await loadChecklistContext(deps, user, checklistId, 'checklist:edit');
  const now = deps.clock.now().toISOString();
  await runChecklistChange(deps, user, checklistId, now, async (trx, locked) => {
    const changes: DetailFields = {};
    const events = [];
    for (const field of DETAIL_FIELDS) {
      const value = body[field];
      if (value === undefined || value === locked[field]) continue;
      changes[field] = value;
      events.push(detailChanged(field, locked[field], value));
    }
    if (events.length === 0) return { commit: false, value: null };
    await updateChecklistDetails(trx, checklistId, changes);
    await insertChecklistEvents(trx, eventsBy(user, checklistId, now, events));
    return { commit: true, value: null };
  });
  return getChecklistDetail(deps, user, checklistId);
}
