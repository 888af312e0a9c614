// Shared by the checklist cache tests: a breakfast checklist with the items a test gives it.
import type { ActionBrief } from '#domain/actions/brief';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { openItem } from '#domain/checklists/item-state';
import type { Section } from '#domain/sections';
import { DEFAULT_DUE_SETTINGS } from '#domain/due/settings';
import { shiftTiming } from '#domain/due/shift-timing';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';

export const NOW = '2026-11-22T10:00:00.000Z';

export function item(id: string, section: Section): ChecklistItem {
  return {
    ...openItem(section),
    id,
    position: Number(id.slice(1)),
    subsection: null,
    text: `Item ${id}`,
    details: null,
    completedBy: null,
    updatedAt: NOW,
  };
}

/** A failure's open action, owned by the leader who logged it, due half an hour after. */
export function openAction(itemId: string): ActionBrief {
  return {
    id: `action-${itemId}`,
    status: 'open',
    dueAt: '2026-11-22T10:30:00.000Z',
    owner: { kind: 'person', userId: 'u1', name: 'Sam Leader' },
    recurring: false,
  };
}

export function checklist(
  items: ChecklistItem[],
  actions: ChecklistDetail['actions'] = {},
): ChecklistDetail {
  const counts = { done: 0, total: 0, issues: 0 };
  return {
    id: 'c1',
    storeId: 's1',
    businessDate: '2026-11-22',
    category: 'breakfast',
    title: 'Sunday, November 22, 2026 - Breakfast Shift',
    createdBy: 'u1',
    creatorName: 'Sam Leader',
    createdAt: NOW,
    updatedAt: NOW,
    progress: 0,
    completedAt: null,
    openIssues: 0,
    status: { kind: 'in-progress', label: 'In progress' },
    sectionCounts: { 'pre-shift': counts, 'travel-path': counts, 'post-shift': counts },
    translations: null,
    targets: { withText: 0, met: 0, unmet: 0 },
    version: 1,
    storeTimezone: 'Europe/London',
    temperatureUnit: 'C',
    deliveryService: null,
    serviceAreaLeader: '',
    productionAreaLeader: '',
    postShiftAnalysis: '',
    takenOverByName: null,
    takenOverAt: null,
    items,
    shiftTargets: [{ id: 't1', position: 0, text: '', achieved: null, comment: '' }],
    feedback: null,
    photos: [],
    abilities: {
      read: true,
      edit: true,
      delete: true,
      takeOver: false,
      addFeedback: false,
      editFeedback: false,
    },
    timing: shiftTiming(
      {
        timezone: 'Europe/London',
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
        dueSettings: DEFAULT_DUE_SETTINGS,
      },
      '2026-11-22',
      'breakfast',
    ),
    actions,
  };
}
