import type { Page } from '@playwright/test';
import { shownText, todaysChecklist } from './checklists';
import { expect } from './fixtures';

/** The default breakfast template's walk-in fridge: a reading, 5 °C at most. */
export const FRIDGE = 'Walk-in chiller temperature';

/** The walk-in fridge's row: its reading box is named by the item's words as the reader sees them. */
export const fridgeRow = (page: Page, name = shownText(FRIDGE)) =>
  page.getByTestId('checklist-item').filter({ has: page.getByRole('textbox', { name }) });

/** Today's breakfast checklist of the signed-in leader, opened, and its walk-in fridge's row. */
export async function openAtTheFridge(page: Page) {
  const checklist = await todaysChecklist(page, 'breakfast');
  const fridge = checklist.items.find((item) => item.text === FRIDGE);
  if (!fridge) throw new Error(`Today's breakfast checklist has no “${FRIDGE}”`);
  expect(fridge.kind).toBe('reading');
  await page.goto(`/checklists/${checklist.id}`);
  const name = shownText(FRIDGE);
  return { checklist, fridge, name, row: fridgeRow(page, name) };
}
