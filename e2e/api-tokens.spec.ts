// Admin → Integrations → API tokens, clicked through on a phone: a super admin makes a token
// for one store that may read reports and fill in checklists, sees its secret once, another
// system uses it (a week report read, a checklist started, one outside its store refused), and,
// revoked, it opens nothing. The screen passes axe at 375 px in both themes, in English and in
// Arabic.
import { ADMIN } from './support/accounts';
import { checkScreen } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicSuperAdmin, signIn } from './support/session';

test('a super admin makes an API token for a store, another system uses it, and it is revoked', async ({
  browser,
  store,
  otherStore,
  adminApi,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.getByRole('button', { name: 'Open menu' }).click();
  await admin.getByRole('link', { name: 'Integrations' }).click();
  await expect(admin.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const tokens = admin.getByRole('region', { name: 'API tokens' });
  await checkScreen(admin, testInfo, 'integrations');

  // Nothing chosen: the form says what is missing, and nothing is made.
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByText('Give the token a name.')).toBeVisible();
  await expect(tokens.getByText('Choose at least one scope.')).toBeVisible();

  const name = `Maintenance ${store.storeNumber}`;
  await tokens.getByLabel('Token name').fill(name);
  await tokens.getByLabel('Read reports and insights').check();
  await tokens.getByLabel('Fill in checklists').check();
  await tokens
    .getByLabel('Stores it reaches')
    .selectOption({ label: `${store.storeNumber} ${store.name}` });
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = tokens.getByTestId('api-token-secret');
  await expect(shown).toHaveText(/^sct_[\w-]{43}$/);
  const secret = (await shown.textContent()) ?? '';
  await expect(tokens.getByText(`Copy the token for “${name}” now`)).toBeVisible();
  const row = tokens.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`${store.storeNumber} ${store.name}`);
  await expect(row).toContainText('Fill in checklists');
  await expect(row).toContainText('Not used yet');
  await checkScreen(admin, testInfo, 'api token shown once');

  // The other system, with the token and no cookie.
  const bearer = { authorization: `Bearer ${secret}` };
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const week = await api.get(`/api/reports/week?storeId=${store.id}`, { headers: bearer });
  expect(week.status(), await week.text()).toBe(200);
  const started = await api.post('/api/checklists', {
    headers: { ...bearer, 'content-type': 'application/json' },
    data: { storeId: store.id, category: 'day' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const outside = await api.post('/api/checklists', {
    headers: { ...bearer, 'content-type': 'application/json' },
    data: { storeId: otherStore.id, category: 'day' },
  });
  expect(outside.status()).toBe(404);

  await tokens.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByText(secret)).toHaveCount(0);
  await expect(row).toContainText('Last used');

  await tokens.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Revoke “${name}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(tokens.getByText(`“${name}” is revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const refused = await api.get(`/api/reports/week?storeId=${store.id}`, { headers: bearer });
  expect(refused.status()).toBe(401);
  await api.dispose();
  await context.close();

  // Arabic, for a second super admin (the seeded one's language is every spec's).
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `tokens.${store.storeNumber}@e2e.test`,
    password: 'tokens-pass-1',
  });
  await arabic.goto('/admin/integrations');
  await expect(arabic.getByRole('region', { name: 'رموز واجهة البرمجة' })).toBeVisible();
  await arabic.getByLabel('اسم الرمز').fill('BI');
  await arabic.getByLabel('قراءة التقارير والرؤى').check();
  await arabic.getByRole('button', { name: 'إنشاء الرمز' }).click();
  await expect(arabic.getByTestId('api-token-secret')).toBeVisible();
  await checkScreen(arabic, testInfo, 'api tokens in arabic');
  await arabic.context().close();
});
