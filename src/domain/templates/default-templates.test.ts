import { describe, expect, it } from 'vitest';
import { keptSpec, limitsIn, readingInputSchema } from '#domain/readings/spec';
import { SECTIONS, SUBSECTIONS, isValidSubsection } from '../sections';
import type { Section } from '../sections';
import { SHIFT_CATEGORIES, SHIFT_LABELS, type ShiftCategory } from '../shifts';
import { createTemplateBodySchema } from './api';
import { DEFAULT_TEMPLATES, defaultTemplateId } from './default-templates';
import type { DefaultTemplate } from './default-templates';

/** README and the user guide: "75 to 92 concrete checks each". */
const DOCUMENTED_CHECKS = { min: 75, max: 92 };

type Limits = { min: number | null; max: number | null };

const CHILLER = { min: null, max: 5 };
const FREEZER = { min: null, max: -18 };
const COOKED = { min: 75, max: null };
const HOT_HOLDING = { min: 63, max: null };

/** Each default template's readings: what is probed, and its limits in °C. */
const READINGS: Record<ShiftCategory, Record<string, Limits>> = {
  breakfast: {
    'Hot-holding cabinet temperature': HOT_HOLDING,
    'Milk fridge temperature': CHILLER,
    'Walk-in chiller temperature': CHILLER,
    'Walk-in freezer temperature': FREEZER,
    'Cooked product core temperature': COOKED,
    'Walk-in chiller temperature at the end of the shift': CHILLER,
    'Walk-in freezer temperature at the end of the shift': FREEZER,
  },
  day: {
    'Hot-holding cabinet temperature': HOT_HOLDING,
    'Walk-in chiller temperature': CHILLER,
    'Walk-in freezer temperature': FREEZER,
    'Cooked product core temperature': COOKED,
    'Dishwasher final rinse temperature': { min: 82, max: null },
    'Walk-in chiller temperature at the end of the shift': CHILLER,
    'Walk-in freezer temperature at the end of the shift': FREEZER,
  },
  night: {
    'Hot-holding cabinet temperature': HOT_HOLDING,
    'Walk-in chiller temperature': CHILLER,
    'Walk-in freezer temperature': FREEZER,
    'Cooked product core temperature': COOKED,
    'Walk-in chiller temperature at close': CHILLER,
    'Walk-in freezer temperature at close': FREEZER,
  },
  overnight: {
    'Walk-in chiller temperature': CHILLER,
    'Walk-in freezer temperature': FREEZER,
    'Cooked product core temperature': COOKED,
    'Chilled delivery temperature': CHILLER,
    'Frozen delivery temperature': { min: null, max: -15 },
    'Walk-in chiller temperature at the end of the shift': CHILLER,
    'Walk-in freezer temperature at the end of the shift': FREEZER,
  },
};

/** Each limit as a US store reads it: the whole °F its food code states. */
const FAHRENHEIT: Record<number, number> = { 5: 41, [-18]: 0, [-15]: 5, 63: 145, 75: 167, 82: 180 };

/**
 * The FSA's Safer Food, Better Business opening checks, in the Pre-Shift Planning of the shifts
 * that start the day: fridges and freezers at temperature (readings), the probe, the crew, hand
 * washing and cleaning supplies, clean and disinfected prep areas.
 */
const OPENING_CHECKS: Partial<Record<ShiftCategory, readonly string[]>> = {
  breakfast: [
    'Walk-in chiller temperature',
    'Walk-in freezer temperature',
    'Milk fridge temperature',
    'Probe thermometer clean and working',
    'Crew fit for work — illness and exclusion questions asked',
    'Uniform standards checked — clean uniform, hat and name badge',
    'Hand-washing and cleaning supplies stocked for the day',
    'Food preparation surfaces and equipment cleaned and disinfected before use',
  ],
  overnight: [
    'Walk-in chiller temperature',
    'Walk-in freezer temperature',
    'Probe thermometer clean and working',
    'Crew fit for work and in correct uniform',
  ],
};

/**
 * SFBB closing checks, in the Handover & Post Shift Reflection of the shifts that close: food
 * covered, labelled and stored and out-of-date food thrown away, dirty cloths sent for washing,
 * waste out and bins clean, prep areas and equipment cleaned, fridges and freezers read.
 */
