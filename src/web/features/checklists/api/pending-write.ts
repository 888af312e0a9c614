// What a queued checklist write means, so the screen can show it before the server confirms it.
// Stored with the write in IndexedDB and read back after a reload, hence a schema, not a cast.
import { z } from 'zod/mini';
import { updateChecklistBodySchema, updateShiftTargetBodySchema } from '#domain/checklists/api';
import { itemChangeSchema } from '#domain/checklists/item-state';
import { enqueueWrite, type NewWrite } from '#web/lib/offline-queue';

export const checklistWriteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), itemId: z.string(), change: itemChangeSchema }),
  z.object({ kind: z.literal('details'), fields: updateChecklistBodySchema }),
  z.object({
    kind: z.literal('target'),
    targetId: z.string(),
    fields: updateShiftTargetBodySchema,
  }),
  z.object({
    kind: z.literal('feedback'),
    text: z.string(),
    userId: z.nullable(z.string()),
    userName: z.string(),
  }),
]);
export type ChecklistWrite = z.infer<typeof checklistWriteSchema>;

export function checklistScope(checklistId: string): string {
  return `checklist:${checklistId}`;
}

export function checklistPath(checklistId: string, ...rest: string[]): string {
  return ['/api/checklists', ...[checklistId, ...rest].map(encodeURIComponent)].join('/');
}

/** Queues one checklist write; `meta` is what the screen overlays until it lands. */
export function enqueueChecklistWrite(
  checklistId: string,
  meta: ChecklistWrite,
  request: Pick<NewWrite, 'label' | 'method' | 'path' | 'body' | 'coalesceKey'>,
) {
  return enqueueWrite({ ...request, scope: checklistScope(checklistId), meta });
}
