import type { ItemChange } from '#domain/checklists/item-state';
import { doneChange } from '#test/support/items';
import { DEFAULT_TRANSLATIONS } from '#domain/templates/default/translations';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  checklistDetailSchema,
  checklistHistorySchema,
  type ChecklistDetail,
  type ChecklistHistory,
} from '#domain/checklists/api';
import { currentSessionResponseSchema } from '#domain/auth/schemas';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import { signIn } from './session';

export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

export interface Credentials {
  email: string;
  password: string;
}

export async function phonePage(browser: Browser, account: Credentials): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return page;
}

/** Pages opened from now on are answered by the service worker, which keeps their data. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The signed-in person's store, as the server's session says. */
export async function sessionStoreId(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/auth/session');
  expect(answer.ok()).toBe(true);
  const { user } = currentSessionResponseSchema.parse(await answer.json());
  if (!user?.storeId) throw new Error('the session has no store');
  return user.storeId;
}

/** The signed-in person's store's checklist for a shift today (the existing one if there is). */
export async function todaysChecklist(
  page: Page,
  category: ShiftCategory,
): Promise<ChecklistDetail> {
  const storeId = await sessionStoreId(page.request);
  const response = await page.request.post('/api/checklists', {
    data: { storeId, category },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return checklistDetailSchema.parse(await response.json());
}

/**
 * A section's items still open that are ticked by their checkbox (not a reading or a question),
 * in the checklist's order.
 */
export function openTicks(checklist: ChecklistDetail, section: Section): ChecklistDetail['items'] {
  return checklist.items
    .filter((i) => i.section === section && i.kind === 'check' && !i.completed && !i.failed)
    .sort((a, b) => a.position - b.position);
}

export async function getChecklist(
  request: APIRequestContext,
  id: string,
): Promise<ChecklistDetail> {
  const response = await request.get(`/api/checklists/${id}`);
  expect(response.ok()).toBe(true);
  return checklistDetailSchema.parse(await response.json());
}

export async function getHistory(
  request: APIRequestContext,
  id: string,
): Promise<ChecklistHistory> {
  const response = await request.get(`/api/checklists/${id}/history`);
  expect(response.ok()).toBe(true);
  return checklistHistorySchema.parse(await response.json());
}

/** Changes an item through the API (ticks it, fails it...), and checks the server took it. */
export async function changeItem(
  request: APIRequestContext,
  checklistId: string,
  itemId: string,
  data: ItemChange,
): Promise<void> {
  const answer = await request.patch(`/api/checklists/${checklistId}/items/${itemId}`, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Does an item the way it asks through the API: ticks it, or reads it inside its limits. */
export function doItem(
  request: APIRequestContext,
  checklist: Pick<ChecklistDetail, 'id' | 'temperatureUnit'>,
  item: ChecklistDetail['items'][number],
): Promise<void> {
  return changeItem(request, checklist.id, item.id, doneChange(item, checklist.temperatureUnit));
}

export const saveIndicator = (page: Page) => page.getByTestId('save-indicator');
export const panel = (page: Page) => page.getByRole('tabpanel');

/**
 * An item's words as the test browser shows them: it reads US English, which words some default
 * items its own way (decision 042).
 */
export const shownText = (text: string): string => DEFAULT_TRANSLATIONS['en-US'][text] ?? text;

/**
 * `count` Travel Path ticks made `seconds` apart in all, ten minutes ago, as a phone without
 * signal queues them and sends them on reconnecting (each with the Made-At it was made at).
 */
export async function tickedInABurst(
  request: APIRequestContext,
  checklist: Pick<ChecklistDetail, 'id' | 'items'>,
  count: number,
  seconds: number,
): Promise<void> {
  const walk = checklist.items.filter(
    (item) =>
      item.section === 'travel-path' && item.kind === 'check' && !item.completed && !item.failed,
  );
  expect(walk.length).toBeGreaterThanOrEqual(count);
  const start = Date.now() - 10 * 60_000;
  for (const [i, item] of walk.slice(0, count).entries()) {
    const made = new Date(start + Math.round((i * seconds * 1000) / (count - 1)));
    const answer = await request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
      headers: { 'Made-At': made.toISOString() },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}
