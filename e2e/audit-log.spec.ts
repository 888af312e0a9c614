// The audit log (Admin → Audit log), clicked through on a phone: a super admin adds a person,
// someone types a wrong password for them, and the super admin opens the log from the menu,
// finds the person's creation by what was done and in which store, the refused sign-in by who,
// and downloads the entries shown as CSV. The screen passes axe at 375 px in both themes (and
// wide, as a table), in English and in Arabic.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { ADMIN } from './support/accounts';
import { checkScreen, wideShots } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicSuperAdmin, openFromMenu, signIn } from './support/session';
import { smallTouchTargets } from './support/touch-targets';

test('a super admin reads the audit log, filters it and downloads it', async ({
  browser,
  store,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);

  // Something to find: a person added to the store, and a wrong password typed for them.
  const email = `audited.${store.storeNumber}@e2e.test`;
  const made = await admin.request.post('/api/users', {
    data: {
      email,
      password: 'audited-pass-1',
      confirmPassword: 'audited-pass-1',
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Jordan Audit',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const refused = await adminApi.post('/api/auth/sign-in', {
    data: { email, password: 'not-the-password' },
  });
  expect(refused.status()).toBe(401);

  await openFromMenu(admin, 'Audit log', 'Audit log');
  const entries = admin.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();

  await admin.getByText('Filters', { exact: true }).click();
  // Two filters picked in one go, before the address has moved: both hold.
  const what = admin.getByLabel('What');
  const where = admin.getByLabel('Store');
  await expect(
    where.getByRole('option', { name: `${store.storeNumber} · ${store.name}` }),
  ).toBeAttached();
  await admin.evaluate(
    (picks: Record<string, string>) => {
      for (const [label, value] of Object.entries(picks)) {
        const field = [...document.querySelectorAll('label')].find(
          (l) => l.textContent === label,
        )?.control;
        if (!(field instanceof HTMLSelectElement)) throw new Error(`no ${label} field`);
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    { What: 'user.created', Store: store.id },
  );
  await expect(what).toHaveValue('user.created');
  await expect(where).toHaveValue(store.id);
  await expect(admin).toHaveURL(/action=user\.created/);
  // The fixture's manager and leader, and the person added here: by the super admin, each.
  await expect(entries).toHaveCount(3);
  const added = entries.filter({ hasText: email });
  await expect(added).toContainText('Person added');
  await expect(added).toContainText('Role');
  await expect(added).toContainText('Shift Leader');
  await checkScreen(admin, testInfo, 'audit log filtered on a phone');
  const { measured, small } = await smallTouchTargets(admin);
  expect(measured).toBeGreaterThan(5);
  expect(small, 'controls a finger cannot hit').toEqual([]);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^shiftcheck-audit-log-start-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const body = readFileSync((await download.path())!, 'utf8');
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header?.slice(0, 3)).toEqual(['id', 'at', 'action']);
  expect(rows).toHaveLength(3);
  expect(rows.every((row) => row[2] === 'user.created')).toBe(true);
  expect(rows.some((row) => row.includes(email))).toBe(true);

  // Who typed a wrong password for the person: found by their address.
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await admin.getByLabel('Who').fill(email);
  await expect(admin).toHaveURL(/who=/);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Sign-in refused');
  await expect(entries.first()).toContainText('Password');
  await checkScreen(admin, testInfo, 'a refused sign-in in the audit log');
  await wideShots(admin, testInfo, 'audit log');
  await context.close();

  // Arabic, for a second super admin (the seeded one's language is every spec's).
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `audit.${store.storeNumber}@e2e.test`,
    password: 'audit-pass-1',
  });
  await arabic.goto(`/admin/audit-log?storeId=${store.id}`);
  await expect(arabic.getByRole('heading', { name: 'سجل التدقيق', level: 1 })).toBeVisible();
  await expect(
    arabic.getByRole('list', { name: 'إدخالات سجل التدقيق' }).getByRole('listitem').first(),
  ).toBeVisible();
  await checkScreen(arabic, testInfo, 'audit log in arabic');
  await arabic.context().close();
});
