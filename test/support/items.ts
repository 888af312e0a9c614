import type { ItemChange } from '#domain/checklists/item-state';
import { limitsIn, READING_DECIMALS, readingUnitOf, type ReadingSpec } from '#domain/readings/spec';
import type { ItemAnswerRules } from '#domain/answers/kinds';
import { roundTo, type TemperatureUnit } from '#domain/readings/units';
import { SECTIONS, type Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import { DEFAULT_TEMPLATES, type DefaultTemplate } from '#domain/templates/default-templates';

/** What doing an item depends on: its kind, and what passes it. */
export type DoableItem = Pick<ItemAnswerRules, 'kind' | 'measure'> &
  Partial<Pick<ItemAnswerRules, 'failsOn' | 'choices'>>;

/**
 * The change that completes an item the way its kind asks, in a store reading temperatures in
 * `unit`: a tick for a check, and for a reading a value inside its limits, in the unit the store
 * reads it in (a reading refuses a tick).
 */
export function doneChange(item: DoableItem, unit: TemperatureUnit): ItemChange {
  switch (item.kind) {
    case 'check':
      return { type: 'complete', completed: true };
    case 'yes-no':
      return { type: 'answer', value: item.failsOn === 'yes' ? 'no' : 'yes' };
    case 'choice': {
      const passing = (item.choices ?? []).find((option) => !option.fails);
      if (!passing) throw new Error('A choice item has an option that passes');
      return { type: 'answer', value: passing.label };
    }
    case 'text':
      return { type: 'answer', value: 'Checked' };
    case 'reading':
      break;
  }
  if (!item.measure) throw new Error('A reading item has a measure');
  return {
    type: 'record',
    value: String(valueWithin(item.measure, unit)),
    unit: readingUnitOf(item.measure, unit),
  };
}

/** A value comfortably inside the limits as the store sees them: never on a limit itself. */
function valueWithin(spec: ReadingSpec, unit: TemperatureUnit): number {
  const { min, max } = limitsIn(spec, unit);
  const decimals = READING_DECIMALS[spec.quantity];
  if (min !== null && max !== null) return roundTo((min + max) / 2, decimals);
  if (max !== null) return roundTo(max - 1, decimals);
  if (min !== null) return roundTo(min + 1, decimals);
  throw new Error('A reading has at least one limit');
}

/** The built-in default template of a shift, as a store without its own copies it. */
export function defaultTemplate(category: ShiftCategory): DefaultTemplate {
  const template = DEFAULT_TEMPLATES.find((candidate) => candidate.category === category);
  if (!template) throw new Error(`No default ${category} template`);
  return template;
}

/** How many items each section of a shift's default template has. */
export function defaultSectionTotals(category: ShiftCategory): Record<Section, number> {
  const { items } = defaultTemplate(category);
  return Object.fromEntries(
    SECTIONS.map((section) => [section, items.filter((item) => item.section === section).length]),
  ) as Record<Section, number>;
}

/**
 * A template item that is a choice, as a template body gives it: the floor by the fryers is
 * Clean, or Needs mopping (which fails the check).
 */
export const FLOOR_CHOICE = {
  text: 'Floor by the fryers',
  section: 'travel-path',
  kind: 'choice',
  choices: [
    { label: 'Clean', fails: false },
    { label: 'Needs mopping', fails: true },
  ],
} as const;
