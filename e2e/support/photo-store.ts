import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { ChecklistDetail } from '../../src/domain/checklists/api';
import { ADMIN } from './accounts';
import { PHONE } from './checklists';
import { signIn } from './session';

let made = 0;

/** A store of the test's own, made through the admin API, so it never meets another spec's. */
async function ownStore(request: APIRequestContext, name: string): Promise<string> {
  expect((await request.post('/api/auth/sign-in', { data: ADMIN })).ok()).toBe(true);
  const storeNumber = String((Date.now() % 100_000) * 10 + (made++ % 10));
  const store = await request.post('/api/stores', { data: { name, storeNumber } });
  expect(store.ok(), await store.text()).toBe(true);
  return ((await store.json()) as { id: string }).id;
}

/** A person of that store, signed in on a 375 px phone. */
async function personIn(
  browser: Browser,
  request: APIRequestContext,
  storeId: string,
  role: 'shift-leader' | 'store',
  contextOptions: BrowserContextOptions,
): Promise<Page> {
  const email = `photos.${role}.${Date.now()}.${made++}@e2e.test`;
  const password = 'photo-person-1';
  const user = await request.post('/api/users', {
    data: { email, password, confirmPassword: password, role, storeId, displayName: null },
  });
  expect(user.ok(), await user.text()).toBe(true);
  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** A shift leader of a store of the test's own, on a phone, with today's breakfast checklist. */
export async function ownStoreLeader(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  contextOptions: BrowserContextOptions = {},
): Promise<{ page: Page; checklist: ChecklistDetail; storeId: string }> {
  const storeId = await ownStore(request, name);
  const page = await personIn(browser, request, storeId, 'shift-leader', contextOptions);
  const created = await page.request.post('/api/checklists', {
    data: { storeId, category: 'breakfast' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { page, checklist: (await created.json()) as ChecklistDetail, storeId };
}

/** That store's manager, on a phone, once the leader has finished every item. */
export async function managerOfCompleteChecklist(
  browser: Browser,
  request: APIRequestContext,
  leader: Page,
  checklist: ChecklistDetail,
  storeId: string,
): Promise<Page> {
  for (const item of checklist.items) {
    const ticked = await leader.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
    });
    expect(ticked.ok()).toBe(true);
  }
  return personIn(browser, request, storeId, 'store', {});
}
