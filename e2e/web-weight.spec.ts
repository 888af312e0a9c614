import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { ADMIN } from './support/accounts';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
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

test("a shift leader's phone never downloads the admin screens' code", async ({ page, store }) => {
  const assets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
  });
  await signIn(page, store.leader.email, store.leader.password);
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
  store,
}) => {
  await signIn(page, store.leader.email, store.leader.password);
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

/** The checklist screen's scripts its page names ahead, as the build listed them. */
function checklistScreenScripts(): string[] {
  const listed: unknown = JSON.parse(readFileSync('dist/web/screen-preloads.json', 'utf8'));
  return z.object({ checklist: z.array(z.string()) }).parse(listed).checklist;
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a page names, as a script or a module preload. */
function scriptsNamedIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** The files a built script imports statically, as paths the browser asks for. */
function importsOf(script: string): string[] {
  const source = readFileSync(`dist/web${script}`, 'utf8');
  return [...source.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
}

test('a checklist opened from a link asks for its document and every script of its screen once, from the page, while the code downloads', async ({
  browser,
  store,
}) => {
  const screenScripts = checklistScreenScripts();
  const screenChunk = screenScripts.find((path) => /\/checklist-page-/.test(path));
  if (!screenChunk) throw new Error('The build names no checklist screen script');
  // A first visit: no service worker yet, nothing cached.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, store.leader.email, store.leader.password);
  const { id } = await todaysChecklist(page, 'night');
  const documentPath = `/api/checklists/${id}`;

  const opened = await context.newPage();
  const asked: string[] = [];
  const scriptsAsked: string[] = [];
  opened.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === documentPath) asked.push(request.url());
    if (screenScripts.includes(pathname)) scriptsAsked.push(pathname);
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
  // The page names the screen's scripts, each downloaded once, which the app then runs.
  const html = await (await opened.request.get(`/checklists/${id}`)).text();
  for (const script of screenScripts) {
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${script}">`);
  }
  expect(scriptsAsked.sort()).toEqual([...screenScripts].sort());
  // Nothing the screen's code imports waits for it to arrive first: the page names it all.
  const named = scriptsNamedIn(html);
  expect(importsOf(screenChunk).filter((script) => !named.includes(script))).toEqual([]);
  await context.close();
});

test('the notification bell, its code and its list wait until a checklist opened from a link is on screen', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block', ...PHONE });
  const page = await context.newPage();
  await signIn(page, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(page, 'day');

  // The checklist's document is held, as on a slow connection, until the page has run all it
  // does meanwhile: its shell is drawn and its main thread has gone idle.
  let documentSent = false;
  let sendDocument = () => {};
  const held = new Promise<void>((resolve) => {
    sendDocument = resolve;
  });
  await context.route(`**/api/checklists/${checklist.id}`, async (route) => {
    await held;
    documentSent = true;
    await route.continue();
  });
  const askedEarly: string[] = [];
  const opened = await context.newPage();
  opened.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const forTheBell = pathname === '/api/notifications' || /\/notification/.test(pathname);
    if (forTheBell && !documentSent) askedEarly.push(pathname);
  });
  await opened.goto(`/checklists/${checklist.id}`, { waitUntil: 'commit' });
  await expect(opened.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await opened.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(documentSent).toBe(false);
  sendDocument();
  await expect(opened.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  const bell = opened.getByTestId('notification-bell').filter({ visible: true });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', /^Notifications/);
  // While the screen waited for its document, nothing was asked for the bell.
  expect(askedEarly).toEqual([]);
  await context.close();
});

test('the scripts a cold load runs at once are marked for the browser to compile whole', async ({
  request,
}) => {
  const index = readFileSync('dist/web/index.html', 'utf8');
  const firstPage = scriptsNamedIn(index);
  expect(firstPage.length).toBeGreaterThan(3);
  for (const script of [...firstPage, ...checklistScreenScripts()]) {
    const body = await (await request.get(script)).text();
    expect(body.startsWith(COMPILE_HINT), script).toBe(true);
  }
  // Code loaded later, on demand, is compiled as it is used.
  const later = /\/assets\/notifications-page-[^"]+\.js/.exec(
    await (await request.get('/sw.js')).text(),
  );
  expect(later).not.toBeNull();
  expect((await (await request.get(later?.[0] ?? '')).text()).startsWith(COMPILE_HINT)).toBe(false);
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
