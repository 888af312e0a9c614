import type { Route } from '@playwright/test';
import { FAILED_ITEM_CANNOT_BE_COMPLETED } from '#domain/checklists/messages';
import { NOT_AVAILABLE_OFFLINE } from '#domain/dates/address-messages';
import {
  changeItem,
  getChecklist,
  getHistory,
  panel,
  PHONE,
  phonePage,
  saveIndicator,
  shownText,
  todaysChecklist,
  underServiceWorker,
} from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { openMenuIfCollapsed, signIn } from './support/session';

const SAVED = 'All changes saved';
const waiting = (n: number) =>
  `Waiting for connection — ${n} changes will be saved when you reconnect`;
const retrying = (n: number) =>
  `The server is not answering — ${n} changes kept, sent as soon as it is back`;

test('six changes made offline survive a reload and a spell of 503s, and are saved exactly once', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the changes are made without signal');
  consoleErrors.expect(/status of 503/, 'a proxy answers the writes with 503 for a while');
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // The queue's backoff runs on the page's clock, which the test moves on instead of waiting.
  await page.clock.install();
  await signIn(page, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(page, 'breakfast');
  await page.goto(`/checklists/${checklist.id}`);
  await underServiceWorker(page);
  await expect(saveIndicator(page)).toHaveText(SAVED);

  // In the walk-in fridge: no signal. Five ticks and one failure with a comment.
  await context.setOffline(true);
  const boxes = panel(page).getByRole('checkbox');
  for (let i = 0; i < 5; i++) {
    await boxes.nth(i).click();
    await expect(boxes.nth(i)).toHaveAttribute('aria-checked', 'true');
  }
  const failedRow = panel(page).getByTestId('checklist-item').nth(5);
  await failedRow.getByRole('button', { name: 'Fail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Details' });
  await dialog.getByLabel('Issue details').fill('Walk-in door seal torn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(saveIndicator(page)).toHaveText(waiting(6));

  // The page is reloaded without signal: the service worker opens the app, the changes wait on.
  await page.reload();
  await expect(saveIndicator(page)).toHaveText(waiting(6));
  for (let i = 0; i < 5; i++) await expect(boxes.nth(i)).toHaveAttribute('aria-checked', 'true');
  await expect(failedRow.getByText('Walk-in door seal torn')).toBeVisible();

  // The signal comes back, but a proxy restarting in front of the server answers writes with
  // 503 for half a minute. Each attempt is noted with the time on the page's clock.
  const refusedAttempts: { url: string; at: number }[] = [];
  const unavailable = async (route: Route) => {
    if (route.request().method() === 'GET') return route.fallback();
    const at = await page.evaluate(() => Date.now());
    refusedAttempts.push({ url: route.request().url(), at });
    await route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<h1>503 Service Temporarily Unavailable</h1>',
    });
  };
  await context.route('**/api/checklists/**', unavailable);
  await context.setOffline(false);
  await expect(saveIndicator(page)).toHaveText(retrying(6));
  await expect.poll(() => refusedAttempts.length).toBeGreaterThanOrEqual(1);
  // The clock is moved on by each retry's longest wait (1 s, 2 s, 4 s… at most 30 s) instead of
  // waiting for it, until the proxy has refused writes for half a minute of the page's time.
  const span = () => (refusedAttempts.at(-1)?.at ?? 0) - (refusedAttempts[0]?.at ?? 0);
  while (span() < 30_000) {
    const before = refusedAttempts.length;
    await page.clock.fastForward(Math.min(30_000, 1_000 * 2 ** (before - 1)));
    await expect.poll(() => refusedAttempts.length).toBeGreaterThan(before);
    await expect(saveIndicator(page)).toHaveText(retrying(6));
  }
  // Backed off, not hammering: one write at a time, and the n-th retry came at least half of
  // 2^(n-1) s after the attempt before it (the backoff's jitter takes up to half away).
  expect(new Set(refusedAttempts.map((attempt) => attempt.url)).size).toBe(1);
  const gaps = refusedAttempts.slice(1).map((attempt, i) => attempt.at - refusedAttempts[i]!.at);
  gaps.forEach((gap, i) => {
    expect(gap, `wait before retry ${i + 1}`).toBeGreaterThanOrEqual(
      Math.min(30_000, 1_000 * 2 ** i) / 2,
    );
  });
  expect(refusedAttempts.length).toBeLessThanOrEqual(7);

  // The proxy is back: the next retry, at most the 30 s cap away, saves the six changes.
  await context.unroute('**/api/checklists/**', unavailable);
  await page.clock.fastForward(30_000);
  await expect(saveIndicator(page)).toHaveText(SAVED);

  // Saved exactly once: the items through the API, one History entry per change.
  const saved = await getChecklist(page.request, checklist.id);
  const preShift = saved.items
    .filter((item) => item.section === 'pre-shift')
    .sort((a, b) => a.position - b.position);
  expect(preShift.slice(0, 5).map((item) => item.completed)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(preShift[5]).toMatchObject({ failed: true, failureComment: 'Walk-in door seal torn' });
  const changed = new Set(preShift.slice(0, 6).map((item) => item.id));
  const history = await getHistory(page.request, checklist.id);
  const itemEvents = history.events.filter((event) => event.subject && changed.has(event.subject));
  expect(itemEvents).toHaveLength(6);
  expect(new Set(itemEvents.map((event) => event.subject)).size).toBe(6);

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('history-event')).toHaveCount(history.events.length);
  for (const event of itemEvents) {
    // The page reads US English: an item in its US words where it has some.
    const item = preShift.find((candidate) => candidate.id === event.subject);
    const summary = item ? event.summary.replace(item.text, shownText(item.text)) : event.summary;
    const shown = page.getByTestId('history-event').filter({ hasText: summary });
    await expect(shown).toHaveCount(1);
  }
  await context.close();
});

