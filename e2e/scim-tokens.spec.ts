// SCIM provisioning's tokens (Admin → Sign-in & identity), clicked through on a phone: a super
// admin makes a token for the identity provider, sees its secret once (it works at /scim/v2,
// and is on no screen after Done), the provider turns a leaver off and the users list tags them
// "Deactivated", and the token, revoked, opens nothing. The section passes axe at 375 px in both
// themes, in English and in Arabic.
import { SCIM_SCHEMAS } from '#domain/scim/protocol';
import { ADMIN } from './support/accounts';
import { checkScreen } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicSuperAdmin, signIn } from './support/session';

test('a super admin makes a SCIM token, sees it once, and revokes it', async ({
  browser,
  store,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/identity');
  await expect(admin.getByRole('heading', { name: 'Sign-in & identity', level: 1 })).toBeVisible();
  const scim = admin.getByRole('region', { name: 'SCIM provisioning' });
  const origin = new URL(admin.url()).origin;
  await expect(scim.getByTestId('scim-base-url')).toHaveText(`${origin}/scim/v2`);

  const name = `Entra ID ${store.storeNumber}`;
  await scim.getByRole('button', { name: 'Make a token' }).click();
  await expect(scim.getByText('Give the token a name.')).toBeVisible();
  await scim.getByLabel('Token name').fill(name);
  await scim.getByRole('button', { name: 'Make a token' }).click();
  const shown = scim.getByTestId('scim-token-secret');
  await expect(shown).toHaveText(/^scim_[\w-]{43}$/);
  const secret = (await shown.textContent()) ?? '';
  await expect(scim.getByText(`Token for ${name}`)).toBeVisible();
  const row = scim.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Not used yet');
  await checkScreen(admin, testInfo, 'scim token shown once');

  // The identity provider, with the token: a leaver is made and turned off at once.
  const bearer = { authorization: `Bearer ${secret}` };
  const leaverEmail = `leaver.${store.storeNumber}@e2e.test`;
  const created = await admin.request.post('/scim/v2/Users', {
    headers: { ...bearer, 'content-type': 'application/scim+json' },
    data: {
      schemas: [SCIM_SCHEMAS.user],
      userName: leaverEmail,
      name: { givenName: 'Lee', familyName: 'Leaver' },
      active: false,
      [SCIM_SCHEMAS.shiftcheckUser]: { role: 'shift-leader', storeNumber: store.storeNumber },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await scim.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await admin.reload();
  await expect(scim.getByLabel('Token name')).toBeVisible();
  await expect(admin.getByText(secret)).toHaveCount(0);
  await expect(row).toContainText('Last used');

  await admin.goto('/admin/users');
  await admin.getByLabel('Search by email').fill(leaverEmail);
  const users = admin.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(users).toHaveCount(1);
  await expect(users.filter({ hasText: leaverEmail })).toContainText('Deactivated');
  await checkScreen(admin, testInfo, 'users list with a deactivated person');

  await admin.goto('/admin/identity');
  await scim.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Revoke ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(scim.getByText(`${name} was revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const refused = await admin.request.get('/scim/v2/Users', { headers: bearer });
  expect(refused.status()).toBe(401);
  await context.close();

  // Arabic, for a second super admin (the seeded one's language is every spec's).
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `scim.${store.storeNumber}@e2e.test`,
    password: 'scim-pass-1',
  });
  await arabic.goto('/admin/identity');
  await expect(arabic.getByRole('region', { name: 'تزويد SCIM' })).toBeVisible();
  await arabic.getByLabel('اسم الرمز').fill('Okta');
  await arabic.getByRole('button', { name: 'إنشاء رمز' }).click();
  await expect(arabic.getByTestId('scim-token-secret')).toBeVisible();
  await checkScreen(arabic, testInfo, 'scim tokens in arabic');
  await arabic.context().close();
});
