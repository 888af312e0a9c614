import type { Browser, Locator, Page } from '@playwright/test';
import { checklistDetailSchema } from '#domain/checklists/api';
import { ADMIN } from './support/accounts';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { smallPhoto } from './support/photo-fixture';
import { signIn } from './support/session';
import { describeTarget, smallTouchTargets } from './support/touch-targets';

/** A store id no store has: its form says so and offers the way back. */
const NO_SUCH_STORE = '00000000-0000-4000-8000-000000000000';

/**
 * Every screen as the people who see it, on a 375 px phone: what a finger can hit is at least
 * 44 × 44 CSS px (WCAG 2.5.5, the size support/touch-targets.ts measures and explains). One test
 * goes through them all and lists every target found too small, screen by screen.
 */
test('every control on every screen is at least 44 × 44 px on a phone', async ({
  browser,
  store,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  consoleErrors.expect(/status of 400 .*\/api\/auth\/password-reset\/check\b/, 'a made-up link');
  consoleErrors.expect(/status of 404 .*\/api\/stores\//, 'a store that does not exist');
  const small: string[] = [];
  const look = async (page: Page, screen: string, shown: Locator, within?: string) => {
    await expect(shown).toBeVisible();
    const found = await smallTouchTargets(page, within);
    expect(found.measured, `controls measured on ${screen}`).toBeGreaterThan(0);
    for (const target of found.small) small.push(`${screen}: ${describeTarget(target)}`);
  };

  await signedOut(browser, look);
  await leader(browser, store, look);
  await manager(browser, store, look);
  await superAdmin(browser, store, look);

  expect(small, 'controls under 44 × 44 px at 375 px').toEqual([]);
});

type Look = (page: Page, screen: string, shown: Locator, within?: string) => Promise<void>;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
// What shows once a screen's data is in, so its controls are there to measure.
const weekGrid = (page: Page) => page.getByRole('table', { name: 'Checklists by day and shift' });
const monthGrid = (page: Page) => page.getByRole('table', { name: 'Checklists by day' });
const recentUsers = (page: Page) =>
  page.getByRole('region', { name: 'Recent users' }).getByRole('listitem').first();

async function signedOut(browser: Browser, look: Look) {
  const page = await phone(browser);
  await page.goto('/');
  await look(page, 'sign in', page.getByRole('button', { name: 'Sign In' }));
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await look(page, 'forgot password', page.getByRole('heading', { name: 'Reset your password' }));
  await page.goto('/reset-password?token=not-a-real-token');
  await look(page, 'a reset link that no longer works', page.getByRole('alert'));
  await page.goto('/tablet');
  await look(page, 'store tablet pairing', page.getByRole('button', { name: 'Pair this tablet' }));
  await page.context().close();
}

async function leader(
  browser: Browser,
  store: { leader: { email: string; password: string } },
  look: Look,
) {
  const page = await phone(browser);
  await signIn(page, store.leader.email, store.leader.password);
  await look(page, 'daily view', page.getByTestId('shift-cards'));

  await page.getByRole('button', { name: /^Choose date/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a date' });
  await look(page, 'date picker', picker.getByRole('grid'), '[aria-label="Choose a date"]');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await look(page, 'menu', menu.getByRole('link', { name: 'Monthly' }));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A checklist with a failed item and its photo, and one failed through the API, so the
  // screen shows an issue with photos and one without.
  const checklist = await todaysChecklist(page, 'breakfast');
  const travelPath = checklist.items.find((item) => item.section === 'travel-path');
  if (!travelPath) throw new Error('the breakfast checklist has no travel path');
  // Priority A: the manager is notified, and has an unread notification to mark.
  const failed = await page.request.patch(
    `/api/checklists/${checklist.id}/items/${travelPath.id}`,
    {
      data: { type: 'fail', comment: 'Walk-in freezer at -8°C', priority: 'A' },
    },
  );
  expect(failed.ok(), await failed.text()).toBe(true);
  await page.goto(`/checklists/${checklist.id}`);
  const row = page.getByRole('tabpanel').getByTestId('checklist-item').first();
  await row.getByRole('button', { name: 'Fail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Details' });
  await dialog.getByLabel('Issue details').fill('Chiller door seal torn');
  await dialog
    .getByTestId('photo-gallery-input')
    .setInputFiles(await smallPhoto(`.tmp/e2e-fixtures-${process.pid}`));
  await look(page, 'issue details with a photo', dialog.getByTestId('waiting-photo'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByTestId('photo-thumbnail')).toHaveCount(1, { timeout: 15_000 });
  await look(page, 'checklist with failed items', row.getByTestId('photo-thumbnail'));
  await row.getByRole('button', { name: 'Open issue photo 1' }).click();
  await look(page, 'photo viewer', page.getByTestId('photo-viewer').getByRole('img'));
  await page.keyboard.press('Escape');
  await row.getByTestId('item-text').click();
  await look(page, 'issue details of a saved failure', dialog.getByTestId('photo-thumbnail'));
  await page.keyboard.press('Escape');

  for (const [path, shown] of [
    ['/weekly', weekGrid(page)],
    ['/monthly', monthGrid(page)],
    ['/notifications', page.getByRole('button', { name: 'Save preferences' })],
    ['/profile', page.getByRole('tab', { name: 'Security' })],
    ['/exports', page.getByRole('link', { name: 'Download checklists CSV' })],
  ] as const) {
    await page.goto(path);
    await look(page, `leader ${path}`, shown);
  }
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await look(page, 'profile security', page.getByRole('button', { name: 'Change Password' }));
  await page.context().close();
}

async function manager(
  browser: Browser,
  store: {
    manager: { email: string; password: string };
    leader: { id: string };
  },
  look: Look,
) {
  const page = await phone(browser);
  await signIn(page, store.manager.email, store.manager.password);
  await page.goto('/notifications');
  await look(page, 'manager /notifications', page.getByRole('button', { name: 'Mark all read' }));

  await page.goto('/');
  await look(page, 'manager daily view', page.getByTestId('shift-cards'));
  // The leader's checklist, which the manager may take over.
  const leaders = await todaysChecklist(page, 'breakfast');
  await page.goto(`/checklists/${leaders.id}`);
  await look(
    page,
    'manager at a leader’s checklist',
    page.getByRole('button', { name: 'Take over checklist' }),
  );
  for (const [path, shown] of [
    ['/admin', recentUsers(page)],
    ['/admin/users', page.getByRole('button', { name: /^Send password reset to/ }).first()],
    ['/admin/users/new', h1(page, 'Create New User')],
    [`/admin/users/${store.leader.id}`, page.getByRole('button', { name: 'Update User' })],
    ['/admin/templates', page.getByTestId('template-card').first()],
    ['/admin/templates/default-day-template', page.getByText('Only super admins can edit')],
    ['/weekly', weekGrid(page)],
    ['/monthly', monthGrid(page)],
    ['/admin/tablets', page.getByRole('button', { name: 'Show pairing code' })],
  ] as const) {
    await page.goto(path);
    await look(page, `manager ${path}`, shown);
  }

  // The store's tablet, paired with the manager's code, on its lock screen.
  await page.getByLabel('Tablet name').fill('Office tablet');
  await page.getByRole('button', { name: 'Show pairing code' }).click();
  const code = page.getByText(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  await look(page, 'manager /admin/tablets with a code', code);
  const tablet = await phone(browser);
  await tablet.goto('/tablet');
  await tablet.getByLabel('Pairing code').fill((await code.textContent()) ?? '');
  await tablet.getByRole('button', { name: 'Pair this tablet' }).click();
  await look(
    tablet,
    'store tablet lock screen',
    tablet.getByRole('button', { name: /Sam Leader/ }),
  );
  await tablet.context().close();
  await page.context().close();
}

async function superAdmin(
  browser: Browser,
  store: { id: string; storeNumber: string; label: string },
  look: Look,
) {
  const page = await phone(browser);
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const [path, shown] of [
    ['/', page.getByRole('main')],
    ['/admin', recentUsers(page)],
    ['/admin/users/role', h1(page, 'Change User Role')],
    ['/admin/templates/default-night-template', page.getByTestId('template-item').first()],
    ['/admin/stores/new', h1(page, 'Create New Store')],
    [`/admin/stores/${store.id}`, page.getByRole('button', { name: 'Update Store' })],
    [
      `/admin/stores/${NO_SUCH_STORE}`,
      page.getByRole('link', { name: 'Back to Store Management' }),
    ],
    ['/weekly', weekGrid(page)],
    ['/monthly', monthGrid(page)],
    ['/exports', page.getByRole('link', { name: 'Download checklists CSV' })],
    ['/insights', page.getByRole('region', { name: 'Time to resolve' }).getByRole('table')],
  ] as const) {
    await page.goto(path);
    await look(page, `super admin ${path}`, shown);
  }

  // A checklist deleted a moment ago, to restore.
  const made = await page.request.post('/api/checklists', {
    data: { storeId: store.id, category: 'night' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = checklistDetailSchema.parse(await made.json());
  expect((await page.request.delete(`/api/checklists/${id}`)).status()).toBe(204);
  await page.goto('/admin/deleted-checklists');
  await look(
    page,
    'super admin /admin/deleted-checklists',
    page.getByRole('button', { name: /^Restore Night Shift/ }).first(),
  );

  await page.goto('/admin/templates/new');
  await page.getByRole('button', { name: 'Add New Item' }).click();
  const item = page.getByRole('dialog', { name: 'Add New Item' });
  await look(page, 'template item dialog', item.getByRole('button', { name: 'Add Item' }));
  await item.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Import from Existing Template' }).click();
  await look(page, 'template import dialog', page.getByRole('radio').first());
  await page.keyboard.press('Escape');

  await page.goto('/admin/stores');
  await page.getByRole('searchbox').fill(store.storeNumber);
  const settings = page.getByRole('button', { name: `Shift settings for ${store.label}` });
  await look(page, 'super admin /admin/stores', settings);
  await settings.click();
  await look(page, 'shift settings dialog', page.getByRole('dialog'));
  await page.context().close();
}
