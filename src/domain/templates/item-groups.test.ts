import { describe, expect, it } from 'vitest';
import type { Section } from '../sections';
import { groupTemplateItems, moveTemplateItem, sortTemplateItems } from './item-groups';

const item = (text: string, section: Section, subsection: string | null = null) => ({
  text,
  section,
  subsection,
});

const items = [
  item('litter', 'travel-path', 'Exterior, Car Park & Corral Areas'),
  item('handover', 'post-shift', 'People'),
  item('loose', 'pre-shift'),
  item('rota', 'pre-shift', 'People'),
  item('fryers', 'pre-shift', 'Equipment'),
  item('breaks', 'pre-shift', 'People'),
];

describe('template item groups (SPEC §4)', () => {
  it('groups by section, then subsection alphabetically with Other last, keeping list order', () => {
    expect(
      groupTemplateItems(items).map((g) => [g.section, g.subsection, g.items.map((i) => i.text)]),
    ).toEqual([
      ['pre-shift', 'Equipment', ['fryers']],
      ['pre-shift', 'People', ['rota', 'breaks']],
      ['pre-shift', 'Other', ['loose']],
      ['travel-path', 'Exterior, Car Park & Corral Areas', ['litter']],
      ['post-shift', 'People', ['handover']],
    ]);
    expect(sortTemplateItems(items).map((i) => i.text)).toEqual([
      'fryers',
      'rota',
      'breaks',
      'loose',
      'litter',
      'handover',
    ]);
  });

  it('moves an item past other groups to its neighbour in its own group', () => {
    const down = moveTemplateItem(items, 3, 1);
    expect(down.map((i) => i.text)).toEqual([
      'litter',
      'handover',
      'loose',
      'breaks',
      'fryers',
      'rota',
    ]);
    expect(moveTemplateItem(down, 5, -1).map((i) => i.text)).toEqual(items.map((i) => i.text));
  });

  it('leaves the list alone at a group’s edge', () => {
    expect(moveTemplateItem(items, 4, -1)).toEqual(items);
    expect(moveTemplateItem(items, 2, 1)).toEqual(items);
    expect(moveTemplateItem(items, 9, 1)).toEqual(items);
  });
});
