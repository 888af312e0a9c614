import { describe, expect, it } from 'vitest';
import {
  applied,
  completed,
  failed,
  LATER,
  NOW,
  open,
  preShiftFailed,
  resolved,
} from './item-fixtures';
import type { ChecklistItemState, ItemChange } from './item-state';
import { applyItemChange, canShowFailButton, itemStatus } from './item-state';
import {
  FAILED_ITEM_CANNOT_BE_COMPLETED,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
  ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
} from './messages';

const fixtures = { open, completed, failed, resolved, preShiftFailed };

describe('applyItemChange rejections (SPEC §5 "Checklists")', () => {
  const legacyBlank: ChecklistItemState = { ...failed, failureComment: '' };
  const cases: { name: string; before: ChecklistItemState; change: ItemChange; message: string }[] =
    [
      {
        name: 'failing with a blank comment',
        before: open,
        change: { type: 'fail', comment: '   ' },
        message: ISSUE_COMMENT_REQUIRED,
      },
      {
        name: 'editing a failure to a blank comment',
        before: failed,
        change: { type: 'fail', comment: '' },
        message: ISSUE_COMMENT_REQUIRED,
      },
      {
        name: 'resolving with a blank replacement comment',
        before: failed,
        change: { type: 'resolve', resolved: true, comment: ' ' },
        message: ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
      },
      {
        name: 'resolving when the stored comment is blank',
        before: legacyBlank,
        change: { type: 'resolve', resolved: true },
        message: ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
      },
      {
        name: 'unresolving with a blank replacement comment',
        before: resolved,
        change: { type: 'resolve', resolved: false, comment: '' },
        message: ISSUE_COMMENT_REQUIRED,
      },
      {
        name: 'resolving an open item',
        before: open,
        change: { type: 'resolve', resolved: true },
        message: ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
      },
      {
        name: 'resolving a completed item',
        before: completed,
        change: { type: 'resolve', resolved: true, comment: 'x' },
        message: ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
      },
      {
        name: 'ticking an unresolved failure',
        before: failed,
        change: { type: 'complete', completed: true },
        message: FAILED_ITEM_CANNOT_BE_COMPLETED,
      },
      {
        name: 'ticking a resolved failure',
        before: resolved,
        change: { type: 'complete', completed: true },
        message: FAILED_ITEM_CANNOT_BE_COMPLETED,
      },
    ];

  it.each(cases)('$name', ({ before, change, message }) => {
    expect(applyItemChange(before, change, NOW, 'C')).toEqual({ ok: false, message });
  });

  it('leaves a legacy blank-comment failure alone when unresolving without a comment', () => {
    expect(applied(legacyBlank, { type: 'resolve', resolved: false })).toEqual({
      ok: true,
      item: legacyBlank,
      changed: false,
    });
  });
});

describe('applyItemChange idempotency', () => {
  const changes: ItemChange[] = [
    { type: 'complete', completed: true },
    { type: 'complete', completed: false },
    { type: 'fail', comment: 'Spill by the tills' },
    { type: 'fail', comment: 'Spill', priority: 'A' },
    { type: 'unfail' },
    { type: 'resolve', resolved: true },
    { type: 'resolve', resolved: true, comment: 'Mopped' },
    { type: 'resolve', resolved: false },
  ];
  const pairs = Object.entries(fixtures).flatMap(([name, item]) =>
    changes.map((change) => ({ name, item, change })),
  );

  it.each(pairs)('$name + $change is a no-op when replayed later', ({ item, change }) => {
    const first = applyItemChange(item, change, NOW, 'C');
    if (!first.ok) return;
    const replay = applied(first.item, change, LATER);
    expect(replay.changed).toBe(false);
    expect(replay.item).toBe(first.item);
  });
});

describe('applyItemChange on full item rows', () => {
  it('keeps fields it does not own and returns the same object when nothing changes', () => {
    const row = { ...open, id: 'item-1', text: 'Car park litter picked' };
    const ticked = applied(row, { type: 'complete', completed: true });
    expect(ticked.item).toMatchObject({ id: 'item-1', text: 'Car park litter picked' });
    expect(applied(row, { type: 'unfail' }).item).toBe(row);
  });
});

describe('itemStatus and canShowFailButton', () => {
  it.each([
    { item: open, status: 'open', failButton: true },
    { item: completed, status: 'completed', failButton: false },
    { item: failed, status: 'failed-unresolved', failButton: true },
    { item: resolved, status: 'failed-resolved', failButton: true },
    { item: { ...resolved, completed: true }, status: 'failed-resolved', failButton: true },
    { item: { ...failed, completed: true }, status: 'failed-unresolved', failButton: false },
  ])('$status shows fail button: $failButton', ({ item, status, failButton }) => {
    expect(itemStatus(item)).toBe(status);
    expect(canShowFailButton(item)).toBe(failButton);
  });
});
