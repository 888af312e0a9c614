import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { applyItemChange } from '#domain/checklists/item-state';
import {
  checklistProgress,
  checklistStatus,
  nextCompletedAt,
  openIssueCount,
} from '#domain/checklists/progress';
import { sectionCountsBySection } from '#domain/checklists/summary';
import type { ChecklistWrite } from '../api/pending-write';

export interface PendingChecklistWrite {
  meta: ChecklistWrite;
  queuedAt: string;
}

function applyOne(
  detail: ChecklistDetail,
  { meta, queuedAt }: PendingChecklistWrite,
): ChecklistDetail {
  switch (meta.kind) {
    case 'item': {
      let changed = false;
      const items = detail.items.map((item): ChecklistItem => {
        if (item.id !== meta.itemId) return item;
        // The same rules the server runs; a change it would refuse shows nothing here either.
        const result = applyItemChange(item, meta.change, queuedAt, detail.temperatureUnit);
        if (!result.ok || !result.changed) return item;
        changed = true;
        return result.item;
      });
      return changed ? { ...detail, items } : detail;
    }
    case 'details':
      return { ...detail, ...meta.fields };
    case 'target':
      return {
        ...detail,
        shiftTargets: detail.shiftTargets.map((target) =>
          target.id === meta.targetId ? { ...target, ...meta.fields } : target,
        ),
      };
    case 'feedback':
      return {
        ...detail,
        feedback: {
          text: meta.text,
          timestamp: queuedAt,
          userId: meta.userId,
          userName: meta.userName,
        },
      };
  }
}

/** Progress, status and section counts as the server will compute them once the items land. */
function withLocalSummary(detail: ChecklistDetail, now: string): ChecklistDetail {
  const progress = checklistProgress(detail.items);
  const completedAt = nextCompletedAt(progress, detail.completedAt, now);
  const openIssues = openIssueCount(detail.items);
  return {
    ...detail,
    progress,
    completedAt,
    openIssues,
    status: checklistStatus({ completedAt, openIssues }),
    sectionCounts: sectionCountsBySection(detail.items),
  };
}

/**
 * The checklist as the user expects to see it: the server's copy with every write still queued
 * applied on top, in order. Until the item writes land, the summary is computed here with the
 * same domain rules; after that the server's own numbers are shown.
 */
export function applyPendingWrites(
  detail: ChecklistDetail,
  writes: readonly PendingChecklistWrite[],
): ChecklistDetail {
  if (writes.length === 0) return detail;
  const next = writes.reduce(applyOne, detail);
  const itemWrites = writes.filter((write) => write.meta.kind === 'item');
  const last = itemWrites.at(-1);
  return last ? withLocalSummary(next, last.queuedAt) : next;
}
