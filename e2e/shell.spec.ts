import type { BrowserContext, Page } from '@playwright/test';
import { todaysChecklist } from './support/checklists';
import {
  expect,
  OFFLINE_ERRORS,
  test,
  type ConsoleErrors,
  type OwnStore,
} from './support/fixtures';
import { signIn } from './support/session';

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu opens as a drawer, navigates and nothing overflows', async ({ page, store }) => {
    await signIn(page, store.manager.email, store.manager.password);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Profile Settings' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('the offline banner follows connectivity', async ({ page, context, store, consoleErrors }) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the browser is taken offline');
  await signIn(page, store.leader.email, store.leader.password);
  // The daily view drawn whole first, its day's records note too (loaded on demand): taken
  // offline halfway, the browser would refuse that script and say so in the console.
  await expect(page.getByTestId('day-records-note')).toBeVisible();
  const banner = page.getByText('You are offline. Your changes will be saved when you reconnect.');
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 15_000 });
});

test('requests dropped once do not hold the screen: it loads as soon as the server answers', async ({
  page,
  context,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /net::ERR_(CONNECTION_RESET|FAILED) /,
    'each request’s first try is cut off',
  );
  await signIn(page, store.leader.email, store.leader.password);
  // From here each API request's first try is cut off, as a dropped connection would, so no
  // answer from the server says it is still there; routed on the context, so a request is cut
  // whether the page or its service worker sends it.
  const tried = new Set<string>();
  await context.route('**/api/**', async (route) => {
    const url = route.request().url();
    if (tried.has(url)) return route.continue();
    tried.add(url);
    await route.abort('connectionreset');
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Weekly' })
    .click();
  await expect(page.getByRole('heading', { name: 'Weekly View', level: 1 })).toBeVisible();
  // Well before the next of the pings sent every ten seconds while offline.
  await expect(page.getByRole('region', { name: 'Weekly Performance Summary' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(
    page.getByText('You are offline. Your changes will be saved when you reconnect.'),
  ).toBeHidden();
  expect([...tried].some((url) => url.includes('/api/reports/week'))).toBe(true);
});

test('after a reload without signal the app still opens with the last data it had', async ({
  page,
  context,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the page is reloaded without signal');
  await signIn(page, store.leader.email, store.leader.password);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // From the next load on, the service worker answers for the page and keeps its data.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByRole('heading', { name: 'Breakfast Shift' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sidebar-user').first()).toContainText('Sam Leader');
  await expect(page.getByRole('heading', { name: 'Breakfast Shift' })).toBeVisible();
  await expect(
    page.getByText('You are offline. Your changes will be saved when you reconnect.'),
  ).toBeVisible();
  const servedFromCache = await page.evaluate(async () =>
    (await fetch('/api/auth/session')).headers.get('X-ShiftCheck-Offline'),
  );
  expect(servedFromCache).toBe('1');
  await context.setOffline(false);
});

/** What the browser logs when a screen's code cannot be fetched, and the app's own report. */
function expectFailedDownload(consoleErrors: ConsoleErrors, chunk: string) {
  const why = `the test aborts the download of ${chunk}`;
  consoleErrors.expect(new RegExp(`Failed to load resource.*${chunk}-`), why);
  consoleErrors.expect(/Failed to fetch dynamically imported module/, why);
}

test.describe('when a screen cannot load', () => {
  // Requests must reach the page's own routes, not the service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('its code failing to download shows the error page, with the way back', async ({
    page,
    store,
    consoleErrors,
  }) => {
    expectFailedDownload(consoleErrors, 'profile-page');
    await signIn(page, store.leader.email, store.leader.password);
    await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('link', { name: "Back to today's shifts" }).click();
    await expect(page.getByRole('heading', { name: 'Breakfast Shift' })).toBeVisible();
  });

  test('a checklist opened from its link whose screen cannot download shows the error page', async ({
    page,
    store,
    consoleErrors,
  }) => {
    expectFailedDownload(consoleErrors, 'checklist-page');
    await signIn(page, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(page, 'breakfast');
    await page.route(/\/assets\/checklist-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/checklists/${checklist.id}`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.unroute(/\/assets\/checklist-page-[^/]+\.js$/);
    await page.getByRole('link', { name: "Back to today's shifts" }).click();
    await expect(page.getByRole('heading', { name: 'Breakfast Shift' })).toBeVisible();
    await page.goto(`/checklists/${checklist.id}`);
    await expect(page.getByRole('heading', { name: 'Pre-Shift Planning' })).toBeVisible();
  });
});

/**
 * The leader signs in while the script `<chunk>-*.js` cannot be downloaded (cut off once), as on
 * a first visit whose connection drops at the wrong moment.
 */
async function signInWithCodeCutOff(
  page: Page,
  context: BrowserContext,
  store: OwnStore,
  consoleErrors: ConsoleErrors,
  chunk: string,
  what: string,
) {
  consoleErrors.expect(OFFLINE_ERRORS, 'the browser is taken offline');
  consoleErrors.expect(/net::ERR_FAILED /, `${what}’s code is cut off`);
  let cut = false;
  await context.route(`**/assets/${chunk}-*.js`, async (route) => {
    cut = true;
    await route.abort('failed');
  });
  await signIn(page, store.leader.email, store.leader.password);
  await expect.poll(() => cut).toBe(true);
  await context.unrouteAll();
}

/** The connection lost, said so on the banner, and back. */
async function offlineThenBack(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. Your changes will be saved when you reconnect.'),
  ).toBeVisible();
  await context.setOffline(false);
}

test.describe('without a service worker yet', () => {
  // The first visit: nothing is cached yet, so the bell's code comes from the network.
  test.use({ serviceWorkers: 'block' });

  test("the day's records note whose code could not be downloaded comes once the connection is back, and the daily view stands meanwhile", async ({
    page,
    context,
    store,
    consoleErrors,
  }) => {
    await signInWithCodeCutOff(page, context, store, consoleErrors, 'day-records-note', 'the note');
    // The view stands without it (it once fell to "Something went wrong").
    await expect(page.getByTestId('shift-cards')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const note = page.getByTestId('day-records-note');
    await expect(note).toBeHidden();

    await offlineThenBack(page, context);
    await expect(note).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('shift-cards')).toBeVisible();
  });

  test('the bell whose code could not be downloaded comes once the connection is back', async ({
    page,
    context,
    store,
    consoleErrors,
  }) => {
    await signInWithCodeCutOff(
      page,
      context,
      store,
      consoleErrors,
      'notification-bell',
      'the bell',
    );
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Daily Checklists' })).toBeVisible();

    await offlineThenBack(page, context);
    await expect(bell).toBeVisible({ timeout: 15_000 });
  });
});
