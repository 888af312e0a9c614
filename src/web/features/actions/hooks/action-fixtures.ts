// An action as the server answers it, for the helpers' tests.
import type { Action } from '#domain/actions/api';

export const NOW = '2026-11-22T12:00:00.000Z';

export function action(overrides: Partial<Action> = {}): Action {
  return {
    id: 'a1',
    status: 'open',
    dueAt: '2026-11-22T12:30:00.000Z',
    owner: { kind: 'person', userId: 'leader', name: 'Sam Leader' },
    recurring: false,
    overdue: false,
    checklistId: 'c1',
    itemId: 'i1',
    storeId: 's1',
    storeNumber: '228',
    storeName: 'High Street',
    businessDate: '2026-11-22',
    category: 'day',
    section: 'travel-path',
    itemText: 'Fryer 2 thermostat',
    itemTextShown: 'Fryer 2 thermostat',
    failureComment: 'Reads 40 °C low',
    priority: 'B',
    openedAt: '2026-11-22T12:00:00.000Z',
    openedByName: 'Sam Leader',
    doneAt: null,
    doneByName: null,
    doneNote: null,
    productOutcome: null,
    verifiedAt: null,
    verifiedByName: null,
    reopenReason: null,
    can: { assign: true, progress: true, verify: false },
    ...overrides,
  };
}
