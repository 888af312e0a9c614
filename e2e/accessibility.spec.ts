import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { expectAccessible, inBothThemes } from './support/axe';
import { openTicks, shownText, todaysChecklist } from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { smallPhoto } from './support/photo-fixture';
import { resetLinkCount, resetLinkFor } from './support/outbox';
import { storeLeaderWithChecklist } from './support/photo-store';
import { signIn, signOut } from './support/session';

/** The first template of the list: a card on a phone, a table row on a desktop. */
const templateShown = (page: Page) =>
  page
    .getByTestId('template-card')
    .or(page.getByTestId('template-row'))
    .filter({ visible: true })
    .first();

test.describe('in both themes', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test('the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page, 'sign-in');
  });

  for (const width of [375, 1280]) {
    test(`a shift leader’s screens at ${width} px`, async ({ page, store }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, store.leader.email, store.leader.password);
      await expect(page.getByTestId('shift-cards')).toBeVisible();
      await expectAccessible(page, 'daily view');

      await page.getByRole('button', { name: /^Choose date/ }).click();
      await expect(
        page.getByRole('dialog', { name: 'Choose a date' }).getByRole('grid'),
      ).toBeVisible();
      await expectAccessible(page, 'date picker');
      await page.keyboard.press('Escape');

      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('link', { name: 'Monthly' })).toBeVisible();
        await expectAccessible(page, 'menu');
        await page.keyboard.press('Escape');
      }

      // A checklist with an open issue and a resolved one, in the week and month too.
      const checklist = await todaysChecklist(page, 'day');
      const [open, resolved] = checklist.items.filter((i) => i.section === 'pre-shift');
      if (!open || !resolved) throw new Error('the day checklist has too few pre-shift items');
      for (const [item, changes] of [
        [open, [{ type: 'fail', comment: 'Fryer oil dark' }]],
        [
          resolved,
          [
            { type: 'fail', comment: 'Hand sink blocked' },
            { type: 'resolve', resolved: true, comment: 'Drain cleared' },
          ],
        ],
      ] as const) {
        for (const data of changes) {
          const answer = await page.request.patch(
            `/api/checklists/${checklist.id}/items/${item.id}`,
            { data },
          );
          expect(answer.ok(), await answer.text()).toBe(true);
        }
      }
      await page.goto(`/checklists/${checklist.id}`);
      await expect(page.getByRole('tabpanel').getByText('Fryer oil dark')).toBeVisible();
      await expectAccessible(page, 'checklist with failed items');

      for (const [path, shown] of [
        ['/weekly', page.getByRole('table', { name: 'Checklists by day and shift' })],
        ['/monthly', page.getByRole('table', { name: 'Checklists by day' })],
        ['/exports', page.getByRole('heading', { name: 'Exports', level: 1 })],
        ['/records', page.getByRole('heading', { name: 'Temperature log & sign-off', level: 1 })],
        ['/profile', page.getByRole('heading', { name: 'Profile Settings', level: 1 })],
        ['/notifications', page.getByRole('button', { name: 'Save preferences' })],
      ] as const) {
        await page.goto(path);
        await expect(shown).toBeVisible();
        await expectAccessible(page, path);
      }
    });
  }

  test('the notifications screen and the bell, on a phone and a desktop', async ({
    browser,
    page,
    store,
  }) => {
    // A priority A failure on the travel path, by the leader on a phone of their own: the
    // manager has a notification to read.
    const leader = await browser.newPage();
    await signIn(leader, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(leader, 'day');
    const item = checklist.items.find((i) => i.section === 'travel-path');
    if (!item) throw new Error('the day checklist has no travel path');
    const failed = await leader.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'fail', comment: 'Walk-in freezer at -8°C', priority: 'A' },
    });
    expect(failed.ok(), await failed.text()).toBe(true);
    await leader.context().close();
    await signIn(page, store.manager.email, store.manager.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();
      await expectAccessible(page, `/notifications at ${width} px`);
    }
  });

  test('the users screens, on a phone and a desktop', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of [
        ['/admin/users', 'User Management'],
        ['/admin/users/new', 'Create New User'],
        ['/admin/users/role', 'Change User Role'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} at ${width} px`);
      }
      await page.goto('/admin/users/new');
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectAccessible(page, `user form errors at ${width} px`);
      await page.goto('/admin/users');
      await page
        .getByRole('button', { name: /^Send password reset to/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `reset dialog at ${width} px`);
    }
  });

  test('forgot password and the reset page', async ({ page, store, consoleErrors }) => {
    consoleErrors.expect(/status of 400 .*\/api\/auth\/password-reset\/check\b/, 'a made-up link');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const before = resetLinkCount(store.leader.email);
    await page.getByLabel('Email').fill(store.leader.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that email')).toBeVisible();
    await expectAccessible(page, 'forgot password');

    const link = new URL(await resetLinkFor(store.leader.email, before));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page, 'reset password');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expectAccessible(page, 'a link that no longer works');
  });

  for (const width of [375, 1280]) {
    test(`a manager’s screens at ${width} px`, async ({ page, store }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, store.manager.email, store.manager.password);
      await page.goto('/admin/templates/default-day-template');
      await expect(page.getByText('Only super admins can edit or duplicate')).toBeVisible();
      await expectAccessible(page, 'a global template for a manager');
      for (const [path, shown] of [
        ['/admin', page.getByRole('heading', { name: 'Admin Dashboard' })],
        [`/admin/users/${store.leader.id}`, page.getByRole('heading', { name: 'Edit User' })],
        ['/admin/templates', templateShown(page)],
        // The manager's own: the sign-off button and the four-weekly review form.
        ['/records', page.getByRole('button', { name: 'Sign the review' })],
      ] as const) {
        await page.goto(path);
        await expect(shown).toBeVisible();
        await expectAccessible(page, path);
      }
    });

    test(`the template screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/templates');
      await expect(page.getByRole('heading', { name: 'Checklist Templates' })).toBeVisible();
      await expect(templateShown(page)).toBeVisible();
      await expectAccessible(page, 'template list');

      await page.goto('/admin/templates/new');
      await page.getByRole('button', { name: 'Add New Item' }).click();
      const item = page.getByRole('dialog', { name: 'Add New Item' });
      await item.getByRole('button', { name: 'Add Item' }).click();
      await expect(item.getByText('Primary text is required')).toBeVisible();
      await expectAccessible(page, 'item dialog');
      await item.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Import from Existing Template' }).click();
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expectAccessible(page, 'import dialog');

      await page.goto('/admin/templates/default-night-template');
      await expect(page.getByRole('heading', { name: 'Edit Template' })).toBeVisible();
      await expect(page.getByTestId('template-item').first()).toBeVisible();
      await expectAccessible(page, 'template form');
    });

    test(`a super admin’s dashboard and all-stores views at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, ADMIN.email, ADMIN.password);
      for (const [path, shown] of [
        ['/admin', page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })],
        ['/weekly', page.getByRole('table', { name: 'Checklists by day and shift' })],
        ['/monthly', page.getByRole('table', { name: 'Checklists by day' })],
      ] as const) {
        await page.goto(path);
        await expect(shown).toBeVisible();
        await expectAccessible(page, path);
      }
    });
  }

  test('photo evidence: Issue Details with photos, thumbnails and the full-screen viewer', async ({
    browser,
    store,
  }) => {
    const photo = await smallPhoto(`.tmp/e2e-fixtures-${process.pid}`);
    const { page, checklist } = await storeLeaderWithChecklist(browser, store, {
      bypassCSP: true,
    });
    await page.goto(`/checklists/${checklist.id}`);
    const row = page.getByRole('tabpanel').getByTestId('checklist-item').first();
    await row.getByRole('button', { name: 'Fail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue Details' });
    await dialog.getByLabel('Issue details').fill('Chiller door seal torn');
    await dialog.getByTestId('photo-gallery-input').setInputFiles(photo);
    await expect(dialog.getByTestId('waiting-photo')).toHaveCount(1);
    await expectAccessible(page, 'issue details with a new photo');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByTestId('photo-thumbnail')).toHaveCount(1, { timeout: 15_000 });
    await expectAccessible(page, 'checklist with a thumbnail');
    await row.getByRole('button', { name: 'Open issue photo 1' }).click();
    await expect(page.getByTestId('photo-viewer').getByRole('img')).toBeVisible();
    await expectAccessible(page, 'photo viewer');
    await page.context().close();
  });

  test('a refused change, the session-ended dialog and a screen not available offline', async ({
    page,
    playwright,
    baseURL,
    store,
    consoleErrors,
  }) => {
    consoleErrors.expect(OFFLINE_ERRORS, 'changes are made without signal');
    consoleErrors.expect(/status of 400/, 'the server refuses the change made without signal');
    consoleErrors.expect(/status of 401/, 'the session is ended under the page');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(page, 'day');
    await page.goto(`/checklists/${checklist.id}`);

    // A real refusal, as offline-queue.spec.ts provokes it: this phone ticks an item without
    // signal while another phone fails it.
    const [item, next] = openTicks(checklist, 'pre-shift');
    if (!item || !next) throw new Error('the day checklist has too few open pre-shift items');
    const rowOf = (text: string) =>
      page.getByRole('tabpanel').getByTestId('checklist-item').filter({ hasText: text });
    const row = rowOf(shownText(item.text));
    await expect(row).toBeVisible();
    // The app's code is kept before the signal goes: going offline while the service worker
    // is still downloading it would leave this device with nothing kept for the last step.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await row.getByRole('checkbox').click();
    const other = await playwright.request.newContext({ baseURL });
    const signedIn = await other.post('/api/auth/sign-in', {
      data: { email: store.leader.email, password: store.leader.password },
    });
    expect(signedIn.ok()).toBe(true);
    const failed = await other.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'fail', comment: 'Probe thermometer missing' },
    });
    expect(failed.ok()).toBe(true);
    await other.dispose();
    await page.context().setOffline(false);
    await expect(page.getByTestId('refused-changes')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Not saved: /)).toBeVisible();
    await expectAccessible(page, 'refused change');

    await page.request.post('/api/auth/sign-out');
    await rowOf(shownText(next.text)).getByRole('checkbox').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'session ended');
    await dialog.getByLabel('Password').fill(store.leader.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();

    // Without signal, a screen this device never opened.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Monthly' }).click();
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible();
    await expectAccessible(page, 'not available offline');
    await page.context().setOffline(false);
  });

  test('the take-over notice on another leader’s checklist, on a phone', async ({
    page,
    store,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, store.leader.email, store.leader.password);
    const day = await todaysChecklist(page, 'day');
    await signOut(page);
    await signIn(page, store.manager.email, store.manager.password);
    await page.goto(`/checklists/${day.id}`);
    await expect(page.getByRole('button', { name: 'Take over checklist' })).toBeVisible();
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: `.tmp/shots/take-over-${scheme}.png` }),
    );
    await expectAccessible(page, 'notice');
    await page.getByRole('button', { name: 'Take over checklist' }).click();
    await expect(page.getByRole('group', { name: 'Take over this checklist?' })).toBeVisible();
    await expectAccessible(page, 'asking to confirm');
  });

  test('deleted checklists, on a phone', async ({ page, store }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, store.leader.email, store.leader.password);
    const night = await todaysChecklist(page, 'night');
    expect((await page.request.delete(`/api/checklists/${night.id}`)).status()).toBe(204);
    await signOut(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/deleted-checklists');
    const entry = page.getByRole('region').filter({ hasText: store.name }).first();
    await expect(entry.getByRole('button', { name: /^Restore Night Shift/ })).toBeVisible();
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: `.tmp/shots/deleted-checklists-${scheme}.png` }),
    );
    await expectAccessible(page, 'list');
    await entry.getByRole('button', { name: /^Restore Night Shift/ }).click();
    await expect(entry.getByRole('group', { name: /^Restore Night Shift/ })).toBeVisible();
    await expectAccessible(page, 'asking to confirm');
  });

  for (const width of [375, 1280]) {
    test(`the store management screens at ${width} px`, async ({ page, store, consoleErrors }) => {
      consoleErrors.expect(/status of 404 .*\/api\/stores\//, 'a store that does not exist');
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/stores');
      await expect(page.getByRole('heading', { name: 'Store Management' })).toBeVisible();
      await page.getByRole('searchbox').fill(store.storeNumber);
      const settings = page.getByRole('button', { name: `Shift settings for ${store.label}` });
      await expect(settings).toBeVisible();
      await expectAccessible(page, 'store list');

      await settings.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'shift settings dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/admin/stores/${store.id}`);
      await expect(page.getByRole('heading', { name: 'Edit Store' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update Store' })).toBeVisible();
      await expectAccessible(page, 'store form');

      await page.goto('/admin/stores/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('link', { name: 'Back to Store Management' })).toBeVisible();
      await expectAccessible(page, 'a store that does not exist');

      await page.goto('/admin/stores/new');
      await expect(page.getByRole('heading', { name: 'Create New Store' })).toBeVisible();
      await page.getByRole('switch', { name: 'Overnight' }).click();
      await page.getByRole('button', { name: 'Create Store' }).click();
      await expect(page.getByText('Store name is required')).toBeVisible();
      await expectAccessible(page, 'store form with errors');
    });
  }
});
