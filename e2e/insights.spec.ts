// Insights (docs/decisions/049): a super admin makes an area of two stores and its manager; the
// area manager's league table has those two stores and not a third, and the most-failed list
// opens a recurring failure; she sees the "ticked 30 items in 40 s" signal on a checklist made to
// raise it and marks it explained; a super admin keeps the thresholds. The screens pass axe at
// 375 and 1280 px, both themes, and in Arabic.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { leagueSchema } from '#domain/insights/api';
import { viewableStoresSchema } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { ADMIN } from './support/accounts';
import { checkScreen, wideShots } from './support/axe';
import { text } from './support/catalogue';
import {
  changeItem,
  phonePage,
  shownText,
  tickedInABurst,
  todaysChecklist,
  type Credentials,
} from './support/checklists';
import { createStore, expect, test, uniqueStoreNumber, type OwnStore } from './support/fixtures';
import { arabicPhone, openFromMenu, signIn, signOut } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
/** On every shift's Travel Path of the default templates; SHOWN, as a US reader sees it. */
const ITEM = 'Car park and corral litter pick — Minimum of 150m radius';
const SHOWN = shownText(ITEM);

/** The item failed on today's checklist of each shift, as the store's leader logs it. */
async function failToday(browser: Browser, leader: Credentials, shifts: ShiftCategory[]) {
  const page = await phonePage(browser, leader);
  for (const shift of shifts) {
    const checklist = await todaysChecklist(page, shift);
    const item = checklist.items.find((i) => i.text === ITEM);
    if (!item) throw new Error(`The ${shift} checklist has no “${ITEM}”`);
    await changeItem(page.request, checklist.id, item.id, {
      type: 'fail',
      comment: 'Litter along the fence',
      priority: 'C',
    });
  }
  await page.context().close();
}

/** Today's breakfast at the leader's store: 30 Travel Path items ticked in 40 seconds. */
async function tickedFast(browser: Browser, leader: Credentials) {
  const page = await phonePage(browser, leader);
  await tickedInABurst(page.request, await todaysChecklist(page, 'breakfast'), 30, 40);
  // The leader, whose record it is, is not shown the signal.
  await page.goto('/');
  await page
    .getByRole('region', { name: /Breakfast/ })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Shift Leader Checklist', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Record confidence' })).toHaveCount(0);
  await page.context().close();
}

/** A super admin's thresholds: a number out of bounds is refused in words, then saved. */
async function keepThresholds(page: Page) {
  await page.goto('/insights');
  const signals = page.getByRole('region', { name: 'Record confidence' });
  await signals.getByRole('button', { name: 'Thresholds' }).click();
  const items = signals.getByLabel('Fast ticks: more than this many Travel Path items');
  await expect(items).toHaveValue('20');
  await items.fill('1');
  await signals.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(signals.getByText('Enter a whole number from 2 to 500')).toBeVisible();
  await items.fill('20');
  await signals.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(signals.getByRole('status')).toHaveText('Thresholds saved.');
  await expect(signals).toContainText(`Last changed by`);
}

/** This week's Monday as the app has it (the league table's period starts the month). */
async function mondayOfToday(page: Page): Promise<string> {
  const answer = await page.request.get('/api/insights/league?period=week');
  expect(answer.ok(), await answer.text()).toBe(true);
  return leagueSchema.parse(await answer.json()).scope.from;
}

const storeLabel = (store: OwnStore) => `${store.storeNumber} · ${store.name}`;

async function makeArea(page: Page, name: string, stores: OwnStore[]) {
  await openFromMenu(page, 'Areas', 'Areas');
  await page.getByRole('link', { name: 'Add area' }).click();
  await page.getByLabel('Area name').fill(name);
  for (const store of stores) {
    await page
      .getByRole('searchbox', { name: 'Filter stores by name or number' })
      .fill(store.storeNumber);
    await page.getByRole('checkbox', { name: storeLabel(store) }).check();
  }
  await page.getByRole('button', { name: 'Create area' }).click();
  await expect(page.getByRole('heading', { name: 'Areas', level: 1 })).toBeVisible();
}

async function makeAreaManager(page: Page, area: string, email: string, password: string) {
  await openFromMenu(page, 'Users', 'User Management');
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role').selectOption({ label: 'Area Manager' });
  await page.getByLabel('Area', { exact: true }).selectOption({ label: area });
  await page.getByLabel('Display name (optional)').fill('Dana Area');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
}

