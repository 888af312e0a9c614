import type { Locator } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** How many lines of text an element's content runs to. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test.describe('on a phone (375 px)', () => {
  test.use(PHONE);

  test('the offline banner stays readable below the header wherever the page is scrolled', async ({
    page,
    context,
    store,
    consoleErrors,
  }) => {
    consoleErrors.expect(OFFLINE_ERRORS, 'the browser is taken offline');
    await signIn(page, store.leader.email, store.leader.password);
    await expect(page.getByTestId('shift-cards')).toBeVisible();
    // Its day's records note is loaded on demand: offline before it came, the console says so.
    await expect(page.getByTestId('day-records-note')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(banner).toBeVisible();

    const header = await page.getByRole('banner').boundingBox();
    const box = await banner.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(200);
    // Nothing covers it: the middle of the banner is the banner.
    const onTop = await banner.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await context.setOffline(false);
  });

  test('profile tabs, the period buttons and shift titles keep to one line', async ({
    page,
    store,
  }) => {
    await signIn(page, store.manager.email, store.manager.password);
    for (const title of ['Breakfast Shift', 'Day Shift', 'Night Shift']) {
      expect(await lineCount(page.getByRole('heading', { name: title }))).toBe(1);
    }

    await page.goto('/profile');
    for (const name of ['Profile Information', 'Security']) {
      expect(await lineCount(page.getByRole('tab', { name }))).toBe(1);
    }

    for (const [path, current, unit] of [
      ['/weekly', 'This Week', 'week'],
      ['/monthly', 'This Month', 'month'],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('button', { name: current });
      expect(await lineCount(button)).toBe(1);
      // Previous, current and next stay together as one row.
      const rows = await Promise.all(
        [`Previous ${unit}`, current, `Next ${unit}`].map(async (name) =>
          Math.round((await page.getByRole('button', { name }).boundingBox())?.y ?? -1),
        ),
      );
      expect(new Set(rows).size).toBe(1);
    }
  });

  test('recent users on the admin dashboard line up under their names', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    const rows = page.getByRole('region', { name: 'Recent users' }).getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      // Name, e-mail, role and date: each a line of its own, all starting at one left edge.
      const lefts = await row
        .locator('a > span > span')
        .evaluateAll((lines) => lines.map((l) => Math.round(l.getBoundingClientRect().left)));
      expect(lefts.length).toBeGreaterThanOrEqual(3);
      expect(new Set(lefts).size, await row.innerText()).toBe(1);
    }
  });
});

test('on a desktop the sidebar runs the full length of a long page', async ({ page, store }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, store.manager.email, store.manager.password);
  await page.goto('/weekly');
  await expect(page.getByRole('region', { name: 'Weekly Performance Summary' })).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(600);
  const sidebar = await page.getByRole('complementary').boundingBox();
  expect(sidebar?.height).toBeGreaterThanOrEqual(pageHeight - 1);
  // Its navigation stays in view at the bottom of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
});
