import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections';
import { applyItemChange, openItem, type ChecklistItemState, type ItemChange } from './item-state';
import { summariseChecklist } from './progress';
import { recountAfterItemChange } from './recount';
import { sectionCountsBySection } from './summary';
import { NO_SECTION_DONE, nextSectionDoneAt } from '../due/shift-timing';

const changeArb: fc.Arbitrary<ItemChange> = fc.oneof(
  fc.record({ type: fc.constant('complete' as const), completed: fc.boolean() }),
  fc.record({ type: fc.constant('fail' as const), comment: fc.constantFrom('Spill', 'Bin') }),
  fc.record({ type: fc.constant('unfail' as const) }),
  fc.record({
    type: fc.constant('resolve' as const),
    resolved: fc.boolean(),
    comment: fc.constant('Fixed'),
  }),
);

const at = (step: number) => new Date(Date.UTC(2026, 10, 1, 6, step)).toISOString();

describe('recountAfterItemChange', () => {
  it('gives what counting every item again gives, change after change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SECTIONS), { minLength: 1, maxLength: 15 }),
        fc.array(fc.record({ index: fc.nat(), change: changeArb }), { maxLength: 40 }),
        (sections, steps) => {
          const items: ChecklistItemState[] = sections.map((section) => openItem(section));
          let stored = {
            ...summariseChecklist(items, null, at(0)),
            sectionCounts: sectionCountsBySection(items),
            sectionDoneAt: nextSectionDoneAt(items, NO_SECTION_DONE, at(0)),
          };
          steps.forEach(({ index, change }, step) => {
            const i = index % items.length;
            const before = items[i]!;
            const result = applyItemChange(before, change, at(step + 1), 'C');
            if (!result.ok || !result.changed) return;
            items[i] = result.item;
            const previous = stored.completedAt;
            const previousSections = stored.sectionDoneAt;
            stored = recountAfterItemChange(stored, before, result.item, at(step + 1));
            expect(stored).toEqual({
              ...summariseChecklist(items, previous, at(step + 1)),
              sectionCounts: sectionCountsBySection(items),
              sectionDoneAt: nextSectionDoneAt(items, previousSections, at(step + 1)),
            });
          });
        },
      ),
    );
  });

  it('keeps the first completion time while the checklist stays complete', () => {
    const items = [openItem('pre-shift'), openItem('travel-path')];
    const counts = sectionCountsBySection([
      { ...items[0]!, completed: true },
      { ...items[1]!, completed: true },
    ]);
    const failedAfterDone = recountAfterItemChange(
      { sectionCounts: counts, completedAt: at(1), sectionDoneAt: NO_SECTION_DONE },
      { ...items[1]!, completed: true },
      { ...items[1]!, failed: true },
      at(5),
    );
    expect(failedAfterDone).toMatchObject({ progress: 100, completedAt: at(1), openIssues: 1 });
  });
});
