import type { BrowserContext, Route } from '@playwright/test';
import { NOT_AVAILABLE_OFFLINE } from '#domain/dates/address-messages';
import {
  changeItem,
  panel,
  PHONE,
  phonePage,
  saveIndicator,
  shownText,
  todaysChecklist,
  underServiceWorker,
} from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { signIn, signOut } from './support/session';

const OFFLINE_BANNER = 'You are offline. Your changes will be saved when you reconnect.';

/** A reload without signal opens the last data within this long (README, "Offline"). */
const OPENS_WITHIN_MS = 3_000;

/**
 * The network of a phone in a walk-in fridge: requests go out and nothing ever comes back, no
 * answer and no error, and the browser still believes it is online (navigator.onLine stays
 * true, no 'offline' event). Every request is held unanswered, routed on the context so that the
 * service worker's own requests are held as the page's are. Returns what gives the signal back:
 * the held requests then go through to the server, late, as a returning signal delivers them.
 */
async function hangNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const hold = (route: Route) => {
    held.push(route);
  };
  await context.route('**/*', hold);
  return async () => {
    await context.unroute('**/*', hold);
    // A request the page gave up on meanwhile has nobody left to answer.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

test('on a network that neither answers nor fails, a reload opens a checklist only looked at within 3 s, with its last data', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'reads the service worker has no copy of fail at once');
  const page = await phonePage(browser, store.leader);
  const checklist = await todaysChecklist(page, 'night');
  const [first, second, third] = checklist.items
    .filter((item) => item.section === 'pre-shift')
    .sort((a, b) => a.position - b.position);
  if (!first || !second || !third) throw new Error('the night checklist has too few items');
  // Changed on another phone: this one only looks, and writes nothing of its own.
  await changeItem(page.request, checklist.id, first.id, { type: 'complete', completed: true });
  await changeItem(page.request, checklist.id, second.id, {
    type: 'fail',
    comment: 'Door seal torn',
  });
  await page.goto(`/checklists/${checklist.id}`);
  await underServiceWorker(page);
  const box = (item: { text: string }) =>
    panel(page)
      .getByTestId('checklist-item')
      .filter({
        has: page.getByTestId('item-text').getByText(shownText(item.text), { exact: true }),
      })
      .getByRole('checkbox');
  await expect(box(first)).toHaveAttribute('aria-checked', 'true');
  await expect(panel(page).getByText('Door seal torn')).toBeVisible();

  const signalBack = await hangNetwork(page.context());
  const started = Date.now();
  await page.reload({ waitUntil: 'commit', timeout: OPENS_WITHIN_MS });
  const left = () => Math.max(1, OPENS_WITHIN_MS - (Date.now() - started));
  await expect(box(first)).toHaveAttribute('aria-checked', 'true', { timeout: left() });
  await expect(panel(page).getByText('Door seal torn')).toBeVisible({ timeout: left() });
  const opened = Date.now() - started;
  expect(opened, 'the reload opened the last data in ms').toBeLessThanOrEqual(OPENS_WITHIN_MS);
  await expect(box(third)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.screenshot({ path: '.tmp/shots/hanging-network-reload-375.png' });

  // Meanwhile another phone ticks the third item. When the signal is back, the app notices by
  // itself (its health ping gets through), the banner goes and the tick shows.
  await changeItem(page.request, checklist.id, third.id, { type: 'complete', completed: true });
  await signalBack();
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 15_000 });
  await expect(box(third)).toHaveAttribute('aria-checked', 'true');
  await expect(saveIndicator(page)).toHaveText('All changes saved');
  await page.context().close();
});

test('after signing out, the next person on the phone is never shown what the first one read, even on a hanging network', async ({
  browser,
  store,
  otherStore,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'reads the service worker has no copy of fail at once');
  consoleErrors.expect(
    /status of 401 .*\/api\/notifications\b/,
    'the bell may be reading notifications as the person signs out',
  );
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(page, 'night');
  const checklistUrl = `/api/checklists/${checklist.id}`;
  await page.goto(`/checklists/${checklist.id}`);
  await underServiceWorker(page);
  await expect(panel(page).getByRole('checkbox').first()).toBeVisible();

  // The first person's next read of the checklist is on its way when they sign out: the
  // server's answer, with their data, arrives only once the next person has signed in.
  const theirAnswer = await page.request.get(checklistUrl);
  expect(theirAnswer.ok()).toBe(true);
  let onItsWay: Route | undefined;
  await context.route(`**${checklistUrl}`, (route) => {
    onItsWay = route;
  });
  await page.reload();
  await expect.poll(() => onItsWay !== undefined).toBe(true);
  // Meanwhile the page shows the copy the service worker kept for them.
  await expect(panel(page).getByRole('checkbox').first()).toBeVisible();
  await signOut(page);
  await signIn(page, otherStore.leader.email, otherStore.leader.password);
  await onItsWay?.fulfill({ response: theirAnswer });
  await onItsWay?.request().response();
  await context.unroute(`**${checklistUrl}`);

  // The next person's own session is kept (a reload reads it), then the network hangs and
  // they open the first person's checklist by its address.
  await underServiceWorker(page);
  await expect(page.getByText(otherStore.name).first()).toBeVisible();
  const copies = () =>
    page.evaluate(async (url) => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).match(url)) found.push(name);
      }
      return found;
    }, checklistUrl);
  expect(await copies(), 'caches holding the first person’s checklist').toEqual([]);

  await hangNetwork(context);
  await page.goto(`/checklists/${checklist.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: NOT_AVAILABLE_OFFLINE.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByTestId('checklist-item')).toHaveCount(0);
  await expect(page.getByText(store.name)).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots/hanging-network-next-person-375.png' });
  expect(await copies(), 'caches holding the first person’s checklist').toEqual([]);
  await context.close();
});
