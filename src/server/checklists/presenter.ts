import type { ShiftTiming } from '#domain/due/shift-timing';
import type { Photo } from '#domain/photos/api';
import type {
  ChecklistDetail,
  ChecklistItem,
  ChecklistSummary,
  ShiftTarget,
} from '#domain/checklists/api';
import type { ChecklistAbilities } from '#domain/checklists/policy';
import { checklistStatus } from '#domain/checklists/progress';
import { shiftTargetCounts } from '#domain/checklists/summary';
import type { ChecklistRecord } from './repository';

export function toChecklistSummary(
  checklist: ChecklistRecord,
  targets: readonly ShiftTarget[],
): ChecklistSummary {
  return {
    id: checklist.id,
    storeId: checklist.storeId,
    businessDate: checklist.businessDate,
    category: checklist.category,
    title: checklist.title,
    createdBy: checklist.createdBy,
    creatorName: checklist.creatorName,
    createdAt: checklist.createdAt,
    updatedAt: checklist.updatedAt,
    progress: checklist.progress,
    completedAt: checklist.completedAt,
    openIssues: checklist.openIssues,
    status: checklistStatus(checklist),
    sectionCounts: checklist.sectionCounts,
    targets: shiftTargetCounts(targets),
    version: checklist.version,
  };
}

export function toChecklistDetail(
  checklist: ChecklistRecord,
  parts: {
    items: ChecklistItem[];
    targets: ShiftTarget[];
    photos: Photo[];
    storeTimezone: string;
    abilities: ChecklistAbilities;
    timing: ShiftTiming;
  },
): ChecklistDetail {
  return {
    ...toChecklistSummary(checklist, parts.targets),
    storeTimezone: parts.storeTimezone,
    serviceAreaLeader: checklist.serviceAreaLeader,
    productionAreaLeader: checklist.productionAreaLeader,
    postShiftAnalysis: checklist.postShiftAnalysis,
    takenOverByName: checklist.takenOverByName,
    takenOverAt: checklist.takenOverAt,
    items: parts.items,
    shiftTargets: parts.targets,
    feedback: checklist.feedback,
    photos: parts.photos,
    abilities: parts.abilities,
    timing: parts.timing,
  };
}