const CLOSING_CHECKS: Partial<Record<ShiftCategory, readonly string[]>> = {
  night: [
    'Product stored, covered and labelled for the next shift',
    'Dirty cloths removed for washing',
    'Kitchen bins emptied, cleaned and relined',
    'Closing cleaning checklist completed — grills, holding cabinets and prep tables',
    'Walk-in chiller temperature at close',
    'Walk-in freezer temperature at close',
  ],
  overnight: [
    'Product stored, covered and labelled for the next shift',
    'Dirty cloths removed for washing',
    'Walk-in chiller temperature at the end of the shift',
    'Walk-in freezer temperature at the end of the shift',
  ],
};

function itemsIn(template: DefaultTemplate, section: Section) {
  return template.items.filter((item) => item.section === section);
}

function mentions(template: DefaultTemplate, phrase: string): boolean {
  return template.items.some(
    (item) => item.text.includes(phrase) || (item.details ?? '').includes(phrase),
  );
}

describe('defaultTemplateId', () => {
  it('builds a distinct default-{shift}-template id for each shift, naming the shift', () => {
    const ids = SHIFT_CATEGORIES.map(defaultTemplateId);
    expect(new Set(ids).size).toBe(SHIFT_CATEGORIES.length);
    for (const category of SHIFT_CATEGORIES) {
      const shift = /^default-([a-z]+)-template$/.exec(defaultTemplateId(category))?.[1];
      expect(shift, category).toBe(category);
    }
  });
});

describe('DEFAULT_TEMPLATES', () => {
  it('has exactly one template per shift category, in the order of the shifts', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.category)).toEqual([...SHIFT_CATEGORIES]);
    expect(new Set(DEFAULT_TEMPLATES.map((t) => t.id)).size).toBe(DEFAULT_TEMPLATES.length);
  });

  describe.each(DEFAULT_TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    it("has its shift's well-known id and names the shift in its title", () => {
      expect(template.id).toBe(defaultTemplateId(template.category));
      expect(template.title).toBe(`${SHIFT_LABELS[template.category]} Shift Checklist`);
    });

    it('covers all three sections, with the documented number of checks in all', () => {
      for (const section of SECTIONS) {
        expect(itemsIn(template, section).length, section).toBeGreaterThan(0);
      }
      expect(template.items.length).toBeGreaterThanOrEqual(DOCUMENTED_CHECKS.min);
      expect(template.items.length).toBeLessThanOrEqual(DOCUMENTED_CHECKS.max);
    });

    it('is a template the template API would accept as it is', () => {
      const body = { title: template.title, category: template.category, storeId: null };
      const parsed = createTemplateBodySchema.safeParse({ ...body, items: template.items });
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('has no item twice, in any section', () => {
      const texts = template.items.map((item) => item.text.toLowerCase());
      const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
      expect(duplicates).toEqual([]);
    });

    it('lists items in section order: pre-shift, travel path, post-shift', () => {
      const order = template.items.map((item) => SECTIONS.indexOf(item.section));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });

    it('uses only valid subsections and every subsection of each section', () => {
      for (const item of template.items) {
        expect(SUBSECTIONS[item.section], item.text).toContain(item.subsection);
        expect(isValidSubsection(item.section, item.subsection)).toBe(true);
      }
      for (const section of SECTIONS) {
        const used = new Set(itemsIn(template, section).map((item) => item.subsection));
        expect([...used].sort(), section).toEqual([...SUBSECTIONS[section]].sort());
      }
    });

    it('spreads travel-path items roughly evenly across its subsections', () => {
      const travelPath = itemsIn(template, 'travel-path');
      const perSubsection = travelPath.length / SUBSECTIONS['travel-path'].length;
      for (const subsection of SUBSECTIONS['travel-path']) {
        const count = travelPath.filter((item) => item.subsection === subsection).length;
        expect(Math.abs(count - perSubsection), subsection).toBeLessThanOrEqual(1);
      }
    });

    it('includes the cash drop limit and the litter pick radius', () => {
      expect(mentions(template, 'All cash drops must be under £2500')).toBe(true);
      expect(mentions(template, 'Minimum of 150m radius')).toBe(true);
    });

    it('takes its temperature checks as readings, each critical and with limits the API accepts', () => {
      const readings = template.items.filter((item) => item.kind === 'reading');
      expect(readings.length).toBeGreaterThan(0);
      for (const item of template.items) {
        expect(item.reading !== undefined, item.text).toBe(item.kind === 'reading');
      }
      for (const item of readings) {
        expect(item.critical, item.text).toBe(true);
        expect(item.reading, item.text).toMatchObject({ quantity: 'temperature', unit: 'C' });
        const parsed = readingInputSchema.safeParse(item.reading);
        expect(parsed.error?.issues ?? [], item.text).toEqual([]);
      }
    });

    it('reads what it should, within the limits it should', () => {
      const readings = template.items.flatMap((item) =>
        item.reading
          ? [[item.text, { min: item.reading.min, max: item.reading.max }] as const]
          : [],
      );
      expect(Object.fromEntries(readings)).toEqual(READINGS[template.category]);
    });

    it('names what a reading probes and says how, never restating its limit', () => {
      for (const item of template.items.filter((each) => each.kind === 'reading')) {
        expect(item.details, item.text).toMatch(/\blimit\b/);
        expect(`${item.text} ${item.details ?? ''}`, item.text).not.toMatch(/°|\d\s*[CF]\b/);
      }
    });

    it('reads the walk-in chiller and freezer at the start of the shift', () => {
      const preShift = itemsIn(template, 'pre-shift');
      const chiller = preShift.find((item) => item.text === 'Walk-in chiller temperature');
      const freezer = preShift.find((item) => item.text === 'Walk-in freezer temperature');
      expect(chiller?.reading).toEqual({ quantity: 'temperature', unit: 'C', min: null, max: 5 });
      expect(freezer?.reading).toEqual({ quantity: 'temperature', unit: 'C', min: null, max: -18 });
    });

    it('has no blank or untrimmed text or details', () => {
      for (const item of template.items) {
        expect(item.text.trim(), item.text).toBe(item.text);
        expect(item.text.length).toBeGreaterThan(0);
        if (item.details !== undefined) {
          expect(item.details.trim(), item.details).toBe(item.details);
          expect(item.details.length).toBeGreaterThan(0);
        }
      }
    });
  });
});

