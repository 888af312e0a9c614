// Two-factor sign-in with an authenticator app, at phone size. A super admin turns it on in
// Profile → Security by reading the setup key (what the app takes from the QR code), saves their
// recovery codes, signs out and back in with the app's code; the same code again is refused, a
// recovery code signs in once. A shift leader who reads Arabic sets it up, and a sign-in waiting
// for its code when the page opens (as after single sign-on) shows the code step. Each screen
// passes axe in both themes.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { userSavedSchema } from '#domain/users/schemas';
import { checkScreen } from './support/axe';
import { text } from './support/catalogue';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicPhone, openMenuIfCollapsed, signInThroughForm, signOut } from './support/session';

/** axe is injected into the page: the app's Content Security Policy would refuse it. */
const AXE = { bypassCSP: true };

/**
 * The code an authenticator app shows for the key, `steps` periods of 30 s ahead: the server
 * takes a code a step either side of now, and a code only once, so the sign-in after the setup
 * uses the next period's code rather than wait for it.
 */
function appCode(setupKey: string, steps = 0): string {
  const secret = Secret.fromBase32(setupKey.replace(/\s/g, ''));
  return TOTP.generate({ secret, timestamp: Date.now() + steps * 30_000 });
}

/** The setup key as the page shows it, for typing into an app. */
async function readSetupKey(page: Page): Promise<string> {
  const key = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  // The QR code beside it is drawn by the server: an image, no script.
  const qr = page.getByRole('img', { name: /QR/ }).or(page.locator('img[src^="data:image/svg"]'));
  await expect(qr.first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  return key;
}

async function openSecurity(page: Page, tab: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('tab', { name: tab }).click();
}

test('a super admin turns on two-factor by reading the key, then signs in with a code', async ({
  browser,
  adminApi,
  store,
  consoleErrors,
}, testInfo) => {
  consoleErrors.expect(/status of 401 .*\/api\/auth\/two-factor\b/, 'the used code is refused');
  const admin = { email: `two-factor.${store.storeNumber}@e2e.test`, password: 'two-factor-1' };
  const made = await adminApi.post('/api/users', {
    data: { ...admin, confirmPassword: admin.password, role: 'super-admin', storeId: null },
  });
  expect(made.status(), await made.text()).toBe(201);
  userSavedSchema.parse(await made.json());

  const context = await browser.newContext({ ...PHONE, ...AXE });
  const page = await context.newPage();
  await signInThroughForm(page, admin.email, admin.password);
  await openSecurity(page, 'Security');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await checkScreen(page, testInfo, 'profile two-factor setup');

  const key = await readSetupKey(page);
  await page.getByLabel('6-digit code').fill(appCode(key));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'shiftcheck-recovery-codes.txt',
  );
  await checkScreen(page, testInfo, 'recovery codes');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section).toContainText('10 recovery codes left.');

  // The password alone no longer signs in: the code step follows it.
  await signOut(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await checkScreen(page, testInfo, 'sign-in code step');
  const code = appCode(key, 1);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: the phone's menu button, then Log Out in its drawer.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // The same code again, in its own 30 seconds: refused. A recovery code signs in, once.
  await signOut(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code was already used. Wait for the next one.')).toBeVisible();
  await checkScreen(page, testInfo, 'sign-in code already used');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: the phone's menu button, then Log Out in its drawer.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await openSecurity(page, 'Security');
  await expect(section).toContainText('9 recovery codes left.');
  // Their role does not need it here (the suite's server asks it of nobody): they may turn it
  // off, with a current code.
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await context.close();
});

test('in Arabic: setting up the app, and a sign-in that waits for its code when the page opens', async ({
  browser,
  store,
}, testInfo) => {
  const leader = store.leader;
  const t = (key: string, values?: Record<string, string | number>) =>
    text('ar', 'two-factor', key, values);
  const page = await arabicPhone(browser, leader.email, leader.password);
  await openSecurity(page, text('ar', 'profile', 'securityTab'));
  await page.getByRole('button', { name: t('turnOn') }).click();
  await expect(page.getByRole('img', { name: t('qrAlt') })).toBeVisible();
  await checkScreen(page, testInfo, 'profile two-factor setup in Arabic');
  const key = await readSetupKey(page);
  await page.getByLabel(t('code')).fill(appCode(key));
  await page.getByRole('button', { name: t('turnOnWithCode'), exact: true }).click();
  await expect(page.getByRole('list', { name: t('recoveryCodesLabel') })).toBeVisible();
  await checkScreen(page, testInfo, 'recovery codes in Arabic');
  await page.context().close();

  // A browser reading Arabic whose password was taken (a sign-in from the API, as single
  // sign-on's return is): opening the app shows the code step, not the password form.
  const context = await browser.newContext({ ...PHONE, ...AXE, locale: 'ar' });
  const phone = await context.newPage();
  const first = await phone.request.post('/api/auth/sign-in', {
    data: { email: leader.email, password: leader.password },
  });
  expect(await first.json()).toEqual({ user: null, twoFactor: { enrol: false } });
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: t('stepTitle') })).toBeVisible();
  await checkScreen(phone, testInfo, 'sign-in code step in Arabic');
  await phone.getByLabel(t('code')).fill(appCode(key, 1));
  await phone.getByRole('button', { name: t('verify') }).click();
  await expect(phone.getByRole('heading', { name: t('stepTitle') })).toBeHidden();
  await expect
    .poll(async () => (await (await phone.request.get('/api/auth/session')).json()).user?.email)
    .toBe(leader.email);
  await context.close();
});
