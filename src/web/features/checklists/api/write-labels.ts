// What a queued checklist write is called when the leader is told it was refused: the change in
// their words and the item or field it touched, never a request path.
import type { UpdateChecklistBody, UpdateShiftTargetBody } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

export function itemChangeLabel(itemText: string, change: ItemChange): string {
  const item = quoted(itemText);
  switch (change.type) {
    case 'complete':
      return change.completed ? `Tick ${item}` : `Untick ${item}`;
    case 'fail':
      return `Fail ${item}`;
    case 'unfail':
      return `Remove the failure of ${item}`;
    case 'resolve':
      return change.resolved ? `Resolve ${item}` : `Reopen the issue of ${item}`;
  }
}

const FIELD_LABELS: Record<keyof UpdateChecklistBody, string> = {
  serviceAreaLeader: 'Service area leader',
  productionAreaLeader: 'Production area leader',
  postShiftAnalysis: 'Post-shift analysis',
};

export function checklistFieldLabel(field: keyof UpdateChecklistBody): string {
  return FIELD_LABELS[field];
}

const TARGET_FIELD_LABELS: Record<keyof UpdateShiftTargetBody, string> = {
  text: 'Shift target',
  achieved: 'Shift result',
  comment: 'Shift result comment',
};

export function targetFieldLabel(field: keyof UpdateShiftTargetBody): string {
  return TARGET_FIELD_LABELS[field];
}

export const FEEDBACK_LABEL = 'Store feedback';
