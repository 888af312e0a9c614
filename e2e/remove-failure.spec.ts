import type { Page } from '@playwright/test';
import { changeItem, getChecklist, PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/** Today's day shift of the test's own store, its first Pre-Shift item failed. */
async function checklistWithFailure(page: Page): Promise<{ id: string; itemId: string }> {
  const checklist = await todaysChecklist(page, 'day');
  const item = checklist.items.find((i) => i.section === 'pre-shift');
  if (!item) throw new Error('the day checklist has no Pre-Shift item');
  await changeItem(page.request, checklist.id, item.id, {
    type: 'fail',
    comment: 'Till drawer sticks',
  });
  return { id: checklist.id, itemId: item.id };
}

async function isFailed(page: Page, id: string, itemId: string): Promise<boolean> {
  const detail = await getChecklist(page.request, id);
  return detail.items.find((i) => i.id === itemId)?.failed ?? false;
}

for (const [device, use] of [
  ['on a phone (375 px)', PHONE],
  ['on a desktop', {}],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('Remove failure asks in place before it clears the failure', async ({ page, store }) => {
      await signIn(page, store.leader.email, store.leader.password);
      const { id, itemId } = await checklistWithFailure(page);
      await page.goto(`/checklists/${id}`);
      const row = page.getByTestId('checklist-item').filter({ hasText: 'Till drawer sticks' });
      await row.getByRole('button', { name: /./ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Issue Details' });

      // The first press only asks; No keeps the failure and the dialog.
      await dialog.getByRole('button', { name: 'Remove failure' }).click();
      const confirm = dialog.getByRole('group', { name: 'Remove failure?' });
      await expect(confirm).toContainText('Remove this failure?');
      await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
      await confirm.getByRole('button', { name: 'No' }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      expect(await isFailed(page, id, itemId)).toBe(true);

      await dialog.getByRole('button', { name: 'Remove failure' }).click();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Till drawer sticks')).toHaveCount(0);
      await expect.poll(() => isFailed(page, id, itemId)).toBe(false);
    });
  });
}
