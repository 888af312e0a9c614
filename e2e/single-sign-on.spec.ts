// Single sign-on (docs/decisions/052), clicked through: a super admin sets up the chain's
// identity provider and maps a group to a store in Admin → Sign-in & identity; someone who never
// had an account signs in with "Sign in with Test IdP", goes through the provider's own page and
// lands on their store's daily view as its shift leader. The settings screen passes axe at
// 375 px in both themes, in English and in Arabic.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_CLIENT } from '#test/support/oidc-provider';
import { ADMIN, SSO_PERSON } from './support/accounts';
import { checkScreen, expectAccessible } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { serverDataDir } from './support/server-data';
import { arabicSuperAdmin, openFromMenu, signIn } from './support/session';

/** Where serve.mjs started the test identity provider. */
const idpIssuer = (): string => {
  const written: unknown = JSON.parse(
    readFileSync(path.join(serverDataDir(), 'test-idp.json'), 'utf8'),
  );
  if (typeof written !== 'object' || written === null || !('issuer' in written)) {
    throw new Error('serve.mjs did not write the test identity provider’s issuer');
  }
  return String(written.issuer);
};

test('a super admin sets up single sign-on; a new crew member signs in with it into their store', async ({
  browser,
  store,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await openFromMenu(admin, 'Sign-in & identity', 'Sign-in & identity');

  const sso = admin.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByText('/api/auth/sso/callback')).toBeVisible();
  await sso.getByLabel('Name on the sign-in button').fill('Test IdP');
  await sso.getByLabel('Issuer URL').fill(idpIssuer());
  await sso.getByLabel('Client ID').fill(TEST_CLIENT.id);
  await sso.getByLabel('Client secret').fill(TEST_CLIENT.secret);
  await sso
    .getByRole('switch', { name: 'Make an account for someone signing in for the first time' })
    .click();
  await sso.getByRole('button', { name: 'Save' }).click();
  await expect(sso.getByText('Single sign-on saved.')).toBeVisible();
  await expect(sso.getByText('A secret is saved. Leave this empty to keep it.')).toBeVisible();

  const roles = admin.getByRole('region', { name: 'Roles from the identity provider' });
  await roles.getByLabel('Value').fill(SSO_PERSON.groups[0] ?? '');
  await roles.getByLabel('Role').selectOption({ label: 'Shift Leader' });
  await roles.getByLabel('Store').selectOption({ label: `${store.storeNumber} · ${store.name}` });
  await roles.getByRole('button', { name: 'Add' }).click();
  await expect(roles.getByText('Mapping added.')).toBeVisible();
  await expect(roles.getByRole('listitem')).toContainText([
    `groups = “${SSO_PERSON.groups[0]}”Shift Leader · ${store.name}`,
  ]);
  await checkScreen(admin, testInfo, 'sign-in and identity');
  await context.close();

  // Arabic, for a second super admin (the seeded one's language is every spec's).
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `identity.${store.storeNumber}@e2e.test`,
    password: 'identity-pass-1',
  });
  await arabic.goto('/admin/identity');
  await expect(arabic.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول والهوية');
  await expectAccessible(arabic, 'sign-in and identity in Arabic', testInfo);
  await arabic.context().close();

  // Jordan has no account yet: the provider vouches for them, the mapping places them.
  const crew = await browser.newContext({ ...PHONE, bypassCSP: true });
  const phone = await crew.newPage();
  await phone.goto('/');
  await checkScreen(phone, testInfo, 'sign-in with single sign-on');
  await phone.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await expect(phone.getByRole('heading', { name: 'Test IdP' })).toBeVisible();
  await phone.getByLabel('Username').fill(SSO_PERSON.sub);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(
    phone.getByRole('button', { name: 'Create Breakfast Shift checklist' }),
  ).toBeVisible();
  expect(new URL(phone.url()).pathname).toBe('/');
  await expect(phone.getByText(store.name).first()).toBeVisible();
  const me = await (await phone.request.get('/api/auth/session')).json();
  expect(me.user).toMatchObject({
    email: SSO_PERSON.email,
    displayName: SSO_PERSON.name,
    role: 'shift-leader',
    storeId: store.id,
  });
  await checkScreen(phone, testInfo, 'daily view after single sign-on');
  await crew.close();
});

test('with single sign-on required, the password form waits folded for the break-glass admin; a refusal is said plainly', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const page = await context.newPage();
  // The chain's settings as the server gives them once single sign-on is required (turning it
  // on for real would stop every other spec's password sign-in).
  await page.route('**/api/settings', (route) =>
    route.fulfill({
      json: {
        passwordMinLength: 6,
        singleSignOn: { name: 'Contoso', passwordSignIn: 'break-glass' },
      },
    }),
  );
  await page.goto('/?sso-failed=noAccount');
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is not set up in ShiftCheck yet. Ask your manager.',
  );
  await expect(page.getByRole('link', { name: 'Sign in with Contoso' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeHidden();
  await checkScreen(page, testInfo, 'sign-in with single sign-on required');
  await page
    .getByRole('button', { name: 'Sign in with a password (break-glass administrator)' })
    .click();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await context.close();
});
