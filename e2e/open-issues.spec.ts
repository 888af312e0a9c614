import type { Page } from '@playwright/test';
import { formatLongDate, monthOf, startOfWeek, type IsoDate } from '#domain/dates';
import { isoDateSchema } from '#domain/schemas';
import { weekdayMonthDay } from '#web/lib/date-labels';
import { changeItem, doItem, PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/**
 * A checklist with every item done and one failure left unresolved: 100 % and still open.
 * Today's breakfast of the test's own store.
 */
async function completeWithOpenIssue(page: Page): Promise<IsoDate> {
  const checklist = await todaysChecklist(page, 'breakfast');
  const [failed, ...rest] = checklist.items;
  if (!failed) throw new Error('the breakfast checklist has no items');
  for (const item of rest) {
    await doItem(page.request, checklist, item);
  }
  await changeItem(page.request, checklist.id, failed.id, {
    type: 'fail',
    comment: 'Freezer door seal torn',
  });
  return isoDateSchema.parse(checklist.businessDate);
}

for (const [device, use] of [
  ['on a phone (375 px)', PHONE],
  ['on a desktop', {}],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('an unresolved issue at 100 % shows as open in the day, week and month', async ({
      page,
      store,
    }) => {
      await signIn(page, store.leader.email, store.leader.password);
      const date = await completeWithOpenIssue(page);

      await page.goto(`/?date=${date}&customDate=true`);
      const card = page.getByRole('region', { name: 'Breakfast Shift' });
      await expect(card).toContainText('100% · 1 open');

      await page.goto(`/weekly?week=${startOfWeek(date)}`);
      const cell = page.getByRole('link', {
        name: `${weekdayMonthDay(date)}, Breakfast: 100%, 1 open issue(s)`,
      });
      await expect(cell).toContainText('100%');
      await expect(cell).toContainText('1 open');
      await expect(page.getByRole('region', { name: 'Shifts this week' })).toContainText(
        '1 open unresolved issue',
      );

      const { year, month } = monthOf(date);
      await page.goto(`/monthly?month=${year}-${String(month).padStart(2, '0')}`);
      const day = page.getByRole('link', {
        name: `${formatLongDate(date)}: Breakfast 100% · 1 open`,
      });
      // The link is the day's number; the day's cell shows its shifts beside it.
      await expect(page.getByRole('cell').filter({ has: day })).toContainText('1 open');
      await expect(page.getByRole('region', { name: 'Shifts this month' })).toContainText(
        '1 open unresolved issue',
      );
    });
  });
}
