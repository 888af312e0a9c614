// The item state machine for reading items (docs/decisions/044): a reading inside its limits
// completes the item, one outside fails it and must say what was done, a re-check inside
// resolves the failure; with ticks, failures and resolutions as they were.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_MESSAGES } from '../readings/messages';
import type { ReadingSpec } from '../readings/spec';
import { TICK_RULES } from '../answers/kinds';
import { applied, LATER, NOW } from './item-fixtures';
import { applyItemChange, itemStatus, openItem, type ItemChange } from './item-state';
import { DEFAULT_TRAVEL_PATH_PRIORITY } from './priorities';
import { checklistProgress } from './progress';

const walkIn: ReadingSpec = { quantity: 'temperature', unit: null, min: null, max: 5 };
const fridge = openItem('travel-path', { ...TICK_RULES, kind: 'reading', measure: walkIn });
const record = (value: string, comment?: string): ItemChange => ({
  type: 'record',
  value,
  unit: 'C',
  ...(comment === undefined ? {} : { comment }),
});

describe('a reading item', () => {
  it('completes on a reading inside its limits, keeping the value, unit and time', () => {
    const { item } = applied(fridge, record('4.1'));
    expect(item).toMatchObject({
      completed: true,
      completedAt: NOW,
      failed: false,
      answerValue: '4.1',
      answerUnit: 'C',
      answeredAt: NOW,
    });
    expect(itemStatus(item)).toBe('completed');
  });

  it('refuses a reading outside its limits until it says what was done', () => {
    expect(applyItemChange(fridge, record('8.2'), NOW, 'C')).toEqual({
      ok: false,
      message: READING_MESSAGES.actionRequired,
    });
    expect(applyItemChange(fridge, record('8.2', '   '), NOW, 'C')).toEqual({
      ok: false,
      message: READING_MESSAGES.actionRequired,
    });
  });

  it('fails at once on a reading outside its limits, with what was done as the issue', () => {
    const { item } = applied(fridge, record('8.2', 'Stock moved to the reach-in'));
    expect(item).toMatchObject({
      completed: false,
      failed: true,
      resolved: false,
      failureComment: 'Stock moved to the reach-in',
      failurePriority: DEFAULT_TRAVEL_PATH_PRIORITY,
      answerValue: '8.2',
    });
    expect(itemStatus(item)).toBe('failed-unresolved');
  });

  it('resolves the failure on a later re-check inside its limits, keeping what was done', () => {
    const failed = applied(fridge, record('8.2', 'Stock moved')).item;
    const { item } = applied(failed, record('4.1'), LATER);
    expect(item).toMatchObject({
      failed: true,
      resolved: true,
      resolvedAt: LATER,
      failureComment: 'Stock moved',
      answerValue: '4.1',
      answeredAt: LATER,
    });
    // Outside again: the issue opens again and asks anew.
    const again = applied(item, record('7', 'Door seal reported'), LATER).item;
    expect(again).toMatchObject({
      resolved: false,
      resolvedAt: null,
      failureComment: 'Door seal reported',
    });
  });

  it('counts toward progress like a tick, done whether it passed or failed', () => {
    const tick = openItem('travel-path');
    expect(checklistProgress([fridge, tick])).toBe(0);
    expect(checklistProgress([applied(fridge, record('3')).item, tick])).toBe(50);
    expect(checklistProgress([applied(fridge, record('9', 'Binned')).item, tick])).toBe(50);
  });

  it('takes no tick, and unticking or clearing its failure takes its reading back', () => {
    expect(applyItemChange(fridge, { type: 'complete', completed: true }, NOW, 'C')).toEqual({
      ok: false,
      message: READING_MESSAGES.readingRequired,
    });
    const read = applied(fridge, record('3')).item;
    expect(applied(read, { type: 'complete', completed: false }).item).toMatchObject({
      completed: false,
      answerValue: null,
      answerUnit: null,
      answeredAt: null,
    });
    const failed = applied(fridge, record('9', 'Binned')).item;
    expect(applied(failed, { type: 'unfail' }).item).toMatchObject({
      failed: false,
      answerValue: null,
    });
  });

  it('refuses a reading in another unit than its store reads, or on a tick item', () => {
    expect(applyItemChange(fridge, record('41'), NOW, 'F')).toEqual({
      ok: false,
      message: READING_MESSAGES.wrongUnit('°F'),
    });
    expect(applyItemChange(openItem('pre-shift'), record('3'), NOW, 'C')).toEqual({
      ok: false,
      message: READING_MESSAGES.notAReadingItem,
    });
  });

  it('judges a °F store by the limit it is shown (5 °C is 41 °F)', () => {
    const f = (value: string, comment?: string): ItemChange => ({
      type: 'record',
      value,
      unit: 'F',
      ...(comment === undefined ? {} : { comment }),
    });
    expect(applyItemChange(fridge, f('41'), NOW, 'F')).toMatchObject({
      ok: true,
      item: { completed: true },
    });
    expect(applyItemChange(fridge, f('42'), NOW, 'F')).toMatchObject({ ok: false });
    expect(applyItemChange(fridge, f('42', 'Moved'), NOW, 'F')).toMatchObject({
      ok: true,
      item: { failed: true, answerUnit: 'F' },
    });
  });

  it('still takes a failure by hand (a broken probe) and its resolution', () => {
    const failed = applied(fridge, { type: 'fail', comment: 'Probe broken' }).item;
    expect(failed).toMatchObject({ failed: true, answerValue: null });
    expect(applied(failed, { type: 'resolve', resolved: true }).item.resolved).toBe(true);
  });

  it('leaves the item as it is when the same reading arrives again (a replayed write)', () => {
    const readingChange = fc.oneof(
      fc.integer({ min: -300, max: 3000 }).map((tenths) => String(tenths / 10)),
      fc.constantFrom('5', '5.1', '-18', '63'),
    );
    fc.assert(
      fc.property(fc.array(readingChange, { minLength: 1, maxLength: 8 }), (values) => {
        let item = fridge;
        for (const value of values) {
          const change = record(value, 'Acted on it');
          const first = applyItemChange(item, change, NOW, 'C');
          if (!first.ok) return;
          const replay = applyItemChange(first.item, change, LATER, 'C');
          expect(replay).toEqual({ ok: true, item: first.item, changed: false });
          item = first.item;
          expect(item.completed && item.failed).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});
