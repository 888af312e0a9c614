import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Signs in as the app's sign-in form does (the same request, its cookie kept by the page's
 * context), then opens the app signed in: for tests about what comes after signing in. The form
 * itself is what signInThroughForm and the auth and accessibility specs exercise.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto('/');
  await expect(signedInShell(page)).toBeVisible();
}

/** Signs in by typing into the sign-in screen's form, as a person does. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(signedInShell(page)).toBeVisible();
}

/** What shows once someone is signed in: the sidebar on a desktop, the menu button on a phone. */
function signedInShell(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('button', { name: 'Open menu' }))
    .filter({ visible: true })
    .first();
}

/** The sidebar is a drawer on phones; on a desktop it is always there. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
}

export async function signOut(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/** The manager signs in and starts a new Night Shift template, "Harbour Night", in the form. */
export async function startNightTemplate(
  page: Page,
  manager: { email: string; password: string },
): Promise<void> {
  await signIn(page, manager.email, manager.password);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('link', { name: 'Create Template' }).click();
  await page.getByLabel('Template Title').fill('Harbour Night');
  await page.getByLabel('Shift Category').selectOption({ label: 'Night Shift' });
}

/**
 * A phone (375 px) signed in as `email` who reads Arabic, right to left. axe is injected as an
 * inline script, which the app's Content-Security-Policy rightly refuses: the page bypasses it.
 */
export async function arabicPhone(
  browser: Browser,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  const answer = await page.request.put('/api/auth/language', { data: { locale: 'ar' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  return page;
}

/**
 * A super admin of the spec's own who reads Arabic, on a phone (`arabicPhone`): the seeded super
 * admin's language is every spec's, so it is never changed.
 */
export async function arabicSuperAdmin(
  browser: Browser,
  adminApi: APIRequestContext,
  account: { email: string; password: string },
): Promise<Page> {
  const made = await adminApi.post('/api/users', {
    data: { ...account, confirmPassword: account.password, role: 'super-admin', storeId: null },
  });
  expect(made.status(), await made.text()).toBe(201);
  return arabicPhone(browser, account.email, account.password);
}

/** Opens a screen from the main menu (the drawer on a phone) and waits for its heading. */
export async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}
