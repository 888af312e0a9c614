import { describe, expect, it } from 'vitest';
import { applied, completed, failed, NOW, open, resolved, T0 } from './item-fixtures';
import type { ChecklistItemState, ItemChange } from './item-state';
import { openItem } from './item-state';

describe('applyItemChange transitions (SPEC §4 "Item states")', () => {
  const cases: {
    name: string;
    before: ChecklistItemState;
    change: ItemChange;
    after: ChecklistItemState;
  }[] = [
    {
      name: 'ticking an open item completes it at now',
      before: open,
      change: { type: 'complete', completed: true },
      after: { ...open, completed: true, completedAt: NOW },
    },
    {
      name: 'ticking a completed item keeps its time',
      before: completed,
      change: { type: 'complete', completed: true },
      after: completed,
    },
    {
      name: 'unticking a completed item reopens it and clears the time',
      before: completed,
      change: { type: 'complete', completed: false },
      after: open,
    },
    {
      name: 'unticking an open item leaves it open',
      before: open,
      change: { type: 'complete', completed: false },
      after: open,
    },
    {
      name: 'unticking a failed item leaves it failed',
      before: failed,
      change: { type: 'complete', completed: false },
      after: failed,
    },
    {
      name: 'failing an open travel-path item defaults to priority C',
      before: open,
      change: { type: 'fail', comment: '  Door broken  ' },
      after: { ...open, failed: true, failureComment: 'Door broken', failurePriority: 'C' },
    },
    {
      name: 'failing a completed item clears completion',
      before: completed,
      change: { type: 'fail', comment: 'Door broken', priority: 'A' },
      after: { ...open, failed: true, failureComment: 'Door broken', failurePriority: 'A' },
    },
    {
      name: 'failing a pre-shift item never sets a priority',
      before: openItem('pre-shift'),
      change: { type: 'fail', comment: 'No rota', priority: 'A' },
      after: { ...openItem('pre-shift'), failed: true, failureComment: 'No rota' },
    },
    {
      name: 'failing a post-shift item ignores a null priority',
      before: openItem('post-shift'),
      change: { type: 'fail', comment: 'Late', priority: null },
      after: { ...openItem('post-shift'), failed: true, failureComment: 'Late' },
    },
    {
      name: 'editing a failed item updates comment and priority',
      before: failed,
      change: { type: 'fail', comment: 'Bin emptied late', priority: 'D' },
      after: { ...failed, failureComment: 'Bin emptied late', failurePriority: 'D' },
    },
    {
      name: 'editing without a priority keeps the chosen one',
      before: failed,
      change: { type: 'fail', comment: 'Still full' },
      after: { ...failed, failureComment: 'Still full' },
    },
    {
      name: 'editing a resolved item keeps its resolution',
      before: resolved,
      change: { type: 'fail', comment: 'Fixed by crew' },
      after: { ...resolved, failureComment: 'Fixed by crew' },
    },
    {
      name: 'unfailing clears comment, priority and resolution',
      before: resolved,
      change: { type: 'unfail' },
      after: open,
    },
    {
      name: 'unfailing an unresolved failure reopens it',
      before: failed,
      change: { type: 'unfail' },
      after: open,
    },
    {
      name: 'unfailing an open item changes nothing',
      before: open,
      change: { type: 'unfail' },
      after: open,
    },
    {
      name: 'unfailing a completed item keeps it completed',
      before: completed,
      change: { type: 'unfail' },
      after: completed,
    },
    {
      name: 'resolving sets resolved and the time',
      before: failed,
      change: { type: 'resolve', resolved: true },
      after: { ...failed, resolved: true, resolvedAt: NOW },
    },
    {
      name: 'resolving with a comment replaces it (trimmed)',
      before: failed,
      change: { type: 'resolve', resolved: true, comment: ' Emptied ' },
      after: { ...failed, failureComment: 'Emptied', resolved: true, resolvedAt: NOW },
    },
    {
      name: 'resolving a resolved item keeps its time',
      before: resolved,
      change: { type: 'resolve', resolved: true },
      after: resolved,
    },
    {
      name: 'unresolving clears the resolved time',
      before: resolved,
      change: { type: 'resolve', resolved: false },
      after: failed,
    },
    {
      name: 'unresolving an unresolved failure changes nothing',
      before: failed,
      change: { type: 'resolve', resolved: false },
      after: failed,
    },
    {
      name: 'unresolving an open item changes nothing',
      before: open,
      change: { type: 'resolve', resolved: false },
      after: open,
    },
    {
      // Rows saved before the invariant held may carry leftovers; failing must not revive them.
      name: 'failing an open item ignores a stale priority and resolution',
      before: { ...open, failurePriority: 'A', resolved: true, resolvedAt: T0 },
      change: { type: 'fail', comment: 'Door broken' },
      after: { ...open, failed: true, failureComment: 'Door broken', failurePriority: 'C' },
    },
  ];

  it.each(cases)('$name', ({ before, change, after }) => {
    const result = applied(before, change);
    expect(result.item).toEqual(after);
    expect(result.changed).toBe(JSON.stringify(before) !== JSON.stringify(after));
  });
});
