import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections';
import type { ChecklistItemState, ItemChange } from './item-state';
import { applyItemChange, itemStatus, openItem } from './item-state';
import { PRIORITIES } from './priorities';
import { allItemsDone, checklistProgress, checklistStatus, summariseChecklist } from './progress';

const sectionArb = fc.constantFrom(...SECTIONS);
const commentArb = fc.oneof(fc.constantFrom('', '   ', 'Spill'), fc.string({ maxLength: 12 }));
const priorityArb = fc.option(fc.constantFrom(...PRIORITIES), { nil: undefined });

const changeArb: fc.Arbitrary<ItemChange> = fc.oneof(
  fc.record({ type: fc.constant('complete' as const), completed: fc.boolean() }),
  fc.record({ type: fc.constant('fail' as const), comment: commentArb, priority: priorityArb }),
  fc.record({ type: fc.constant('unfail' as const) }),
  fc.record(
    { type: fc.constant('resolve' as const), resolved: fc.boolean(), comment: commentArb },
    { requiredKeys: ['type', 'resolved'] },
  ),
);

const stepArb = fc.record({ index: fc.nat(), change: changeArb });
const scenarioArb = fc.record({
  sections: fc.array(sectionArb, { maxLength: 12 }),
  steps: fc.array(stepArb, { maxLength: 40 }),
});

function timestamp(step: number): string {
  return new Date(Date.UTC(2024, 4, 1, 10, step)).toISOString();
}

function expectValidItem(item: ChecklistItemState) {
  expect(item.completed && item.failed).toBe(false);
  expect(item.completedAt !== null).toBe(item.completed);
  if (!item.failed) {
    expect(item.failurePriority).toBeNull();
    expect(item.failureComment).toBeNull();
    expect(item.resolved).toBe(false);
  }
  if (item.failed) expect(item.failureComment?.trim()).not.toBe('');
  expect(item.resolvedAt !== null).toBe(item.resolved);
  if (item.section !== 'travel-path') expect(item.failurePriority).toBeNull();
  if (item.section === 'travel-path' && item.failed) expect(item.failurePriority).not.toBeNull();
}

function expectedLabel(items: readonly ChecklistItemState[]): string {
  if (allItemsDone(items)) return 'Completed';
  const issues = items.filter((item) => itemStatus(item) === 'failed-unresolved').length;
  return issues > 0 ? `${issues} issue(s)` : 'In progress';
}

describe('checklist invariants under any sequence of item changes', () => {
  it('keeps items, progress, completedAt and status consistent', () => {
    fc.assert(
      fc.property(scenarioArb, ({ sections, steps }) => {
        let items = sections.map((section) => openItem(section));
        let summary = summariseChecklist(items, null, timestamp(0));

        steps.forEach(({ index, change }, step) => {
          if (items.length === 0) return;
          const position = index % items.length;
          const before = items[position];
          if (before === undefined) throw new Error('position out of range');
          const now = timestamp(step + 1);
          const result = applyItemChange(before, change, now, 'C');
          if (!result.ok) return;

          const replay = applyItemChange(result.item, change, timestamp(step + 100), 'C');
          expect(replay).toEqual({ ok: true, item: result.item, changed: false });

          items = items.map((item, i) => (i === position ? result.item : item));
          const previous = summary;
          summary = summariseChecklist(items, summary.completedAt, now);

          expectValidItem(result.item);
          expect(summary.progress).toBe(checklistProgress(items));
          expect(summary.completedAt !== null).toBe(summary.progress === 100);
          expect(summary.progress === 100).toBe(allItemsDone(items));
          if (previous.completedAt !== null && summary.progress === 100) {
            expect(summary.completedAt).toBe(previous.completedAt);
          }
          expect(checklistStatus(summary).label).toBe(expectedLabel(items));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('reports changed exactly when the item state differs', () => {
    fc.assert(
      fc.property(sectionArb, fc.array(changeArb, { maxLength: 10 }), (section, changes) => {
        let item = openItem(section);
        for (const change of changes) {
          const result = applyItemChange(item, change, timestamp(changes.length), 'C');
          if (!result.ok) {
            expect(result.message).not.toBe('');
            continue;
          }
          expect(result.changed).toBe(JSON.stringify(result.item) !== JSON.stringify(item));
          item = result.item;
        }
      }),
    );
  });
});
