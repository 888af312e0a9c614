import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { doItem, PHONE, todaysChecklist } from './checklists';
import type { OwnStore, Person } from './fixtures';
import { signIn } from './session';

/** A person of the test's own store, signed in on a 375 px phone. */
async function onPhone(
  browser: Browser,
  person: Person,
  contextOptions: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  return page;
}

/** The store's shift leader on a phone, with today's breakfast checklist. */
export async function storeLeaderWithChecklist(
  browser: Browser,
  store: OwnStore,
  contextOptions: BrowserContextOptions = {},
): Promise<{ page: Page; checklist: ChecklistDetail }> {
  const page = await onPhone(browser, store.leader, contextOptions);
  return { page, checklist: await todaysChecklist(page, 'breakfast') };
}

/** That store's manager, on a phone, once the leader has finished every item. */
export async function managerOfCompleteChecklist(
  browser: Browser,
  store: OwnStore,
  leader: Page,
  checklist: ChecklistDetail,
): Promise<Page> {
  for (const item of checklist.items) await doItem(leader.request, checklist, item);
  return onPhone(browser, store.manager, {});
}
