import type { ShiftTiming } from '#domain/due/shift-timing';
import type { Photo } from '#domain/photos/api';
import type {
  ChangedItem,
  ChecklistCounts,
  ChecklistDetail,
  ChecklistItem,
  ChecklistSummary,
  ChecklistTranslations,
  ShiftTarget,
} from '#domain/checklists/api';
import type { ChecklistAbilities } from '#domain/checklists/policy';
import { checklistStatus } from '#domain/checklists/progress';
import { shiftTargetCounts } from '#domain/checklists/summary';
import type { TemperatureUnit } from '#domain/readings/units';
import type { ChecklistRecord } from './repository';

/** What an item change changes on its checklist: exactly these fields (a tick's answer). */
export function toChecklistCounts(
  checklist: Pick<ChecklistRecord, keyof ChecklistCounts & keyof ChecklistRecord>,
): ChecklistCounts {
  return {
    id: checklist.id,
    version: checklist.version,
    updatedAt: checklist.updatedAt,
    progress: checklist.progress,
    completedAt: checklist.completedAt,
    openIssues: checklist.openIssues,
    status: checklistStatus(checklist),
    sectionCounts: checklist.sectionCounts,
  };
}

/** Exactly the fields a change to an item can change: the answer is also what a repeat gets. */
export function toChangedItem(item: ChecklistItem): ChangedItem {
  return {
    id: item.id,
    completed: item.completed,
    completedAt: item.completedAt,
    completedBy: item.completedBy,
    failed: item.failed,
    failureComment: item.failureComment,
    failurePriority: item.failurePriority,
    resolved: item.resolved,
    resolvedAt: item.resolvedAt,
    answerValue: item.answerValue,
    answerUnit: item.answerUnit,
    answeredAt: item.answeredAt,
    naReason: item.naReason,
    updatedAt: item.updatedAt,
  };
}

export function toChecklistSummary(
  checklist: ChecklistRecord,
  targets: readonly ShiftTarget[],
): ChecklistSummary {
  return {
    ...toChecklistCounts(checklist),
    storeId: checklist.storeId,
    businessDate: checklist.businessDate,
    category: checklist.category,
    title: checklist.title,
    createdBy: checklist.createdBy,
    creatorName: checklist.creatorName,
    createdAt: checklist.createdAt,
    targets: shiftTargetCounts(targets),
  };
}

export function toChecklistDetail(
  checklist: ChecklistRecord,
  parts: {
    items: ChecklistItem[];
    translations: ChecklistTranslations | null;
    targets: ShiftTarget[];
    photos: Photo[];
    storeTimezone: string;
    temperatureUnit: TemperatureUnit;
    deliveryService: string | null;
    abilities: ChecklistAbilities;
    timing: ShiftTiming;
    actions: ChecklistDetail['actions'];
  },
): ChecklistDetail {
  return {
    ...toChecklistSummary(checklist, parts.targets),
    storeTimezone: parts.storeTimezone,
    temperatureUnit: parts.temperatureUnit,
    deliveryService: parts.deliveryService,
    serviceAreaLeader: checklist.serviceAreaLeader,
    productionAreaLeader: checklist.productionAreaLeader,
    postShiftAnalysis: checklist.postShiftAnalysis,
    takenOverByName: checklist.takenOverByName,
    takenOverAt: checklist.takenOverAt,
    items: parts.items,
    translations: parts.translations,
    shiftTargets: parts.targets,
    feedback: checklist.feedback,
    photos: parts.photos,
    abilities: parts.abilities,
    timing: parts.timing,
    actions: parts.actions,
  };
}
