import type { Page } from '@playwright/test';
import { addDays, formatLongDate, type IsoDate } from '#domain/dates';
import { weekReportSchema } from '#domain/reports/api';
import { ACCOUNTS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// Canal Street, opened a year ago so that yesterday is one of its days (seed.ts), is this
// spec's alone; its tests only look.
const MANAGER = ACCOUNTS.canalManager;

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const START = 'Start a checklist for this day';

async function storeToday(page: Page): Promise<IsoDate> {
  const response = await page.request.get('/api/reports/week');
  expect(response.ok()).toBe(true);
  return weekReportSchema.parse(await response.json()).scope.today;
}

for (const [device, use] of [
  ['on a phone (375 px)', PHONE],
  ['on a desktop', {}],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('a past day opened from the calendar offers to start its missed checklists', async ({
      page,
    }) => {
      await signIn(page, MANAGER.email, MANAGER.password);
      const today = await storeToday(page);
      const yesterday = addDays(today, -1);
      await page.goto(`/?date=${yesterday}`);
      await expect(page.getByRole('heading', { name: formatLongDate(yesterday) })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0);

      await page.getByRole('button', { name: START }).click();
      await expect(page).toHaveURL(new RegExp(`/\\?date=${yesterday}&customDate=true$`));
      await expect(
        page.getByRole('button', { name: 'Create Breakfast Shift checklist' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: START })).toHaveCount(0);

      // Never for today (Create is already there) or a future day (the rules refuse it).
      await page.goto('/');
      await expect(page.getByRole('heading', { name: formatLongDate(today) })).toBeVisible();
      await expect(page.getByRole('button', { name: START })).toHaveCount(0);
      await page.goto(`/?date=${addDays(today, 1)}`);
      await expect(page.getByText('Checklists cannot be started for a future date.')).toBeVisible();
      await expect(page.getByRole('button', { name: START })).toHaveCount(0);
    });
  });
}
