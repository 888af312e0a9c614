import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ChecklistDetail, ChecklistHistory } from '#domain/checklists/api';
import type { ShiftCategory } from '#domain/shifts';
import type { ACCOUNTS } from './accounts';
import { signIn } from './session';

export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

export async function phonePage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return page;
}

/** The signed-in person's store's checklist for a shift today (the existing one if there is). */
export async function todaysChecklist(
  page: Page,
  category: ShiftCategory,
): Promise<ChecklistDetail> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { storeId: string };
  };
  const response = await page.request.post('/api/checklists', {
    data: { storeId: session.user.storeId, category },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ChecklistDetail;
}

export async function getChecklist(
  request: APIRequestContext,
  id: string,
): Promise<ChecklistDetail> {
  const response = await request.get(`/api/checklists/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ChecklistDetail;
}

export async function getHistory(
  request: APIRequestContext,
  id: string,
): Promise<ChecklistHistory> {
  const response = await request.get(`/api/checklists/${id}/history`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ChecklistHistory;
}

export const saveIndicator = (page: Page) => page.getByTestId('save-indicator');
export const panel = (page: Page) => page.getByRole('tabpanel');
