import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { adminStoreSchema } from '#domain/stores/api';
import { userSavedSchema } from '#domain/users/schemas';
import { ADMIN } from './accounts';
import { PHONE } from './checklists';
import { signIn } from './session';

let made = 0;

/** What the own stores hold, so the test can take them away again (see removeOwnStores). */
const own = { storeIds: new Set<string>(), userIds: new Set<string>() };

/** A store of the test's own, made through the admin API, so it never meets another spec's. */
async function ownStore(request: APIRequestContext, name: string): Promise<string> {
  expect((await request.post('/api/auth/sign-in', { data: ADMIN })).ok()).toBe(true);
  const storeNumber = String((Date.now() % 100_000) * 10 + (made++ % 10));
  const store = await request.post('/api/stores', { data: { name, storeNumber } });
  expect(store.ok(), await store.text()).toBe(true);
  const { id } = adminStoreSchema.parse(await store.json());
  own.storeIds.add(id);
  return id;
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
  own.userIds.add(userSavedSchema.parse(await user.json()).user.id);
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

/**
 * Deletes the stores the test made, with their people and today's checklists, so specs that
 * count the seeded stores never meet them. For a test's afterEach, with its `request`.
 */
export async function removeOwnStores(request: APIRequestContext): Promise<void> {
  if (own.storeIds.size === 0) return;
  expect((await request.post('/api/auth/sign-in', { data: ADMIN })).ok()).toBe(true);
  for (const storeId of own.storeIds) {
    const day = await request.get(`/api/stores/${storeId}/day`);
    const { checklists } = (await day.json()) as { checklists: { id: string }[] };
    for (const { id } of checklists) {
      expect((await request.delete(`/api/checklists/${id}`)).ok()).toBe(true);
    }
  }
  for (const userId of own.userIds) {
    expect((await request.delete(`/api/users/${userId}`)).ok()).toBe(true);
  }
  for (const storeId of own.storeIds) {
    const removed = await request.delete(`/api/stores/${storeId}`);
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  own.storeIds.clear();
  own.userIds.clear();
}
