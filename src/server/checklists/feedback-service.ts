import type { ChecklistDetail, ChecklistFeedback } from '#domain/checklists/api';
import { FEEDBACK_NOT_COMPLETE } from '#domain/checklists/messages';
import { personName } from '#domain/checklists/summary';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { notifyFeedback, sendWaitingEmails } from '../notifications/checklist-events';
import { runChecklistChange } from './change';
import { insertChecklistEvents } from './events-repository';
import { eventsBy, feedbackSaved, type FeedbackChange } from './history';
import { authorize } from '#domain/authz';
import { saveChecklistFeedback } from './repository';
import { dropPhotos } from '../photos/cleanup';
import { listPhotoSet } from '../photos/repository';
import { getChecklistDetail, loadChecklistContext } from './service';

/**
 * SPEC §4 "Feedback": only on a complete checklist. Its author edits it in place (time
 * refreshed); anyone else allowed to leave feedback, a super admin included, replaces it under
 * their own name, so the words shown are always the named person's (docs/decisions/004).
 */
export async function saveFeedback(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
  text: string,
): Promise<ChecklistDetail> {
  await loadChecklistContext(deps, user, checklistId, 'checklist:add-feedback');
  const now = deps.clock.now().toISOString();
  let emails = 0;
  await runChecklistChange(deps, user, checklistId, now, async (trx, locked, announce) => {
    // Checked under the lock: an item unticked a moment ago takes the checklist below 100.
    if (locked.completedAt === null) throw conflict(FEEDBACK_NOT_COMPLETE);
    const existing = locked.feedback;
    const edits = existing !== null && authorize(user, 'checklist:edit-feedback', locked);
    const feedback: ChecklistFeedback = edits
      ? { ...existing, text, timestamp: now }
      : { text, timestamp: now, userId: user.id, userName: personName(user) };
    const change: FeedbackChange = edits ? 'edited' : existing ? 'replaced' : 'added';
    await saveChecklistFeedback(trx, checklistId, feedback);
    // Replaced feedback takes its photos with it: they illustrated someone else's words.
    if (change === 'replaced') {
      await dropPhotos(deps, trx, await listPhotoSet(trx, checklistId, 'feedback', null));
    }
    const event = feedbackSaved(change, existing, feedback);
    await insertChecklistEvents(trx, eventsBy(user, checklistId, now, [event]));
    emails = await notifyFeedback(trx, announce, now, {
      checklist: locked,
      authorId: user.id,
      authorName: feedback.userName,
    });
    return { commit: true, value: null };
  });
  sendWaitingEmails(deps, emails);
  return getChecklistDetail(deps, user, checklistId);
}
