import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '#domain/templates/default-templates';
import { GENERAL_TRAVEL_PATH_FAILURES, travelPathNotesFor } from './content';

describe("the demo's travel-path failure notes", () => {
  const items = DEFAULT_TEMPLATES.flatMap((template) =>
    template.items.filter((item) => item.section === 'travel-path'),
  );

  it('are written about the item failed, or say only what is true of any item', () => {
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) {
      for (const note of travelPathNotesFor(item)) {
        const general = GENERAL_TRAVEL_PATH_FAILURES.includes(note);
        expect(general || note.about?.test(item.text) === true, item.text).toBe(true);
      }
    }
  });

  it('never say the baby change unit is out of stock about the allergen guide', () => {
    const allergens = items.find((item) => item.text.startsWith('Allergen information'));
    expect(allergens).toBeDefined();
    const comments = travelPathNotesFor(allergens!).map((note) => note.comment);
    expect(comments).not.toContain('Baby change unit not stocked; wipes on order');
    expect(comments).toEqual(GENERAL_TRAVEL_PATH_FAILURES.map((note) => note.comment));
  });
});
