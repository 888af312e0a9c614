import { describe, expect, it } from 'vitest';
import type { ItemChangeResponse } from '#domain/checklists/api';
import { checklist, item } from './checklist-fixtures';
import { changesAction, mergeItemResponse } from './use-write-results';

const TICKED_AT = '2026-11-22T10:05:00.000Z';

describe('mergeItemResponse', () => {
  const cached = checklist([item('i1', 'pre-shift'), item('i2', 'travel-path')]);
  const answer = (version: number): ItemChangeResponse => ({
    item: {
      id: 'i1',
      completed: true,
      completedAt: TICKED_AT,
      completedBy: 'u1',
      failed: false,
      failureComment: null,
      failurePriority: null,
      resolved: false,
      resolvedAt: null,
      answerValue: null,
      answerUnit: null,
      answeredAt: null,
      naReason: null,
      updatedAt: TICKED_AT,
    },
    checklist: {
      id: 'c1',
      version,
      updatedAt: TICKED_AT,
      progress: 50,
      completedAt: null,
      openIssues: 0,
      status: { kind: 'in-progress', label: 'In progress' },
      sectionCounts: {
        'pre-shift': { done: 1, total: 1, issues: 0 },
        'travel-path': { done: 0, total: 1, issues: 0 },
        'post-shift': { done: 0, total: 0, issues: 0 },
      },
    },
  });

  it("keeps the item's wording and place, and takes its new state and the counts", () => {
    const merged = mergeItemResponse(cached, answer(2));
    expect(merged.items[0]).toEqual({
      ...cached.items[0],
      completed: true,
      completedAt: TICKED_AT,
      completedBy: 'u1',
      updatedAt: TICKED_AT,
    });
    expect(merged.items[0]?.text).toBe('Item i1');
    expect(merged.items[1]).toBe(cached.items[1]);
    expect(merged).toMatchObject({ version: 2, progress: 50 });
    expect(merged.timing.sections['pre-shift'].doneAt).toBe(TICKED_AT);
  });

  it('ignores an answer older than the copy it would replace', () => {
    const newer = { ...cached, version: 5 };
    expect(mergeItemResponse(newer, answer(4))).toBe(newer);
  });
});

describe('changesAction', () => {
  const failed = { ...item('i2', 'travel-path'), failed: true, failurePriority: 'C' as const };
  const cached = checklist([item('i1', 'pre-shift'), failed]);
  const answered = (changes: Partial<ItemChangeResponse['item']>): ItemChangeResponse => ({
    item: { ...failed, ...changes },
    checklist: {
      id: 'c1',
      version: 2,
      updatedAt: TICKED_AT,
      progress: 50,
      completedAt: null,
      openIssues: 1,
      status: { kind: 'issues', label: '1 issue(s)' },
      sectionCounts: cached.sectionCounts,
    },
  });

  it('is true when a failure is opened, moved, resolved or taken back', () => {
    const ticked = { ...answered({}), item: { ...answered({}).item, id: 'i1' } };
    expect(changesAction(cached, ticked)).toBe(true);
    expect(changesAction(cached, answered({ failurePriority: 'A' }))).toBe(true);
    expect(changesAction(cached, answered({ resolved: true, resolvedAt: TICKED_AT }))).toBe(true);
    expect(changesAction(cached, answered({ failed: false }))).toBe(true);
  });

  it("is false when the failure's comment alone changes, or an item is ticked", () => {
    expect(changesAction(cached, answered({ failureComment: 'Bin lid cracked' }))).toBe(false);
    const tick = {
      ...answered({}),
      item: { ...item('i1', 'pre-shift'), completed: true, completedAt: TICKED_AT },
    };
    expect(changesAction(cached, tick)).toBe(false);
  });
});