describe('the default templates’ readings', () => {
  it('show a US store their limits in the whole °F its food code states', () => {
    for (const template of DEFAULT_TEMPLATES) {
      for (const item of template.items) {
        if (!item.reading) continue;
        const { min, max } = item.reading;
        expect(limitsIn(keptSpec(item.reading), 'F'), item.text).toEqual({
          min: min === null ? null : FAHRENHEIT[min],
          max: max === null ? null : FAHRENHEIT[max],
        });
      }
    }
  });
});

describe('SFBB opening and closing checks', () => {
  const byCategory = (category: string) =>
    DEFAULT_TEMPLATES.find((template) => template.category === category)!;

  it.each(Object.entries(OPENING_CHECKS))(
    'opens the day with the opening checks in %s’s Pre-Shift Planning',
    (category, checks) => {
      const preShift = itemsIn(byCategory(category), 'pre-shift');
      expect(checks.filter((text) => !preShift.some((item) => item.text === text))).toEqual([]);
    },
  );

  it.each(Object.entries(CLOSING_CHECKS))(
    'closes with the closing checks in %s’s Handover & Post Shift Reflection',
    (category, checks) => {
      const postShift = itemsIn(byCategory(category), 'post-shift');
      expect(checks.filter((text) => !postShift.some((item) => item.text === text))).toEqual([]);
      expect(
        postShift.some((item) => /^Out-of-date .* discarded/.test(item.details ?? '')),
        'out-of-date food thrown away',
      ).toBe(true);
    },
  );

  it('asks for each opening or closing check once per template', () => {
    for (const template of DEFAULT_TEMPLATES) {
      const checks = [
        ...(OPENING_CHECKS[template.category] ?? []),
        ...(CLOSING_CHECKS[template.category] ?? []),
      ];
      for (const text of checks) {
        expect(
          template.items.filter((item) => item.text === text),
          text,
        ).toHaveLength(1);
      }
    }
  });
});