test.describe('on a phone', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ ...PHONE, bypassCSP: true });

  test("an area manager's league table has her two stores and not a third, and opens a recurring failure", async ({
    page,
    browser,
    adminApi,
    store,
    otherStore,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expect(/status of 400 .*\/api\/signal-settings\b/, 'a threshold out of bounds');
    consoleErrors.expect(/status of 400 .*\/api\/signals\/[^/]+\/explanation\b/, 'an empty note');
    const third = await createStore(adminApi, testInfo.workerIndex, 'Pier');
    // The item fails on all three of today's shifts at the first store (the third time in 30
    // days is recurring), once at the second, and once at the third store.
    await failToday(browser, store.leader, ['breakfast', 'day', 'night']);
    await failToday(browser, otherStore.leader, ['day']);
    await failToday(browser, third.leader, ['day']);
    await tickedFast(browser, store.leader);

    const area = `Insight ${store.storeNumber}`;
    const email = `insights.${store.storeNumber}@e2e.test`;
    const password = `insights-pass-${store.storeNumber}`;
    await signIn(page, ADMIN.email, ADMIN.password);
    await makeArea(page, area, [store, otherStore]);
    await makeAreaManager(page, area, email, password);
    await keepThresholds(page);
    await signOut(page);

    await signIn(page, email, password);
    await page
      .getByRole('region', { name: 'Choose a store' })
      .getByRole('option', { name: new RegExp(store.storeNumber) })
      .click();

    // The first store's breakfast, from its day: the signal, said plainly, for her to explain.
    await page
      .getByRole('region', { name: /Breakfast/ })
      .getByRole('link', { name: /View Details/ })
      .click();
    const confidence = page.getByRole('region', { name: 'Record confidence' });
    const signal = confidence
      .getByRole('listitem')
      .filter({ hasText: 'Ticked faster than a walk' });
    await expect(signal).toContainText('ticked 30 items in 40 s on the Travel Path');
    await checkScreen(page, testInfo, 'checklist record confidence');
    await wideShots(page, testInfo, 'checklist record confidence');
    await signal.getByRole('button', { name: 'Mark as explained' }).click();
    await signal.getByRole('button', { name: 'Save' }).click();
    await expect(signal.getByText('Say what explains it')).toBeVisible();
    await signal
      .getByLabel('What explains it?')
      .fill('Ticked from a paper sheet after the rush; coached to tick while walking');
    await signal.getByRole('button', { name: 'Save' }).click();
    await expect(signal).toContainText('Explained by Dana Area');
    await expect(signal).toContainText('coached to tick while walking');

    await openFromMenu(page, 'Insights', 'Insights');
    // Her area's signals: the one she explained, with the way back to its checklist.
    const listed = page
      .getByRole('region', { name: 'Record confidence' })
      .getByRole('listitem')
      .filter({ hasText: 'ticked 30 items in 40 s' });
    await expect(listed).toContainText(store.name);
    await expect(listed).toContainText('Explained by Dana Area');
    await expect(listed.getByRole('link', { name: 'Open the checklist' })).toBeVisible();
    await expect(page.getByLabel('Stores')).toHaveValue('');
    await expect(page.getByLabel('Stores').locator('option:checked')).toHaveText('All my stores');

    const league = page.getByRole('region', { name: 'League table' });
    const rows = league.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: store.name })).toHaveCount(1);
    await expect(rows.filter({ hasText: otherStore.name })).toHaveCount(1);
    await expect(league).not.toContainText(third.name);
    await expect(league.getByRole('table').locator('tfoot')).toContainText('2 stores');
    // Sorted by failures per checklist, the worst first: the first store's three in three.
    await league.getByRole('button', { name: 'Failures per checklist' }).click();
    await expect(
      league.getByRole('columnheader', { name: 'Failures per checklist' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText(store.name);
    await expect(rows.first().getByRole('cell').nth(2)).toHaveText('1');
    await checkScreen(page, testInfo, 'insights');
    await wideShots(page, testInfo, 'insights');
    // A week's figures under the pointer, readable in both themes.
    const chart = page.getByRole('img', { name: /and the chain median, week by week/ }).first();
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The trend chart is not on the page');
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    await expect(page.locator('.recharts-tooltip-wrapper').first()).toBeVisible();
    await checkScreen(page, testInfo, 'insights chart tooltip');
    await page.mouse.move(0, 0);
    // Her area's week as one PDF.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'The week as PDF' }).click();
    expect((await download).suggestedFilename()).toBe(
      `shiftcheck-insights-Insight_${store.storeNumber}-week-${await mondayOfToday(page)}.pdf`,
    );

    // The most-failed list: the item, four failures in two stores, one of them recurring.
    const failed = page.getByRole('region', { name: 'Most-failed items' });
    const entry = failed.getByRole('listitem').filter({ hasText: SHOWN }).first();
    await expect(entry).toContainText('4 failures');
    await expect(entry).toContainText('in 2 stores');
    await expect(entry).toContainText('1 recurring');
    await entry.getByText(SHOWN, { exact: true }).click();
    const at = entry.getByRole('listitem').filter({ hasText: store.name });
    await expect(at).toContainText('3 failures');
    await expect(at).toContainText('Recurring');
    await checkScreen(page, testInfo, 'insights most-failed open');
    await at.getByRole('link', { name: /^Latest failure/ }).click();

    // The recurring failure itself: its corrective action, with the earlier ones.
    await expect(page.getByRole('heading', { name: SHOWN, level: 1 })).toBeVisible();
    await expect(page.getByTestId('action-recurring')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earlier failures' })).toContainText(
      'The same item failed in this store 2 times before',
    );
  });
});

