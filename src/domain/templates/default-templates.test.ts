import { describe, expect, it } from 'vitest';
import { SECTIONS, SUBSECTIONS, isValidSubsection } from '../sections';
import type { Section } from '../sections';
import { SHIFT_CATEGORIES, SHIFT_LABELS } from '../shifts';
import { createTemplateBodySchema } from './api';
import { DEFAULT_TEMPLATES, defaultTemplateId } from './default-templates';
import type { DefaultTemplate } from './default-templates';

/** README and the user guide: "72 to 87 concrete checks each". */
const DOCUMENTED_CHECKS = { min: 72, max: 87 };

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