test('a change the server refuses is named, with the reason, in a toast and under the save status', async ({
  browser,
  playwright,
  baseURL,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the tick is made without signal');
  consoleErrors.expect(/status of 400/, 'the server refuses the tick made offline');
  const LEADER = store.leader;
  const page = await phonePage(browser, LEADER);
  const checklist = await todaysChecklist(page, 'night');
  await page.goto(`/checklists/${checklist.id}`);
  await expect(saveIndicator(page)).toHaveText(SAVED);
  const row = panel(page).getByTestId('checklist-item').first();
  const text = (await row.getByTestId('item-text').textContent())?.trim() ?? '';
  const item = checklist.items
    .filter((i) => i.section === 'pre-shift')
    .sort((a, b) => a.position - b.position)[0];
  expect(item?.text).toBe(text);

  // This phone ticks the item without signal; meanwhile, on another phone, it is failed.
  await page.context().setOffline(true);
  await row.getByRole('checkbox').click();
  await expect(saveIndicator(page)).toHaveText(
    'Waiting for connection — 1 change will be saved when you reconnect',
  );
  const other = await playwright.request.newContext({ baseURL });
  expect(
    (
      await other.post('/api/auth/sign-in', {
        data: { email: LEADER.email, password: LEADER.password },
      })
    ).ok(),
  ).toBe(true);
  if (!item) throw new Error('the night checklist has no Pre-Shift item');
  await changeItem(other, checklist.id, item.id, { type: 'fail', comment: 'Fridge reads 9 °C' });

  await page.context().setOffline(false);
  const toast = page.getByRole('status').filter({ hasText: `Not saved: Tick “${text}”` });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(FAILED_ITEM_CANNOT_BE_COMPLETED);
  const list = page.getByTestId('refused-changes');
  await expect(list).toContainText('1 change was not saved');
  await expect(list).toContainText(`Tick “${text}”: ${FAILED_ITEM_CANNOT_BE_COMPLETED}`);
  // The screen shows the server's truth again: the item is failed, not ticked.
  await expect(row.getByText('Fridge reads 9 °C')).toBeVisible();
  await expect(saveIndicator(page)).toHaveText(SAVED);

  await list.getByRole('button', { name: 'Dismiss' }).click();
  await expect(list).toBeHidden();
  await other.dispose();
  await page.context().close();
});

test('offline, a screen never opened says it is not available instead of spinning; a bad date is named', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'a screen is opened without signal');
  const page = await phonePage(browser, store.leader);
  await underServiceWorker(page);
  await expect(page.getByTestId('shift-cards')).toBeVisible();

  await page.context().setOffline(true);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Monthly' }).click();
  await expect(page.getByRole('heading', { name: NOT_AVAILABLE_OFFLINE.title })).toBeVisible();
  await expect(
    page.getByText('You are offline. Your changes will be saved when you reconnect.'),
  ).toBeVisible();
  // Back online, the same screen loads by itself.
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Monthly View', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/?date=2026-02-30');
  await expect(page.getByRole('alert')).toHaveText(
    '“2026-02-30” is not a date. Dates in the address are written year-month-day, like 2026-03-14.',
  );
  await expect(page.getByTestId('shift-cards')).toBeHidden();
  await page.getByRole('button', { name: 'Show today' }).click();
  await expect(page.getByTestId('shift-cards')).toBeVisible();
  await page.context().close();
});

test('offline, a reload shows the checklist as its last answers left it, not as first read', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the page is reloaded without signal');
  const page = await phonePage(browser, store.leader);
  const checklist = await todaysChecklist(page, 'night');
  await page.goto(`/checklists/${checklist.id}`);
  await underServiceWorker(page);
  // Online: three ticks and one of them taken back, each answered with the item alone.
  const boxes = panel(page).getByRole('checkbox');
  for (let i = 0; i < 3; i++) {
    await boxes.nth(i).click();
    await expect(boxes.nth(i)).toHaveAttribute('aria-checked', 'true');
  }
  await boxes.nth(0).click();
  await expect(boxes.nth(0)).toHaveAttribute('aria-checked', 'false');
  await expect(saveIndicator(page)).toHaveText(SAVED);
  const server = await getChecklist(page.request, checklist.id);
  const expected = server.items.slice(0, 3).map((item) => String(item.completed));
  expect(expected).toEqual(['false', 'true', 'true']);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  for (const [i, checked] of expected.entries()) {
    await expect(boxes.nth(i)).toHaveAttribute('aria-checked', checked);
  }
  await page.context().close();
});