/** A store manager of their own (so the store's keeps their language), reading Arabic. */
async function arabicManager(browser: Browser, api: APIRequestContext, store: OwnStore) {
  const email = `insights.ar.${store.storeNumber}@e2e.test`;
  const password = `insights-ar-${store.storeNumber}`;
  const made = await api.post('/api/users', {
    data: { email, password, confirmPassword: password, role: 'store', storeId: store.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  return arabicPhone(browser, email, password);
}

test("a store manager's Insights in Arabic read right to left at 375 px, and pass axe in both themes", async ({
  browser,
  adminApi,
  store,
}, testInfo) => {
  await failToday(browser, store.leader, ['day']);
  const leader = await phonePage(browser, store.leader);
  const day = await todaysChecklist(leader, 'day');
  await tickedInABurst(leader.request, day, 30, 40);
  await leader.context().close();
  const page = await arabicManager(browser, adminApi, store);
  await page.goto('/insights?period=week');
  await expect(
    page.getByRole('heading', { name: text('ar', 'insights', 'title'), level: 1 }),
  ).toBeVisible();
  // A store manager's own store, with nothing to choose.
  await expect(page.getByLabel(text('ar', 'insights', 'scopeLabel'))).toHaveCount(0);
  const league = page.getByRole('region', { name: text('ar', 'insights', 'leagueTitle') });
  await expect(league.locator('tbody tr')).toHaveCount(1);
  await expect(league).toContainText(store.name);
  await expect(
    page.getByRole('button', {
      name: text('ar', 'insights', 'periodWeek'),
      pressed: true,
      exact: true,
    }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'ar insights');

  // The day's checklist made to raise a signal: said in Arabic, with Arabic digits.
  await page.goto(`/checklists/${day.id}`);
  const confidence = page.getByRole('region', { name: text('ar', 'signals', 'title') });
  const fast = confidence
    .getByRole('listitem')
    .filter({ hasText: text('ar', 'signals', 'kindFastTicks') });
  await expect(fast.getByTestId('signal-text')).toContainText(': تأشير 30 ');
  await checkScreen(page, testInfo, 'ar checklist record confidence');
  await page.context().close();
});

/** The stores the league table shows at first (LEAGUE_PAGE in its component). */
const LEAGUE_PAGE = 25;

test.describe('a chain on a phone', () => {
  test.use({ ...PHONE, bypassCSP: true });

  test("a super admin's league table shows the first 25 stores, and more on asking", async ({
    page,
    adminApi,
  }, testInfo) => {
    // More stores than a page, whatever the other specs made.
    const listed = await adminApi.get('/api/stores');
    expect(listed.ok(), await listed.text()).toBe(true);
    let count = viewableStoresSchema.parse(await listed.json()).stores.length;
    for (; count <= LEAGUE_PAGE + 1; count += 1) {
      const storeNumber = uniqueStoreNumber(testInfo.workerIndex);
      const made = await adminApi.post('/api/stores', {
        data: { name: `League ${storeNumber}`, storeNumber },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
    await signIn(page, ADMIN.email, ADMIN.password);
    await openFromMenu(page, 'Insights', 'Insights');
    const league = page.getByRole('region', { name: 'League table' });
    const rows = league.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(LEAGUE_PAGE);
    const total = Number(
      (await league.getByRole('table').locator('tfoot th').textContent())?.match(/\d+/)?.[0],
    );
    expect(total).toBeGreaterThan(LEAGUE_PAGE);
    await expect(league).toContainText(`Showing ${LEAGUE_PAGE} of ${total} stores`);
    const more = Math.min(LEAGUE_PAGE, total - LEAGUE_PAGE);
    await checkScreen(page, testInfo, 'league table with more to show');
    await league.getByRole('button', { name: `Show ${more} more` }).click();
    await expect(rows).toHaveCount(LEAGUE_PAGE + more);
  });
});
