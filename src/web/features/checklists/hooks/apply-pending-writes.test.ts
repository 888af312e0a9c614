import { describe, expect, it } from 'vitest';
import type { ChecklistWrite } from '../api/pending-write';
import { applyPendingWrites } from './apply-pending-writes';
import { checklist, item, NOW, openAction } from './checklist-fixtures';

const pending = (...metas: ChecklistWrite[]) => metas.map((meta) => ({ meta, queuedAt: NOW }));

describe('applyPendingWrites', () => {
  const base = checklist([item('i1', 'pre-shift'), item('i2', 'travel-path')]);

  it('returns the server copy untouched when nothing is pending', () => {
    expect(applyPendingWrites(base, [])).toBe(base);
  });

  it('shows a queued tick with the progress and counts the server will compute', () => {
    const shown = applyPendingWrites(
      base,
      pending({ kind: 'item', itemId: 'i1', change: { type: 'complete', completed: true } }),
    );
    expect(shown.items[0]).toMatchObject({ completed: true, completedAt: NOW });
    expect(shown.progress).toBe(50);
    expect(shown.sectionCounts['pre-shift']).toEqual({ done: 1, total: 1, issues: 0 });
    expect(shown.status.label).toBe('In progress');
  });

  it('counts a queued failure as an issue until it is resolved, and completes at 100', () => {
    const fail: ChecklistWrite = {
      kind: 'item',
      itemId: 'i2',
      change: { type: 'fail', comment: 'Bin lid broken' },
    };
    const tick: ChecklistWrite = {
      kind: 'item',
      itemId: 'i1',
      change: { type: 'complete', completed: true },
    };
    const failed = applyPendingWrites(base, pending(fail));
    expect(failed.items[1]).toMatchObject({ failed: true, failurePriority: 'C' });
    expect(failed.status.label).toBe('1 issue(s)');

    const done = applyPendingWrites(base, pending(fail, tick));
    expect(done.progress).toBe(100);
    expect(done.completedAt).toBe(NOW);
    expect(done.status.label).toBe('Completed');
  });

  it("keeps each failure's action from the server while the item's writes wait", () => {
    const failed = { ...item('i2', 'travel-path'), failed: true, failureComment: 'Bin lid' };
    const withAction = checklist([item('i1', 'pre-shift'), failed], { i2: openAction('i2') });
    const shown = applyPendingWrites(
      withAction,
      pending(
        { kind: 'item', itemId: 'i1', change: { type: 'complete', completed: true } },
        { kind: 'item', itemId: 'i2', change: { type: 'fail', comment: 'Bin lid', priority: 'A' } },
      ),
    );
    expect(shown.items[1]).toMatchObject({ failed: true, failurePriority: 'A' });
    expect(shown.actions).toBe(withAction.actions);
  });

  it('skips a change the rules refuse, exactly as the server will', () => {
    const shown = applyPendingWrites(
      base,
      pending({ kind: 'item', itemId: 'i1', change: { type: 'resolve', resolved: true } }),
    );
    expect(shown.items).toBe(base.items);
  });

  it('shows queued leaders, target edits and feedback', () => {
    const shown = applyPendingWrites(
      base,
      pending(
        { kind: 'details', fields: { serviceAreaLeader: 'Alex' } },
        { kind: 'target', targetId: 't1', fields: { text: 'Sell 40 pies', achieved: true } },
        { kind: 'feedback', text: 'Well done', userId: 'm1', userName: 'Morgan Manager' },
      ),
    );
    expect(shown.serviceAreaLeader).toBe('Alex');
    expect(shown.shiftTargets[0]).toMatchObject({ text: 'Sell 40 pies', achieved: true });
    expect(shown.feedback).toEqual({
      text: 'Well done',
      timestamp: NOW,
      userId: 'm1',
      userName: 'Morgan Manager',
    });
    expect(shown.progress).toBe(base.progress);
  });
});
