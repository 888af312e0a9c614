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

/**
 * A store and shift leader of the test's own, made through the admin API, so its checklists
 * never meet another spec's. Returns the leader signed in on a 375 px phone.
 */
export async function ownStoreLeader(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  contextOptions: BrowserContextOptions = {},
): Promise<{ page: Page; checklist: ChecklistDetail }> {
  expect((await request.post('/api/auth/sign-in', { data: ADMIN })).ok()).toBe(true);
  const storeNumber = String(Date.now() % 1_000_000);
  const store = await request.post('/api/stores', { data: { name, storeNumber } });
  expect(store.ok(), await store.text()).toBe(true);
  const { id: storeId } = (await store.json()) as { id: string };
  const email = `photos.${storeNumber}@e2e.test`;
  const password = 'photo-leader-1';
  const user = await request.post('/api/users', {
    data: {
      email,
      password,
      confirmPassword: password,
      role: 'shift-leader',
      storeId,
      displayName: 'Pia Photos',
    },
  });
  expect(user.ok(), await user.text()).toBe(true);

  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  const page = await context.newPage();
  await signIn(page, email, password);
  const created = await page.request.post('/api/checklists', {
    data: { storeId, category: 'breakfast' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { page, checklist: (await created.json()) as ChecklistDetail };
}
