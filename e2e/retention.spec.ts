// Admin → Retention and erasure (docs/decisions/057), clicked through on a phone: a super admin
// opens Retention from the menu, keeps checklists 4,000 days and photos 3,650 (kept after a reload; longer than any spec's
// history, so a sweep while they are set removes nothing another spec reads),
// puts the spec's own store on legal hold with a reason (the store is marked held), then erases
// the store's shift leader from the user form, typing their e-mail address: the users list shows
// them as "Former employee …", never by name. The page and the erase dialog pass axe at 375 px in
// both themes, and the page in Arabic too.
import { ADMIN } from './support/accounts';
import { checkScreen } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicSuperAdmin, openFromMenu, signIn } from './support/session';

const KEEP_EVERYTHING = { checklists: null, photos: null, auditLog: null, notifications: null };

test('a super admin sets retention periods, holds a store, and erases a person', async ({
  browser,
  store,
  adminApi,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  try {
    await openFromMenu(admin, 'Retention', 'Retention');
    const chain = admin.getByRole('region', { name: 'Chain-wide periods' });
    const checklists = chain.getByRole('group', { name: 'Checklists and readings' });
    const photos = chain.getByRole('group', { name: 'Photos' });
    const auditLog = chain.getByRole('group', { name: 'Audit log' });

    // The audit log is kept a year at least: the form says so, and nothing is saved.
    await auditLog.getByLabel('Keep').selectOption({ label: 'For a number of days' });
    await auditLog.getByLabel('Days').fill('100');
    await chain.getByRole('button', { name: 'Save' }).click();
    await expect(auditLog.getByText('The audit log is kept at least 365 days.')).toBeVisible();
    await auditLog.getByLabel('Keep').selectOption({ label: 'Forever' });

    await checklists.getByLabel('Keep').selectOption({ label: 'For a number of days' });
    await checklists.getByLabel('Days').fill('4000');
    await photos.getByLabel('Keep').selectOption({ label: 'For a number of days' });
    await photos.getByLabel('Days').fill('3650');
    await chain.getByRole('button', { name: 'Save' }).click();
    await expect(chain.getByText("The chain's periods were saved.")).toBeVisible();
    await admin.reload();
    await expect(checklists.getByLabel('Days')).toHaveValue('4000');
    await expect(photos.getByLabel('Days')).toHaveValue('3650');
    await expect(auditLog.getByLabel('Keep')).toHaveValue('rule');

    // The spec's own store: held, with a reason, and marked so.
    const stores = admin.getByRole('region', { name: 'Stores' });
    await stores.getByRole('searchbox').fill(store.storeNumber);
    const row = stores.getByRole('listitem').filter({ hasText: store.storeNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("4,000 days (the chain's)");
    await row.getByRole('switch', { name: 'Legal hold' }).click();
    const hold = admin.getByRole('dialog', { name: /^Put .* on legal hold\?$/ });
    await hold.getByRole('button', { name: 'Hold records' }).click();
    await expect(hold.getByText(/Say why the store.s records are held/)).toBeVisible();
    await hold.getByLabel('Reason').fill('Customer claim 2291');
    await hold.getByRole('button', { name: 'Hold records' }).click();
    await expect(hold).toHaveCount(0);
    await expect(row).toContainText('On legal hold');
    await expect(row).toContainText('Customer claim 2291');
    await expect(row.getByRole('switch', { name: 'Legal hold' })).toBeChecked();
    await checkScreen(admin, testInfo, 'retention');

    // The store's leader, erased from their form.
    const { leader } = store;
    await admin.goto(`/admin/users/${leader.id}`);
    await expect(admin.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'Erase personal data' }).click();
    const erase = admin.getByRole('dialog', {
      name: `Erase the personal data of ${leader.displayName}?`,
    });
    await expect(erase).toContainText('Former employee 4F2A');
    await expect(erase).toContainText('This cannot be undone.');
    await checkScreen(admin, testInfo, 'erase dialog');
    consoleErrors.expect(/status of 400 .*\/api\/users\/[\w-]+\/erase\b/, 'a wrong e-mail address');
    await erase.getByLabel(/Type their e-mail address/).fill('someone.else@e2e.test');
    await erase.getByRole('button', { name: 'Erase' }).click();
    await expect(
      erase.getByText("Type the person's e-mail address exactly to confirm."),
    ).toBeVisible();
    await erase.getByLabel(/Type their e-mail address/).fill(leader.email);
    await erase.getByRole('button', { name: 'Erase' }).click();
    await expect(admin).toHaveURL(/\/admin\/users$/);
    await expect(admin.getByText(/^The personal data of .* was erased\./)).toBeVisible();

    const search = admin.getByLabel('Search by email');
    const users = admin.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await search.fill(leader.email);
    await expect(users).toHaveCount(0);
    await search.fill(`erased-${leader.id}`);
    await expect(users).toHaveCount(1);
    await expect(users).toContainText(/Former employee \w{4}/);
    await expect(users).not.toContainText(leader.displayName);
  } finally {
    // Every other spec keeps everything: the chain's periods go back to forever.
    const reset = await adminApi.put('/api/retention', { data: KEEP_EVERYTHING });
    expect(reset.status(), await reset.text()).toBe(200);
  }
  await context.close();

  // Arabic, for a super admin of the spec's own (the seeded one's language is every spec's).
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `retention.${store.storeNumber}@e2e.test`,
    password: 'retention-pass-1',
  });
  await arabic.goto('/admin/retention');
  await expect(arabic.getByRole('heading', { name: 'الاحتفاظ بالبيانات', level: 1 })).toBeVisible();
  const arabicStores = arabic.getByRole('region', { name: 'المطاعم' });
  await arabicStores.getByRole('searchbox').fill(store.storeNumber);
  await expect(arabicStores.getByRole('listitem')).toContainText('تحت حجز قانوني');
  await checkScreen(arabic, testInfo, 'retention in arabic');
  await arabic.context().close();
});
