// The shared store tablet (docs/decisions/051), clicked through at tablet and at phone size: a
// manager pairs it; Sam opens his session with his PIN and ticks two items; "Switch person";
// Alex opens hers (replacing the PIN her manager set), takes the checklist over and ticks one; the
// History names each person and the tablet; two minutes without a touch lock it; a tick Sam made
// without signal goes as Sam after Alex opened her session. Each screen passes axe in both
// themes; the lock screen and the pairing page also in Arabic.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { checklistHistorySchema } from '#domain/checklists/api';
import { pairingSchema } from '#domain/tablets/api';
import { userSavedSchema } from '#domain/users/schemas';
import { checkScreen } from './support/axe';
import { text } from './support/catalogue';
import {
  openTicks,
  panel,
  PHONE,
  saveIndicator,
  shownText,
  todaysChecklist,
} from './support/checklists';
import { expect, OFFLINE_ERRORS, test, type OwnStore } from './support/fixtures';
import { arabicPhone, signIn } from './support/session';

const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };
/** axe is injected into the page: the app's Content Security Policy would refuse it. */
const AXE = { bypassCSP: true };
const SAM_PIN = '2580';
const ALEX_FIRST_PIN = '7391';
const ALEX_PIN = '8642';

/** Alex, the store's evening leader, whose PIN her manager sets. */
async function addAlex(adminApi: APIRequestContext, store: OwnStore) {
  const alex = {
    email: `alex.${store.storeNumber}@e2e.test`,
    password: 'evening-lead-pass-1',
    displayName: 'Alex Crew',
  };
  const created = await adminApi.post('/api/users', {
    data: { ...alex, confirmPassword: alex.password, role: 'shift-leader', storeId: store.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...alex, id: userSavedSchema.parse(await created.json()).user.id };
}

/** The manager's screen: Admin → Tablets → a code for "Office tablet". */
async function pairingCode(
  browser: Browser,
  store: OwnStore,
  alexId: string,
  testInfo: TestInfo,
): Promise<string> {
  const context = await browser.newContext({ ...PHONE, ...AXE });
  const manager = await context.newPage();
  await signIn(manager, store.manager.email, store.manager.password);
  // Alex's manager sets her PIN (Sam chose his on his phone).
  const setAlex = await manager.request.put(`/api/users/${alexId}/pin`, {
    data: { pin: ALEX_FIRST_PIN },
  });
  expect(setAlex.status(), await setAlex.text()).toBe(204);
  await manager.goto('/admin/tablets');
  await expect(manager.getByRole('heading', { name: 'Store tablets', level: 1 })).toBeVisible();
  await manager.getByLabel('Tablet name').fill('Office tablet');
  await manager.getByRole('button', { name: 'Show pairing code' }).click();
  const code = manager.getByText(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  await expect(code).toBeVisible();
  const shown = (await code.textContent()) ?? '';
  await checkScreen(manager, testInfo, 'admin tablets with a code');
  await context.close();
  return shown;
}

async function samChoosesHisPin(browser: Browser, store: OwnStore) {
  const context = await browser.newContext();
  const phone = await context.newPage();
  await signIn(phone, store.leader.email, store.leader.password);
  const chose = await phone.request.put('/api/auth/pin', { data: { pin: SAM_PIN } });
  expect(chose.status(), await chose.text()).toBe(200);
  await context.close();
}

/** A tap on a name and a PIN on the lock screen. */
async function openWithPin(page: Page, name: string, pin: string) {
  await expect(page.getByRole('heading', { name: 'Who is using the tablet?' })).toBeVisible();
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByLabel('PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Open' }).click();
}

const onTablet = (page: Page, name: string) => page.getByText(`${name} on Office tablet`);

for (const [size, device] of [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const) {
  test(`at ${size} size, the crew share the store tablet: each change under its person and the tablet, locked when idle, queued ticks sent as their maker`, async ({
    browser,
    adminApi,
    store,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expect(
      OFFLINE_ERRORS,
      'Sam ticks without signal, and the tablet locks without it',
    );
    consoleErrors.expect(/status of 401/, 'the lock screen asks who is signed in: nobody');
    const alex = await addAlex(adminApi, store);
    await samChoosesHisPin(browser, store);
    const code = await pairingCode(browser, store, alex.id, testInfo);

    const context = await browser.newContext({ ...device, ...AXE });
    const page = await context.newPage();
    // The idle lock and the queue's retries run on the page's clock, moved on by the test.
    await page.clock.install();
    await page.goto('/tablet');
    await expect(page.getByRole('heading', { name: 'Set up the store tablet' })).toBeVisible();
    await checkScreen(page, testInfo, `${size} pairing`);
    await page.getByLabel('Pairing code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Pair this tablet' }).click();
    await expect(page.getByRole('heading', { name: 'Who is using the tablet?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sam Leader/ })).toBeVisible();
    await checkScreen(page, testInfo, `${size} lock screen`);

    // Sam: his PIN, two ticks.
    await openWithPin(page, 'Sam Leader', SAM_PIN);
    await expect(onTablet(page, 'Sam Leader')).toBeVisible();
    const checklist = await todaysChecklist(page, 'day');
    const [first, second, third] = openTicks(checklist, 'pre-shift');
    await page.goto(`/checklists/${checklist.id}`);
    for (const item of [first!, second!]) {
      await panel(page)
        .getByRole('checkbox', { name: shownText(item.text) })
        .click();
    }
    await expect(saveIndicator(page)).toHaveText('All changes saved');
    await checkScreen(page, testInfo, `${size} checklist on the tablet`);
    await page.getByRole('button', { name: 'Switch person' }).click();

    // Alex: the PIN her manager set, then her own; she takes the checklist over and ticks one.
    await openWithPin(page, 'Alex Crew', ALEX_FIRST_PIN);
    await expect(page.getByRole('heading', { name: 'Choose your own PIN' })).toBeVisible();
    await checkScreen(page, testInfo, `${size} choose a PIN`);
    await page.getByLabel('New PIN').fill(ALEX_PIN);
    await page.getByLabel('Enter the PIN again').fill(ALEX_PIN);
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(onTablet(page, 'Alex Crew')).toBeVisible();
    await page.goto(`/checklists/${checklist.id}`);
    await page.getByRole('button', { name: 'Take over checklist' }).click();
    await page
      .getByRole('group', { name: 'Take over this checklist?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await panel(page)
      .getByRole('checkbox', { name: shownText(third!.text) })
      .click();
    await expect(saveIndicator(page)).toHaveText('All changes saved');
    await page.getByRole('button', { name: 'History' }).click();
    const changes = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    for (const [item, who] of [
      [first!, 'Sam Leader'],
      [second!, 'Sam Leader'],
      [third!, 'Alex Crew'],
    ] as const) {
      await expect(changes.filter({ hasText: `Ticked “${shownText(item.text)}”` })).toContainText(
        `${who} on Office tablet`,
      );
    }

    // Two minutes without a touch: the lock screen is back.
    await page.clock.runFor(2 * 60_000);
    await expect(page.getByRole('heading', { name: 'Who is using the tablet?' })).toBeVisible();

    // Sam ticks his breakfast checklist without signal, and the tablet is switched to Alex before
    // the ticks can go; when the signal is back they go, as Sam's.
    await openWithPin(page, 'Sam Leader', SAM_PIN);
    await expect(onTablet(page, 'Sam Leader')).toBeVisible();
    const breakfast = await todaysChecklist(page, 'breakfast');
    const [offline] = openTicks(breakfast, 'pre-shift');
    await page.goto(`/checklists/${breakfast.id}`);
    await expect(panel(page).getByRole('checkbox').first()).toBeVisible();
    await context.setOffline(true);
    await panel(page)
      .getByRole('checkbox', { name: shownText(offline!.text) })
      .click();
    await page.getByRole('button', { name: 'Switch person' }).click();
    await expect(page.getByText('1 change made on this tablet waiting to be sent')).toBeVisible();
    const ticks = '**/api/checklists/*/items/*';
    await page.route(ticks, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await openWithPin(page, 'Alex Crew', ALEX_PIN);
    await expect(onTablet(page, 'Alex Crew')).toBeVisible();
    await page.unroute(ticks);
    await page.clock.fastForward(30_000);
    await expect
      .poll(async () => {
        const answer = await adminApi.get(`/api/checklists/${breakfast.id}/history`);
        const { events } = checklistHistorySchema.parse(await answer.json());
        const tick = events.find((e) => e.subject === offline!.id);
        return tick ? `${tick.userName} on ${tick.tabletName}` : null;
      })
      .toBe('Sam Leader on Office tablet');
    await context.close();
  });
}

test('the pairing page and the lock screen read right to left in Arabic, and pass axe in both themes', async ({
  browser,
  store,
}, testInfo) => {
  await samChoosesHisPin(browser, store);
  const manager = await browser.newContext();
  const pairer = await manager.newPage();
  await signIn(pairer, store.manager.email, store.manager.password);
  const shown = await pairer.request.post(`/api/stores/${store.id}/tablet-pairings`, {
    data: { name: 'Office tablet' },
  });
  expect(shown.status(), await shown.text()).toBe(201);
  const { code } = pairingSchema.parse(await shown.json());
  await manager.close();

  const context = await browser.newContext({ ...PHONE, ...AXE, locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/tablet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: text('ar', 'tablet', 'pairTitle'), level: 1 }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'arabic pairing');
  await page.getByLabel(text('ar', 'tablet', 'codeLabel')).fill(code);
  await page.getByRole('button', { name: text('ar', 'tablet', 'pairButton') }).click();
  await expect(
    page.getByRole('heading', { name: text('ar', 'tablet', 'lockTitle'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Sam Leader/ })).toBeVisible();
  await checkScreen(page, testInfo, 'arabic lock screen');
  await context.close();

  // The manager's screen in Arabic, with the tablet just paired.
  const managerPage = await arabicPhone(browser, store.manager.email, store.manager.password);
  await managerPage.goto('/admin/tablets');
  await expect(
    managerPage.getByRole('heading', { name: text('ar', 'tablets', 'title'), level: 1 }),
  ).toBeVisible();
  await expect(managerPage.getByText('Office tablet')).toBeVisible();
  await checkScreen(managerPage, testInfo, 'arabic admin tablets');
  await managerPage.context().close();
});

test('a manager revokes the tablet: the session on it ends within seconds and the tablet says it is not paired', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401/, 'the revoked session and tablet are refused');
  await samChoosesHisPin(browser, store);
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await managerContext.newPage();
  await signIn(manager, store.manager.email, store.manager.password);
  const shown = await manager.request.post(`/api/stores/${store.id}/tablet-pairings`, {
    data: { name: 'Office tablet' },
  });
  const { code } = pairingSchema.parse(await shown.json());

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/tablet');
  await page.getByLabel('Pairing code').fill(code);
  await page.getByRole('button', { name: 'Pair this tablet' }).click();
  await openWithPin(page, 'Sam Leader', SAM_PIN);
  await expect(onTablet(page, 'Sam Leader')).toBeVisible();

  await manager.goto('/admin/tablets');
  await manager.getByRole('button', { name: 'Revoke Office tablet' }).click();
  await manager
    .getByRole('dialog', { name: 'Revoke Office tablet?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(manager.getByText('No tablet is paired with this store yet.')).toBeVisible();

  // The session's live stream ends; the tablet finds itself signed out and no longer paired.
  await expect(page.getByText('This device is not paired as a store tablet.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.close();
  await managerContext.close();
});
