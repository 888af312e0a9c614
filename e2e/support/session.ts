import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('sidebar-user').first()).toBeAttached();
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
