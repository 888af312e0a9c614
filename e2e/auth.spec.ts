import { ADMIN } from './support/accounts';
import { expect, test, type OwnStore } from './support/fixtures';
import { signIn, signInThroughForm, signOut } from './support/session';

test.describe('sign-in', () => {
  test('empty fields and a wrong password show the exact messages', async ({
    page,
    store,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 401 .*\/api\/auth\/sign-in\b/, 'a wrong password is refused');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

    await page.getByLabel('Email').fill(store.leader.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('a person signs in, sees who they are, and signs out', async ({
    page,
    store,
    consoleErrors,
  }) => {
    consoleErrors.expect(
      /status of 401 .*\/api\/notifications\b/,
      'the bell may be reading notifications as the person signs out',
    );
    await signInThroughForm(page, store.leader.email, store.leader.password);
    const user = page.getByTestId('sidebar-user').first();
    await expect(user).toContainText('Sam Leader');
    await expect(user).toContainText('Shift Leader');
    await expect(user).toContainText(`Store ${store.storeNumber}`);

    await page.reload();
    await expect(page.getByTestId('sidebar-user').first()).toContainText('Sam Leader');

    await signOut(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('sidebar per role', () => {
  const cases = [
    {
      who: 'super-admin',
      account: () => ADMIN,
      role: 'Super Admin',
      groups: ['Checklists', 'Admin', 'Account'],
      links: [
        'Daily',
        'Weekly',
        'Monthly',
        'Actions',
        'Temperature log',
        'Insights',
        'Exports',
        'Admin',
        'Users',
        'Templates',
        'Stores',
        'Areas',
        'Store tablets',
        'Sign-in & identity',
        'Integrations',
        'Audit log',
        'Retention',
        'Deleted Checklists',
        'Profile Settings',
      ],
    },
    {
      who: 'store manager',
      account: (store: OwnStore) => store.manager,
      role: 'Store Manager',
      groups: ['Checklists', 'Admin', 'Account'],
      links: [
        'Daily',
        'Weekly',
        'Monthly',
        'Actions',
        'Temperature log',
        'Insights',
        'Exports',
        'Admin',
        'Users',
        'Templates',
        'Store tablets',
        'Integrations',
        'Profile Settings',
      ],
    },
    {
      who: 'shift leader',
      account: (store: OwnStore) => store.leader,
      role: 'Shift Leader',
      groups: ['Checklists', 'Account'],
      links: [
        'Daily',
        'Weekly',
        'Monthly',
        'Actions',
        'Temperature log',
        'Exports',
        'Profile Settings',
      ],
    },
  ];
  for (const c of cases) {
    test(`a ${c.who} sees exactly their groups`, async ({ page, store }) => {
      const account = c.account(store);
      await signIn(page, account.email, account.password);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('heading')).toHaveText(c.groups);
      await expect(nav.getByRole('link')).toHaveText(c.links);
      await expect(page.getByTestId('sidebar-user')).toContainText(c.role);
      await expect(page.getByRole('button', { name: /Dark mode|Light mode/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    });
  }
});

test.describe('guards', () => {
  test('a shift leader typing /admin/users or /admin lands on /', async ({ page, store }) => {
    await signIn(page, store.leader.email, store.leader.password);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown path lands on /', async ({ page, store }) => {
    await signIn(page, store.leader.email, store.leader.password);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
