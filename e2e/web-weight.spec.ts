import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, ADMIN } from './support/accounts';
import { signIn } from './support/session';

/** The service worker's two precache lists, as the build wrote them into /sw.js. */
async function precacheLists(page: Page): Promise<{ leader: string[]; admin: string[] }> {
  const source = await (await page.request.get('/sw.js')).text();
  const list = (name: string): string[] => {
    const match = new RegExp(`const ${name} = (\\[.*?\\]);`).exec(source);
    if (!match?.[1]) throw new Error(`sw.js has no ${name}`);
    return JSON.parse(match[1]) as string[];
  };
  return { leader: list('PRECACHE'), admin: list('ADMIN_PRECACHE') };
}

/** The paths the service worker keeps in this version's shell cache. */
function shellCache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const name = (await caches.keys()).find((key) => key.startsWith('shiftcheck-shell-'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

test("a shift leader's phone never downloads the admin screens' code", async ({ page }) => {
  const assets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
  });
  await signIn(page, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  await expect(page.getByRole('heading', { name: 'Breakfast Shift' })).toBeVisible();
  for (const [link, heading] of [
    ['Weekly', 'Weekly View'],
    ['Monthly', 'Monthly View'],
    ['Profile Settings', 'Profile Settings'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  const { leader, admin } = await precacheLists(page);
  expect(admin.length).toBeGreaterThan(0);
  expect(admin.some((path) => /users-page|store-list-page|templates-page/.test(path))).toBe(true);
  expect(assets.filter((path) => admin.includes(path))).toEqual([]);

  // Installed: every file of a leader's screens is kept, and none of the admin ones.
  await expect.poll(async () => (await shellCache(page)).length).toBe(leader.length);
  const cached = await shellCache(page);
  expect(cached.filter((path) => admin.includes(path))).toEqual([]);
  expect(cached.some((path) => /checklist-page/.test(path))).toBe(true);
});

test("a super admin's service worker keeps the admin screens too", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const { leader, admin } = await precacheLists(page);
  await expect
    .poll(async () => {
      const cached = await shellCache(page);
      return [...leader, ...admin].filter((path) => !cached.includes(path));
    })
    .toEqual([]);
});

test('a picker loaded on demand opens at once and gives focus back to its button', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const button = page.getByRole('button', { name: /^Choose date/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(button).toBeFocused();
  // Its button closes it again rather than reopening it.
  await button.click();
  await expect(calendar).toBeVisible();
  await button.click();
  await expect(calendar).toBeHidden();
});
