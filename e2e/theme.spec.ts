import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openMenuIfCollapsed, signIn } from './support/session';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('follows the operating system when nothing is stored', async ({ browser }) => {
  for (const scheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/');
    expect(await isDark(page)).toBe(scheme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await context.close();
  }
});

test('the sign-in screen follows the system when it switches, as it happens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the toggle switches the theme and the choice survives a reload', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await signIn(page, store.leader.email, store.leader.password);
  expect(await isDark(page)).toBe(false);

  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  expect(await isDark(page)).toBe(true);
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Light mode' }).click();
  expect(await isDark(page)).toBe(false);
  await page.reload();
  expect(await isDark(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await context.close();
});

test('the theme is applied before the app renders (no flash)', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  // Only in the app's own documents: the first, empty one may not have storage.
  await context.addInitScript(() => {
    if (location.origin !== 'null') localStorage.setItem('theme', 'dark');
  });
  const page = await context.newPage();
  let darkAtFirstParse: boolean | null = null;
  await page.exposeFunction('reportTheme', (dark: boolean) => {
    darkAtFirstParse ??= dark;
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { reportTheme(d: boolean): void }).reportTheme(
          document.documentElement.classList.contains('dark'),
        );
      }
    });
  });
  // The theme script runs inline: the page's policy allows it by its hash, and refuses nothing.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await expect.poll(() => darkAtFirstParse).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(refused).toEqual([]);
  await context.close();
});
