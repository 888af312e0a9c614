import { expect, test } from './support/fixtures';
import { openMenuIfCollapsed, signIn, signOut } from './support/session';

test('profile information shows the account', async ({ page, store }) => {
  await signIn(page, store.manager.email, store.manager.password);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const info = page.getByRole('tabpanel');
  await expect(info).toContainText(store.manager.email);
  await expect(info).toContainText('Morgan Manager');
  await expect(info).toContainText('Store Manager');
  await expect(info).toContainText(store.label);
  await expect(page).toHaveTitle('Profile Settings | ShiftCheck');
});

test('change password: every rule, then success; the old password and other sessions end', async ({
  page,
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 400 .*\/api\/auth\/password\b/, 'passwords the rules refuse');
  consoleErrors.expect(/status of 401 .*\/api\/auth\/sign-in\b/, 'the old password is refused');
  const account = store.leader;
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await signIn(otherPage, account.email, account.password);

  await signIn(page, account.email, account.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change Password' });
  const message = page.getByRole('alert');

  await submit.click();
  await expect(message).toHaveText('All fields are required');

  await current.fill(account.password);
  await next.fill(account.password);
  await confirm.fill(account.password);
  await submit.click();
  await expect(message).toHaveText('New password must be different from current password');

  await next.fill('abc');
  await confirm.fill('abc');
  await submit.click();
  await expect(message).toHaveText('New password must be at least 6 characters long');

  await next.fill('grill-station-9');
  await confirm.fill('grill-station-8');
  await submit.click();
  await expect(message).toHaveText('New password and confirmation do not match');

  await current.fill('not-the-current-one');
  await confirm.fill('grill-station-9');
  await submit.click();
  await expect(message).toHaveText('Current password is incorrect. Please try again.');

  await current.fill(account.password);
  await next.fill('password123');
  await confirm.fill('password123');
  await submit.click();
  await expect(message).toHaveText('The new password is too weak. Please use a stronger password.');

  await next.fill('grill-station-9');
  await confirm.fill('grill-station-9');
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password changed successfully!' }),
  ).toBeVisible();
  await expect(current).toHaveValue('');

  // The other browser's session has ended: its next request finds it signed out.
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await otherBrowser.close();

  // The old password no longer works; the new one does.
  await signOut(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill('grill-station-9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('sidebar-user').first()).toContainText(account.displayName);
});
