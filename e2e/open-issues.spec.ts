import { expect, test, type Page } from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { addDays, formatLongDate, monthOf, startOfWeek, type IsoDate } from '#domain/dates';
import type { WeekReport } from '#domain/reports/api';
import { weekdayMonthDay } from '#web/lib/date-labels';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/**
 * A checklist with every item done and one failure left unresolved: 100 % and still open.
 * Riverside, three weeks back, a day no other test looks at; made once, then found again.
 */
async function completeWithOpenIssue(page: Page): Promise<IsoDate> {
  const report = (await (await page.request.get('/api/reports/week')).json()) as WeekReport;
  const date = addDays(startOfWeek(report.scope.today), -21 + 2);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { storeId: string };
  };
  const created = await page.request.post('/api/checklists', {
    data: { storeId: session.user.storeId, category: 'breakfast', date },
  });
  expect(created.ok()).toBe(true);
  const checklist = (await created.json()) as ChecklistDetail;
  const [failed, ...rest] = checklist.items;
  for (const item of rest.filter((i) => !i.completed)) {
    const response = await page.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
    });
    expect(response.ok()).toBe(true);
  }
  if (failed && !failed.failed) {
    await page.request.patch(`/api/checklists/${checklist.id}/items/${failed.id}`, {
      data: { type: 'fail', comment: 'Freezer door seal torn' },
    });
  }
  return date;
}

for (const [device, use] of [
  ['on a phone (375 px)', PHONE],
  ['on a desktop', {}],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('an unresolved issue at 100 % shows as open in the day, week and month', async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.otherLeader.email, ACCOUNTS.otherLeader.password);
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
      await expect(day).toContainText('1 open');
      await expect(page.getByRole('region', { name: 'Shifts this month' })).toContainText(
        '1 open unresolved issue',
      );
    });
  });
}
