import type { Page } from '@playwright/test';
import { formatLongDate, startOfWeek, type IsoDate } from '#domain/dates';
import { viewableStoresSchema, weekReportSchema } from '#domain/reports/api';
import { weekdayMonthDay } from '#web/lib/date-labels';
import { ADMIN, STORES } from './support/accounts';
import { expect, test } from './support/fixtures';
import { HISTORY, historyDate } from './support/history';
import { signIn } from './support/session';

// Harbour Road and Mill Lane, opened a year ago (seed.ts), are this spec's alone.
const HARBOUR = `${STORES.harbour.name} (Store ${STORES.harbour.storeNumber})`;
const MILL_LANE = `${STORES.millLane.name} (Store ${STORES.millLane.storeNumber})`;

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const storeButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Store: ${label}` });

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

    test('a super admin’s first screen is the list of stores to choose from', async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      const choice = page.getByRole('region', { name: 'Choose a store' });
      await expect(choice.getByRole('heading', { name: 'Choose a store' })).toBeVisible();
      await expect(page.getByText('No store selected. Please select a store first.')).toHaveCount(
        0,
      );
      await expect(page.getByRole('status')).toHaveCount(0);
      await choice.getByRole('option', { name: /Harbour Road/ }).click();
      await expect(choice).toBeHidden();
      await expect(storeButton(page, HARBOUR)).toBeVisible();
      await expect(page.getByTestId('shift-cards')).toBeVisible();
    });
  });
}

test.describe('a chain of one store', () => {
  // The page itself must make the store request for the test to answer it.
  test.use({ serviceWorkers: 'block' });

  test('opens that store without asking', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    // The suite's chain has many stores; the browser is shown a chain of one.
    await page.route('**/api/stores', async (route) => {
      const response = await route.fetch();
      const { stores } = viewableStoresSchema.parse(await response.json());
      await route.fulfill({
        response,
        json: {
          stores: stores.filter((store) => store.storeNumber === STORES.millLane.storeNumber),
        },
      });
    });
    await page.reload();
    await expect(storeButton(page, MILL_LANE)).toBeVisible();
    await expect(page.getByTestId('shift-cards')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Choose a store' })).toHaveCount(0);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use(PHONE);

  test('all stores on the weekly view keeps the daily store; a cell asks which store’s day to open', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('option', { name: /Harbour Road/ }).click();
    await expect(storeButton(page, HARBOUR)).toBeVisible();

    await page.goto('/weekly');
    await storeButton(page, HARBOUR).click();
    await page.getByRole('option', { name: 'All stores' }).click();
    await expect(storeButton(page, 'All stores')).toBeVisible();
    await page.goto('/monthly');
    await expect(storeButton(page, 'All stores')).toBeVisible();

    // The daily view still shows the store chosen before.
    await page.goto('/');
    await expect(storeButton(page, HARBOUR)).toBeVisible();
    await expect(page.getByTestId('shift-cards')).toBeVisible();

    // An all-stores cell opens that day once a store is picked, here another one.
    const today = await storeToday(page);
    const tuesday = historyDate(today, HISTORY.harbourLastTuesdayBreakfast);
    await page.goto(`/weekly?week=${startOfWeek(tuesday)}`);
    await expect(storeButton(page, 'All stores')).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(`^${weekdayMonthDay(tuesday)}, Breakfast: 100%`) })
      .click();
    const choice = page.getByRole('region', { name: 'Choose a store' });
    await expect(choice).toContainText(formatLongDate(tuesday));
    await expect(choice.getByRole('option', { name: /Harbour Road/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await choice.getByRole('option', { name: /Mill Lane/ }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?date=${tuesday}&customDate=true$`));
    await expect(page.getByRole('heading', { name: formatLongDate(tuesday) })).toBeVisible();
    await expect(storeButton(page, MILL_LANE)).toBeVisible();

    // Back on the week, all stores are still shown.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Weekly View' })).toBeVisible();
    await expect(storeButton(page, 'All stores')).toBeVisible();
  });
});
