import { DELETE_CHECKLIST_NOTICE } from '#domain/checklists/messages';
import type { Page } from '@playwright/test';
import {
  addDays,
  addMonths,
  formatLongDate,
  monthLabel,
  monthOf,
  startOfMonth,
  startOfWeek,
  zonedTimeToInstant,
  type IsoDate,
} from '#domain/dates';
import { storeDaySchema } from '#domain/checklists/api';
import { weekReportSchema } from '#domain/reports/api';
import { weekdayMonthDay } from '#web/lib/date-labels';
import { ACCOUNTS, ADMIN } from './support/accounts';
import { clockIn, weekHeading } from './support/formats';
import { expect, test } from './support/fixtures';
import { HISTORY, historyDate } from './support/history';
import { openMenuIfCollapsed, signIn } from './support/session';

// High Street and Riverside, opened a year ago with the checklists of history.ts, are this
// spec's alone (seed.ts): the other specs make stores of their own.

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** The signed-in person's store's business date, as the server counts it. */
async function storeToday(page: Page): Promise<IsoDate> {
  const response = await page.request.get('/api/reports/week');
  expect(response.ok()).toBe(true);
  return weekReportSchema.parse(await response.json()).scope.today;
}

const shiftCard = (page: Page, name: string) => page.getByRole('region', { name });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a leader creates today’s day checklist from its card and opens it via View Details', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const today = await storeToday(page);
  await expect(page.getByRole('heading', { name: formatLongDate(today) })).toBeVisible();
  const day = shiftCard(page, 'Day Shift');
  await day.getByRole('button', { name: 'Create Day Shift checklist' }).click();
  await expect(page).toHaveURL(/\/checklists\/[^/]+$/);
  const checklistUrl = page.url();

  await page.goto('/');
  await expect(day.getByTestId('shift-status')).toHaveText('In progress');
  await expect(day).toContainText('Created by Sam Leader');
  await expect(day).toContainText('No results recorded yet');
  await expect(day.getByRole('progressbar', { name: 'Day Shift progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // A leader may delete their store's checklists of today only.
  await expect(day.getByRole('button', { name: 'Delete Day Shift checklist' })).toBeVisible();
  await day.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(checklistUrl);
  await expect(page.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
});

test('Create shows for today and for a missed past day from the reports, never for the future', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const today = await storeToday(page);
  const seeded = historyDate(today, HISTORY.lastThursdayNight);

  // From the week or month view (customDate): the missed shifts can be started.
  await page.goto(`/?date=${seeded}&customDate=true`);
  await expect(page.getByRole('heading', { name: formatLongDate(seeded) })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Create Breakfast Shift checklist' }),
  ).toBeVisible();
  const night = shiftCard(page, 'Night Shift');
  await expect(night.getByTestId('shift-status')).toHaveText('In progress');
  // Only a super-admin deletes a checklist of another day.
  await expect(night.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The same day picked in the calendar: looking only. The keyboard moves through the days.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Choose date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar.getByRole('button', { name: formatLongDate(today) })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(
    calendar.getByRole('button', { name: formatLongDate(addDays(today, -1)) }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?date=${addDays(today, -1)}$`));
  await expect(
    page.getByRole('heading', { name: formatLongDate(addDays(today, -1)) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0);

  // Next month in the calendar, then a future day: never Create.
  await page.getByRole('button', { name: /^Choose date/ }).click();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const nextMonth = monthOf(addMonths(addDays(today, -1), 1));
  await expect(calendar.getByRole('heading')).toHaveText(
    monthLabel(nextMonth.year, nextMonth.month),
  );
  await calendar.getByRole('button', { name: 'Close' }).click();
  await expect(calendar).toBeHidden();
  await page.goto(`/?date=${addDays(today, 1)}&customDate=true`);
  await expect(page.getByText('Checklists cannot be started for a future date.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0);

  // Today, from inside the calendar.
  await page.getByRole('button', { name: /^Choose date/ }).click();
  await calendar.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: formatLongDate(today) })).toBeVisible();
});

test('a super-admin picks a store, moves through weeks, and a grid cell opens that day', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('region', { name: 'Choose a store' })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search stores' });
  // Every store is offered (the other specs' own among them).
  for (const name of [/Default Location/, /Riverside/, /High Street/]) {
    await expect(page.getByRole('option', { name })).toBeVisible();
  }
  await search.fill('high');
  await expect(page.getByRole('option')).toHaveText([/High Street/]);
  await search.fill('228');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Store: High Street (Store 228)' })).toBeVisible();
  await expect(shiftCard(page, 'Breakfast Shift')).toBeVisible();

  // Remembered on this browser, and shared by the other views.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Store: High Street (Store 228)' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Weekly' })
    .click();
  await expect(page.getByRole('heading', { name: 'Weekly View' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Store: High Street (Store 228)' })).toBeVisible();

  const today = await storeToday(page);
  const thisMonday = startOfWeek(today);
  const tuesday = historyDate(today, HISTORY.lastTuesdayBreakfast);
  await expect(page.getByRole('heading', { name: weekHeading(thisMonday) })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(
    page.getByRole('heading', { name: weekHeading(addDays(thisMonday, -14)) }),
  ).toBeVisible();
  const twoWeeksAgo = historyDate(today, HISTORY.twoWeeksAgoFriday);
  await expect(
    page.getByRole('link', { name: `${weekdayMonthDay(twoWeeksAgo)}, Day: 100%` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(
    page.getByRole('heading', { name: weekHeading(addDays(thisMonday, -7)) }),
  ).toBeVisible();

  const summary = page.getByRole('region', { name: 'Weekly Performance Summary' });
  await expect(summary).toContainText('3');
  await expect(summary).toContainText('1 fully completed (33%)');
  await expect(summary).toContainText('Requires attention');
  await expect(summary).toContainText(weekdayMonthDay(tuesday));
  await expect(
    page.getByRole('link', {
      name: new RegExp(`^${weekdayMonthDay(tuesday)}, Day: \\d+%, 1 open issue`),
    }),
  ).toBeVisible();
  const monday = addDays(tuesday, -1);
  await expect(
    page.getByRole('link', { name: `${weekdayMonthDay(monday)}, Breakfast: No checklist` }),
  ).toBeVisible();

  await page.getByRole('link', { name: `${weekdayMonthDay(tuesday)}, Breakfast: 100%` }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?date=${tuesday}&customDate=true$`));
  await expect(page.getByRole('heading', { name: formatLongDate(tuesday) })).toBeVisible();
  await expect(shiftCard(page, 'Breakfast Shift').getByTestId('shift-status')).toHaveText(
    'Completed',
  );
  await expect(shiftCard(page, 'Day Shift').getByTestId('shift-status')).toHaveText('1 issue(s)');

  // The checklist's Back button returns to that day, not to today.
  await shiftCard(page, 'Day Shift').getByRole('link', { name: 'View Details' }).click();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?date=${tuesday}&customDate=true$`));
  await expect(page.getByRole('heading', { name: formatLongDate(tuesday) })).toBeVisible();

  // Back to the same week, then This Week.
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: weekHeading(addDays(thisMonday, -7)) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'This Week' }).click();
  await expect(page.getByRole('heading', { name: weekHeading(thisMonday) })).toBeVisible();
});

test('the monthly view shows the history, and a day opens the daily view', async ({ page }) => {
  await signIn(page, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const today = await storeToday(page);
  const tuesday = historyDate(today, HISTORY.lastTuesdayBreakfast);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Monthly' }).click();
  const current = monthOf(today);
  await expect(
    page.getByRole('heading', { name: monthLabel(current.year, current.month) }),
  ).toBeVisible();

  const target = monthOf(tuesday);
  if (target.month !== current.month)
    await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(
    page.getByRole('heading', { name: monthLabel(target.year, target.month) }),
  ).toBeVisible();
  const day = page.getByRole('link', {
    name: new RegExp(`^${formatLongDate(tuesday)}: Breakfast 100%, Day \\d+% · 1 open$`),
  });
  await expect(day).toBeVisible();
  const summary = page.getByRole('region', { name: 'Monthly Performance Summary' });
  await expect(summary).toContainText('Total checklists');
  await expect(summary).toContainText('Average completion');
  await expect(summary).toContainText('Requires attention');

  await day.click();
  await expect(page).toHaveURL(new RegExp(`/\\?date=${tuesday}&customDate=true$`));
  await expect(shiftCard(page, 'Breakfast Shift').getByTestId('shift-status')).toHaveText(
    'Completed',
  );
  await page.goBack();
  await page.getByRole('button', { name: 'This Month' }).click();
  await expect(
    page.getByRole('heading', { name: monthLabel(current.year, current.month) }),
  ).toBeVisible();
});

test('delete asks in a Delete Checklist dialog, then removes the checklist', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('combobox', { name: 'Search stores' }).fill('310');
  await page.getByRole('option', { name: /Riverside/ }).click();
  const today = await storeToday(page);
  const date = historyDate(today, HISTORY.riversideToDelete);
  await page.goto(`/?date=${date}&customDate=true`);
  const card = shiftCard(page, 'Day Shift');
  await expect(card.getByTestId('shift-status')).toHaveText('In progress');
  const viewDetails = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');

  await card.getByRole('button', { name: 'Delete Day Shift checklist' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Checklist' });
  await expect(dialog).toContainText(DELETE_CHECKLIST_NOTICE);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('shift-status')).toHaveText('In progress');

  await card.getByRole('button', { name: 'Delete Day Shift checklist' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Create Day Shift checklist' })).toBeVisible();
  await expect(card.getByTestId('shift-status')).toHaveCount(0);
  expect((await page.request.get(`/api${viewDetails ?? ''}`)).status()).toBe(404);
});

test.describe('on a phone (375 px)', () => {
  test.use(PHONE);

  test('nothing overflows on the three views; the day scrolls back to the top', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
    const today = await storeToday(page);
    const tuesday = historyDate(today, HISTORY.lastTuesdayBreakfast);

    await page.goto(`/?date=${tuesday}&customDate=true`);
    await expect(shiftCard(page, 'Night Shift')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);

    await page.goto(`/weekly?week=${startOfWeek(tuesday)}`);
    await expect(page.getByRole('link', { name: /Breakfast: 100%/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const grid = page.getByTestId('week-grid-scroller');
    const box = await grid.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    await page.goto('/monthly');
    await expect(page.getByRole('region', { name: 'Monthly Performance Summary' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test('a store created moments ago starts its weekly and monthly figures with nothing missed', async ({
  page,
  store,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, store.manager.email, store.manager.password);
  const tile = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  for (const view of ['/weekly', '/monthly']) {
    await page.goto(view);
    await expect(tile('Missed').getByRole('definition')).toHaveText('0');
    await expect(tile('On-time rate').getByRole('definition')).toHaveText('–');
  }

  // Days to come are left empty and named so, not marked '–' as a shift with no checklist.
  const today = await storeToday(page);
  const nextMonday = addDays(startOfWeek(today), 7);
  await page.goto('/weekly');
  await page.getByRole('button', { name: 'Next week' }).click();
  const coming = page.getByRole('link', {
    name: `${weekdayMonthDay(nextMonday)}, Breakfast: Still to come`,
  });
  await expect(coming).toBeVisible();
  await expect(coming).toHaveText('');
  await page.goto('/monthly');
  await page.getByRole('button', { name: 'Next month' }).click();
  const first = addMonths(startOfMonth(today), 1);
  await expect(
    page.getByRole('link', { name: `${formatLongDate(first)}: Still to come` }),
  ).toBeVisible();
});

test('between midnight and the day start the daily view says whose business day it still is', async ({
  page,
  store,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, store.leader.email, store.leader.password);
  const answer = await page.request.get(`/api/stores/${store.id}/day`);
  expect(answer.ok()).toBe(true);
  const day = storeDaySchema.parse(await answer.json());
  // The store's day start as a US English reader sees it: '5:00 AM'.
  const start = clockIn('en-US', day.store.shiftSettings.breakfast.startTime);
  const note = page.getByText(`Until ${start} this is still ${formatLongDate(day.today)}`);

  // 04:18 on the calendar's next day, in the store's zone: the business day has not turned yet.
  const early = zonedTimeToInstant(addDays(day.today, 1), '04:18', day.store.timezone);
  await page.clock.setFixedTime(early);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: formatLongDate(day.today) })).toBeVisible();
  await expect(note).toContainText(`the store's business day runs from ${start} to ${start}`);

  // In the afternoon the calendar and the business day agree, and nothing needs saying.
  await page.clock.setFixedTime(zonedTimeToInstant(day.today, '14:00', day.store.timezone));
  await page.reload();
  await expect(page.getByRole('heading', { name: formatLongDate(day.today) })).toBeVisible();
  await expect(note).toHaveCount(0);
});
