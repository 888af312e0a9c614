import { describe, expect, it } from 'vitest';
import type { ChecklistItem, ShiftTarget } from '#domain/checklists/api';
import { detailChanged, itemChanged, targetChanged } from './history';

const open: ChecklistItem = {
  id: 'i1',
  position: 0,
  section: 'travel-path',
  subsection: null,
  text: 'Bins emptied',
  details: null,
  kind: 'check',
  measure: null,
  failsOn: null,
  choices: null,
  naAllowed: false,
  photoOnFail: false,
  completed: false,
  completedAt: null,
  completedBy: null,
  failed: false,
  failureComment: null,
  failurePriority: null,
  resolved: false,
  resolvedAt: null,
  answerValue: null,
  answerUnit: null,
  answeredAt: null,
  naReason: null,
  updatedAt: 'T0',
};
const failed = { ...open, failed: true, failureComment: 'Full', failurePriority: 'C' as const };
const resolved = { ...failed, resolved: true, resolvedAt: 'T1' };

describe('itemChanged', () => {
  it.each([
    ['tick', open, { ...open, completed: true, completedAt: 'T1' }, 'Ticked “Bins emptied”'],
    ['untick', { ...open, completed: true }, open, 'Unticked “Bins emptied”'],
    ['fail', open, failed, 'Logged an issue on “Bins emptied”'],
    [
      'edit issue',
      failed,
      { ...failed, failureComment: 'Overflowing' },
      'Updated the issue on “Bins emptied”',
    ],
    ['resolve', failed, resolved, 'Resolved the issue on “Bins emptied”'],
    ['reopen', resolved, failed, 'Reopened the issue on “Bins emptied”'],
    ['clear', resolved, open, 'Cleared the issue on “Bins emptied”'],
  ])('describes %s', (_name, before, after, summary) => {
    expect(itemChanged(before, after).summary).toBe(summary);
  });

  it('keeps only the fields that changed, before and after', () => {
    expect(itemChanged(failed, resolved)).toMatchObject({
      before: { resolved: false, resolvedAt: null },
      after: { resolved: true, resolvedAt: 'T1' },
    });
  });
});

describe('targetChanged', () => {
  const target: ShiftTarget = { id: 't', position: 0, text: 'Speed', achieved: null, comment: '' };
  it('records one event per changed field, naming the target by its number', () => {
    const events = targetChanged(target, { ...target, achieved: false, comment: 'Slow' }, 3);
    expect(events.map((e) => e.summary)).toEqual([
      'Recorded Not Achieved for Target 3',
      'Updated the result comment of Target 3',
    ]);
  });
  it('records nothing when nothing changed', () => {
    expect(targetChanged(target, { ...target }, 1)).toEqual([]);
  });
});

describe('detailChanged', () => {
  it('names the leader set, and says when it is cleared', () => {
    expect(detailChanged('serviceAreaLeader', '', 'Priya').summary).toBe(
      'Set the service area leader to “Priya”',
    );
    expect(detailChanged('productionAreaLeader', 'Tom', '').summary).toBe(
      'Cleared the production area leader',
    );
  });
});
