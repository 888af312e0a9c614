import type { APIRequestContext, Page } from '@playwright/test';
import { USER_MESSAGES } from '#domain/users/messages';
import { userSavedSchema } from '#domain/users/schemas';
import { ADMIN } from './support/accounts';
import { expect, test } from './support/fixtures';
import { resetLinkCount, resetLinkFor } from './support/outbox';
import { openMenuIfCollapsed, signIn, signOut } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A shift leader of `storeId`, made through the API as the super admin. */
async function createLeader(
  adminApi: APIRequestContext,
  storeId: string,
  email: string,
  password: string,
) {
  const created = await adminApi.post('/api/users', {
    data: { email, password, confirmPassword: password, role: 'shift-leader', storeId },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(userSavedSchema.parse(await created.json()).user.email).toBe(email);
}

const rowOf = (page: Page, email: string) =>
  page.locator('tr, li').filter({ hasText: email }).locator('visible=true').first();

for (const [label, viewport, colorScheme] of [
  ['on a phone, dark', { width: 375, height: 800 }, 'dark'],
  ['on a desktop, light', { width: 1280, height: 800 }, 'light'],
] as const) {
  test.describe(label, () => {
    test.use({ viewport, colorScheme });

    test('a store manager creates a shift leader, edits, sends a reset and deletes', async ({
      page,
      store,
    }) => {
      const email = `new.leader.${unique()}@e2e.test`;
      await signIn(page, store.manager.email, store.manager.password);
      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: 'Users' }).click();
      await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
      await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
      await page.getByRole('link', { name: 'Add User' }).click();

      await expect(page.getByLabel('Role')).toBeDisabled();
      await expect(page.getByLabel('Store')).toBeDisabled();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('fryer-station-4');
      await page.getByLabel('Confirm password').fill('fryer-station-5');
      await page.getByRole('button', { name: 'Create User' }).click();
      const confirm = page.getByLabel('Confirm password');
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await confirm.fill('fryer-station-4');
      await page.getByLabel('Display name (optional)').fill('Nia Novak');
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('User created successfully')).toBeVisible();
      await expect(rowOf(page, email)).toContainText('Shift Leader');
      await page.screenshot({ path: `.tmp/shots/e2e-users-${viewport.width}-${colorScheme}.png` });

      await page
        .getByRole('link', { name: `Edit ${email}` })
        .locator('visible=true')
        .click();
      await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
      // A manager cannot point an account at another mailbox (docs/decisions/036).
      const emailField = page.getByLabel('Email', { exact: true });
      await expect(emailField).toHaveValue(email);
      await expect(emailField).not.toBeEditable();
      await expect(page.getByText(USER_MESSAGES.emailLocked)).toBeVisible();
      await page.getByLabel('Display name (optional)').fill('Nia Novak-Reyes');
      await page.getByRole('button', { name: 'Update User' }).click();
      await expect(page.getByText('User updated successfully')).toBeVisible();
      await expect(rowOf(page, email)).toContainText('Nia Novak-Reyes');

      const before = resetLinkCount(email);
      await page
        .getByRole('button', { name: `Send password reset to ${email}` })
        .locator('visible=true')
        .click();
      const dialog = page.getByRole('dialog', { name: 'Send Password Reset' });
      await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(
        dialog.getByText('Password reset email has been sent to the user'),
      ).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/e2e-reset-${viewport.width}-${colorScheme}.png` });
      await expect(dialog).toBeHidden({ timeout: 4000 });
      await resetLinkFor(email, before);

      await page
        .getByRole('button', { name: `Delete ${email}` })
        .locator('visible=true')
        .click();
      await expect(rowOf(page, email)).toContainText('Confirm?');
      await rowOf(page, email).getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText(email)).toHaveCount(0);
      // The delete's own notice replaces the edit's.
      await expect(page.getByRole('status').filter({ hasText: 'User deleted' })).toBeVisible();
      await expect(page.getByText('User updated successfully')).toHaveCount(0);
    });

    test("a manager opening another store's user is sent back to the list", async ({
      page,
      store,
      otherStore,
      consoleErrors,
    }) => {
      consoleErrors.expect(/status of 403 .*\/api\/users\//, 'the user is of another store');
      await signIn(page, store.manager.email, store.manager.password);
      await page.goto(`/admin/users/${otherStore.leader.id}`);
      await expect(page.getByText('You do not have permission to edit this user')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/users$/);
    });
  });
}

test("a super admin changes a leader's e-mail address, refused on the field when it is taken", async ({
  page,
  adminApi,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 409 .*\/api\/users\//, 'the address is taken');
  const email = `moving.${unique()}@e2e.test`;
  const moved = `moved.${unique()}@e2e.test`;
  await createLeader(adminApi, store.id, email, 'griddle-press-4');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  // The chain's people are many (every test makes some): the list is searched.
  await page.getByLabel('Search by email').fill(email);
  await page
    .getByRole('link', { name: `Edit ${email}` })
    .locator('visible=true')
    .click();
  // Exact: until the form replaces the list, the list's "Search by email" also matches 'Email'.
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeEditable();
  await emailField.fill(store.leader.email);
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(USER_MESSAGES.emailTaken)).toBeVisible();
  await emailField.fill(moved);
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(rowOf(page, moved)).toBeVisible();
});

test('a super admin changes a role by e-mail', async ({ page, adminApi, store, consoleErrors }) => {
  consoleErrors.expect(/status of 404 .*\/api\/users\/role\b/, 'nobody has that address');
  const email = `promoted.${unique()}@e2e.test`;
  await createLeader(adminApi, store.id, email, 'griddle-press-3');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Change Role' }).click();
  await page.getByLabel('User email').fill('nobody.at.all@e2e.test');
  await page.getByLabel('New role').selectOption('store');
  await page.getByRole('button', { name: 'Update Role' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "User with email 'nobody.at.all@e2e.test' not found.",
  );
  await page.getByLabel('User email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Update Role' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'User role successfully updated!' }),
  ).toBeVisible();
  await page.goto('/admin/users');
  await page.getByLabel('Search by email').fill(email);
  await expect(rowOf(page, email)).toContainText('Store Manager');
});

test('the reset link from the e-mail sets a password that signs in, once', async ({
  page,
  adminApi,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 400 .*\/api\/auth\/password-reset\/check\b/,
    'the link is opened a second time',
  );
  consoleErrors.expect(
    /status of 401 .*\/api\/notifications\b/,
    'the bell may be reading notifications as the person signs out',
  );
  const email = `forgetful.${unique()}@e2e.test`;
  await createLeader(adminApi, store.id, email, 'old-counter-pass-1');
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const before = resetLinkCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  const link = new URL(await resetLinkFor(email, before));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-counter-pass-2');
  await page.getByLabel('Confirm new password').fill('new-counter-pass-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, email, 'new-counter-pass-2');
  await signOut(page);

  // Used once: opened again, the link says so before anyone types a password.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Please ask for a new one.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
});

test('a reset link replaced by a newer one says so before any typing', async ({
  page,
  adminApi,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 400 .*\/api\/auth\/password-reset\/check\b/, 'the old link');
  const email = `twice.${unique()}@e2e.test`;
  await createLeader(adminApi, store.id, email, 'old-counter-pass-1');
  const ask = async () => {
    const before = resetLinkCount(email);
    const sent = await adminApi.post('/api/auth/password-reset/request', { data: { email } });
    expect(sent.status()).toBe(200);
    return new URL(await resetLinkFor(email, before));
  };
  const first = await ask();
  const second = await ask();

  await page.goto(`${first.pathname}${first.search}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Please ask for a new one.',
  );
  await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);

  await page.goto(`${second.pathname}${second.search}`);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});
