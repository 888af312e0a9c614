import { expect, test, type Page } from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { addDays, startOfWeek } from '#domain/dates';
import type { WeekReport } from '#domain/reports/api';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** Riverside's day shift three weeks back (no other test looks at it), its first item failed. */
async function checklistWithFailure(page: Page): Promise<{ id: string; itemId: string }> {
  const report = (await (await page.request.get('/api/reports/week')).json()) as WeekReport;
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { storeId: string };
  };
  const created = await page.request.post('/api/checklists', {
    data: {
      storeId: session.user.storeId,
      category: 'day',
      date: addDays(startOfWeek(report.scope.today), -21 + 3),
    },
  });
  expect(created.ok()).toBe(true);
  const checklist = (await created.json()) as ChecklistDetail;
  const item = checklist.items.find((i) => i.section === 'pre-shift');
  const failed = await page.request.patch(`/api/checklists/${checklist.id}/items/${item?.id}`, {
    data: { type: 'fail', comment: 'Till drawer sticks' },
  });
  expect(failed.ok()).toBe(true);
  return { id: checklist.id, itemId: item?.id ?? '' };
}

async function isFailed(page: Page, id: string, itemId: string): Promise<boolean> {
  const detail = (await (
    await page.request.get(`/api/checklists/${id}`)
  ).json()) as ChecklistDetail;
  return detail.items.find((i) => i.id === itemId)?.failed ?? false;
}

for (const [device, use] of [
  ['on a phone (375 px)', PHONE],
  ['on a desktop', {}],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('Remove failure asks in place before it clears the failure', async ({ page }) => {
      await signIn(page, ACCOUNTS.otherLeader.email, ACCOUNTS.otherLeader.password);
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
