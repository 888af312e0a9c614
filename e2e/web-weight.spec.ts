import { readFileSync, statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sessionResponseSchema } from '../src/domain/auth/schemas';
import { checklistDetailSchema } from '../src/domain/checklists/api';
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

test('a checklist opened from a link asks for its document once, from the page, while the code downloads', async ({
  browser,
}) => {
  // A first visit: no service worker yet, nothing cached.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const session = sessionResponseSchema.parse(
    await (await page.request.get('/api/auth/session')).json(),
  );
  const created = await page.request.post('/api/checklists', {
    data: { storeId: session.user.storeId, category: 'night' },
  });
  expect(created.ok()).toBe(true);
  const { id } = checklistDetailSchema.parse(await created.json());
  const documentPath = `/api/checklists/${id}`;

  const opened = await context.newPage();
  const asked: string[] = [];
  opened.on('request', (request) => {
    if (new URL(request.url()).pathname === documentPath) asked.push(request.url());
  });
  await opened.goto(`/checklists/${id}`);
  await expect(opened.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  await expect(opened.getByRole('heading', { name: 'Pre-Shift Planning' })).toBeVisible();
  // One download, started by the page itself (a link preload), which the app's request used.
  expect(asked).toHaveLength(1);
  const initiators = await opened.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry instanceof PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname === path)
        .map((entry) => entry.initiatorType),
    documentPath,
  );
  expect(initiators).toEqual(['link']);
  await context.close();
});

test("the app's scripts and styles go as the build compressed them, at brotli's best", async ({
  request,
}) => {
  const index = readFileSync('dist/web/index.html', 'utf8');
  const files = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const built = `dist/web${file}`;
    if (statSync(built).size < 1024) continue;
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding'], file).toBe('br');
    expect(Number(response.headers()['content-length']), file).toBe(statSync(`${built}.br`).size);
    expect(response.headers()['cache-control'], file).toContain('immutable');
    // What the browser runs is the file itself.
    expect((await response.body()).equals(readFileSync(built)), file).toBe(true);
  }
});
