import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { actionStep } from '#domain/actions/actions';
import {
  checklistDetailSchema,
  itemChangeResponseSchema,
  shiftTargetSchema,
  type ChecklistDetail,
  type ItemChangeResponse,
} from '#domain/checklists/api';
import { sectionDoneAtFromCounts } from '#domain/checklists/recount';
import { photoSchema } from '#domain/photos/api';
import { keepForOffline } from '#web/lib/offline-copy';
import { onWriteSettled, type QueuedWrite, type WriteOutcome } from '#web/lib/offline-queue';
import { checklistKeys } from '../api/get-checklist';
import { checklistPath, checklistScope, checklistWriteSchema } from '../api/pending-write';
import { applyPendingWrites } from './apply-pending-writes';

/** A section done (or undone) by this tick shows it at once, by the server's own rule. */
function timingAfter(
  detail: ChecklistDetail,
  response: ItemChangeResponse,
): ChecklistDetail['timing'] {
  const { sections } = detail.timing;
  const doneAt = sectionDoneAtFromCounts(
    response.checklist.sectionCounts,
    {
      'pre-shift': sections['pre-shift'].doneAt,
      'travel-path': sections['travel-path'].doneAt,
      'post-shift': sections['post-shift'].doneAt,
    },
    response.checklist.updatedAt,
  );
  return {
    ...detail.timing,
    sections: {
      'pre-shift': { ...sections['pre-shift'], doneAt: doneAt['pre-shift'] },
      'travel-path': { ...sections['travel-path'], doneAt: doneAt['travel-path'] },
      'post-shift': { ...sections['post-shift'], doneAt: doneAt['post-shift'] },
    },
  };
}

/** A tick's answer into the cached checklist: the item's new state, the counts, the timing. */
export function mergeItemResponse(
  detail: ChecklistDetail,
  response: ItemChangeResponse,
): ChecklistDetail {
  if (response.checklist.version < detail.version) return detail;
  return {
    ...detail,
    ...response.checklist,
    items: detail.items.map((item) =>
      item.id === response.item.id ? { ...item, ...response.item } : item,
    ),
    timing: timingAfter(detail, response),
  };
}

/**
 * Whether a tick's answer opened, moved, resolved, reopened or took back a failure: its
 * corrective action changed with it, by the server's own rule, and the answer does not carry it.
 */
export function changesAction(detail: ChecklistDetail, response: ItemChangeResponse): boolean {
  const before = detail.items.find((item) => item.id === response.item.id);
  return before !== undefined && actionStep(before, response.item) !== null;
}

function storeOutcome(
  client: QueryClient,
  checklistId: string,
  write: QueuedWrite,
  outcome: WriteOutcome,
) {
  const key = checklistKeys.detail(checklistId);
  void client.invalidateQueries({ queryKey: checklistKeys.history(checklistId) });
  const photo = outcome.ok ? photoSchema.safeParse(outcome.data) : null;
  if (photo?.success) {
    // The uploaded photo shows at once, where its waiting copy was; a refetch brings the rest.
    client.setQueryData<ChecklistDetail>(key, (d) =>
      d && !d.photos.some((p) => p.id === photo.data.id)
        ? { ...d, photos: [...d.photos, photo.data] }
        : d,
    );
  }
  const meta = checklistWriteSchema.safeParse(write.meta);
  if (!outcome.ok || !meta.success) {
    // Refused: show the server's truth again in place of what we guessed.
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  const data = outcome.data;
  const item = meta.data.kind === 'item' ? itemChangeResponseSchema.safeParse(data) : null;
  if (item?.success) {
    const cached = client.getQueryData<ChecklistDetail>(key);
    // The server's progress, status and counts replace the ones computed while it was pending.
    client.setQueryData<ChecklistDetail>(key, (d) => d && mergeItemResponse(d, item.data));
    // The failure's action (its owner, due time and status) comes with the checklist.
    if (cached && changesAction(cached, item.data)) {
      void client.invalidateQueries({ queryKey: key });
    }
    return;
  }
  const detail = checklistDetailSchema.safeParse(data);
  if (detail.success) {
    // Leaders, analysis and feedback answer with the whole checklist.
    client.setQueryData<ChecklistDetail>(key, (d) =>
      d && d.version > detail.data.version ? d : detail.data,
    );
    return;
  }
  // Anything else (a target answers with itself): the accepted absolute value is now the truth,
  // and a refetch brings the checklist's version and summary up to date.
  const target = shiftTargetSchema.safeParse(data);
  client.setQueryData<ChecklistDetail>(key, (d) => {
    if (!d) return d;
    if (target.success) {
      const shiftTargets = d.shiftTargets.map((t) => (t.id === target.data.id ? target.data : t));
      return { ...d, shiftTargets };
    }
    return applyPendingWrites(d, [{ meta: meta.data, queuedAt: write.queuedAt }]);
  });
  void client.invalidateQueries({ queryKey: key });
}

/**
 * Moves every answered write of this checklist into the query cache while the screen is open,
 * and keeps the result as the copy a reload without signal shows.
 */
export function useWriteResults(checklistId: string): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        if (write.scope === checklistScope(checklistId)) {
          storeOutcome(client, checklistId, write, outcome);
          const kept = client.getQueryData<ChecklistDetail>(checklistKeys.detail(checklistId));
          keepForOffline(checklistPath(checklistId), kept, write.userId);
        }
      }),
    [client, checklistId],
  );
}
