// Steps of an action and its fix photos go through the offline write queue, like a checklist's
// ticks: taken with no signal, they wait on the phone and are sent in order once it is back. A
// step is stored with what it means, so the screen shows it before the server confirms it;
// stored in IndexedDB and read back after a reload, it is parsed there, never cast.
import { z } from 'zod/mini';
import { actionStepBodySchema, type Action, type ActionStepBody } from '#domain/actions/api';
import { enqueueWrite } from '#web/lib/offline-queue';

export const actionWriteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('step'), body: actionStepBodySchema }),
  z.object({ kind: z.literal('fix-photo') }),
]);
export type ActionWrite = z.infer<typeof actionWriteSchema>;

/** The queue's scope of one action's writes: its screen shows those alone. */
export const actionScope = (actionId: string) => `action:${actionId}`;

export const actionPath = (actionId: string, ...rest: string[]) =>
  ['/api/actions', ...[actionId, ...rest].map(encodeURIComponent)].join('/');

/** POST /api/actions/:actionId/steps, queued; `label` names it if the server refuses it. */
export function queueActionStep(actionId: string, body: ActionStepBody, label: string) {
  return enqueueWrite({
    scope: actionScope(actionId),
    label,
    method: 'POST',
    path: actionPath(actionId, 'steps'),
    body,
    meta: { kind: 'step', body } satisfies z.input<typeof actionWriteSchema>,
  });
}

/**
 * The photo of the fix: the failed item's own resolution photo upload, so the checklist shows
 * it with the item, as a fix photo taken there would be.
 */
export function queueFixPhoto(
  action: Pick<Action, 'id' | 'checklistId' | 'itemId'>,
  photo: Blob,
  label: string,
) {
  const item = ['/api/checklists', action.checklistId, 'items', action.itemId, 'photos']
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return enqueueWrite({
    scope: actionScope(action.id),
    label,
    method: 'POST',
    path: `${item}?kind=resolution`,
    photo,
    meta: { kind: 'fix-photo' } satisfies ActionWrite,
  });
}
