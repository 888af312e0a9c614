import { itemStatus, type ItemStatus } from '#domain/checklists/item-state';
import { checklistStatus } from '#domain/checklists/progress';
import { personName, type ShiftTargetCounts } from '#domain/checklists/summary';
import { formatDateTime } from '#domain/dates';
import { SECTION_TITLES } from '#domain/sections';
import { SHIFT_LABELS } from '#domain/shifts';
import type { ExportChecklistRow, ExportItemRow } from './repository';

type Cell = string | number;

/**
 * CSV injection: a spreadsheet runs a cell that begins with one of these as a formula, so
 * such text is prefixed with an apostrophe and shown as typed.
 */
export function neutralise(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

const text = (value: string | null | undefined): string => neutralise(value ?? '');
const local = (iso: string | null, timeZone: string) => (iso ? formatDateTime(iso, timeZone) : '');

const KEY_HEADER = ['Store number', 'Store name', 'Business date', 'Shift', 'Title'];

export const CHECKLIST_HEADER = [
  ...KEY_HEADER,
  'Created by',
  'Service area leader',
  'Production area leader',
  'Progress (%)',
  'Status',
  'Completed at (store time)',
  'Completed at (ISO)',
  'Open issues',
  'Targets met',
  'Targets set',
  'Post-shift analysis',
  'Feedback',
  'Feedback by',
  'Feedback at (store time)',
  'Feedback at (ISO)',
];

export const ITEM_HEADER = [
  ...KEY_HEADER,
  'Section',
  'Subsection',
  'Item',
  'State',
  'Done by',
  'Done at (store time)',
  'Done at (ISO)',
  'Failure comment',
  'Priority',
  'Resolved at (store time)',
  'Resolved at (ISO)',
];

function keyCells(c: ExportChecklistRow): Cell[] {
  return [
    text(c.storeNumber),
    text(c.storeName),
    c.businessDate,
    SHIFT_LABELS[c.category],
    text(c.title),
  ];
}

export function checklistCells(c: ExportChecklistRow, targets: ShiftTargetCounts): Cell[] {
  return [
    ...keyCells(c),
    text(c.creatorName),
    text(c.serviceAreaLeader),
    text(c.productionAreaLeader),
    c.progress,
    checklistStatus(c).label,
    local(c.completedAt, c.timezone),
    c.completedAt ?? '',
    c.openIssues,
    targets.met,
    targets.withText,
    text(c.postShiftAnalysis),
    text(c.feedbackText),
    text(c.feedbackUserName),
    local(c.feedbackAt, c.timezone),
    c.feedbackAt ?? '',
  ];
}

export const ITEM_STATE_LABELS: Record<ItemStatus, string> = {
  completed: 'done',
  'failed-unresolved': 'failed',
  'failed-resolved': 'resolved',
  open: 'not done',
};

export function itemCells(c: ExportChecklistRow, item: ExportItemRow): Cell[] {
  const doneBy =
    item.completedAt === null
      ? ''
      : personName({ displayName: item.completedByName, email: item.completedByEmail });
  return [
    ...keyCells(c),
    SECTION_TITLES[item.section],
    text(item.subsection),
    text(item.text),
    ITEM_STATE_LABELS[itemStatus(item)],
    text(doneBy),
    local(item.completedAt, c.timezone),
    item.completedAt ?? '',
    text(item.failureComment),
    item.failurePriority ?? '',
    local(item.resolvedAt, c.timezone),
    item.resolvedAt ?? '',
  ];
}
