import { describe, expect, it } from 'vitest';
import { SECTIONS, SUBSECTIONS, isValidSubsection } from '../sections';
import type { Section } from '../sections';
import { SHIFT_CATEGORIES } from '../shifts';
import type { ShiftCategory } from '../shifts';
import { DEFAULT_TEMPLATES, defaultTemplateId } from './default-templates';
import type { DefaultTemplate } from './default-templates';

const BASE_COUNTS: Record<Section, number> = {
  'pre-shift': 16,
  'travel-path': 42,
  'post-shift': 14,
};

const OVERNIGHT_EXTRA: Record<Section, number> = {
  'pre-shift': 5,
  'travel-path': 6,
  'post-shift': 4,
};

const EXPECTED_COUNTS: Record<ShiftCategory, Record<Section, number>> = {
  breakfast: BASE_COUNTS,
  day: BASE_COUNTS,
  night: BASE_COUNTS,
  overnight: {
    'pre-shift': BASE_COUNTS['pre-shift'] + OVERNIGHT_EXTRA['pre-shift'],
    'travel-path': BASE_COUNTS['travel-path'] + OVERNIGHT_EXTRA['travel-path'],
    'post-shift': BASE_COUNTS['post-shift'] + OVERNIGHT_EXTRA['post-shift'],
  },
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
  it('builds default-{shift}-template ids', () => {
    expect(defaultTemplateId('breakfast')).toBe('default-breakfast-template');
    expect(defaultTemplateId('day')).toBe('default-day-template');
    expect(defaultTemplateId('night')).toBe('default-night-template');
    expect(defaultTemplateId('overnight')).toBe('default-overnight-template');
  });
});

describe('DEFAULT_TEMPLATES', () => {
  it('has one template per shift category with the documented ids and titles', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.category)).toEqual([...SHIFT_CATEGORIES]);
    expect(DEFAULT_TEMPLATES.map((t) => t.id)).toEqual([
      'default-breakfast-template',
      'default-day-template',
      'default-night-template',
      'default-overnight-template',
    ]);
    expect(DEFAULT_TEMPLATES.map((t) => t.title)).toEqual([
      'Breakfast Shift Checklist',
      'Day Shift Checklist',
      'Night Shift Checklist',
      'Overnight Shift Checklist',
    ]);
    for (const template of DEFAULT_TEMPLATES) {
      expect(template.id).toBe(defaultTemplateId(template.category));
    }
  });

  describe.each(DEFAULT_TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    it('has the exact item count for each section', () => {
      const expected = EXPECTED_COUNTS[template.category];
      for (const section of SECTIONS) {
        expect(itemsIn(template, section), section).toHaveLength(expected[section]);
      }
      const total = SECTIONS.reduce((sum, section) => sum + expected[section], 0);
      expect(template.items).toHaveLength(total);
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

    it('has no duplicate text within a section', () => {
      for (const section of SECTIONS) {
        const texts = itemsIn(template, section).map((item) => item.text.toLowerCase());
        const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
        expect(duplicates, section).toEqual([]);
      }
    });
  });
});
