import type { Browser, Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { doItem, PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

async function pageAs(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, email, password);
  return page;
}

/** Today's night shift of the test's own store, complete. */
async function completeChecklist(leader: Page): Promise<string> {
  const checklist = await todaysChecklist(leader, 'night');
  for (const item of checklist.items.filter((i) => !i.completed)) {
    await doItem(leader.request, checklist, item);
  }
  return checklist.id;
}

test('a super admin replaces a manager’s feedback with their own, under their own name', async ({
  browser,
  store,
}) => {
  const leader = await pageAs(browser, store.leader.email, store.leader.password);
  const id = await completeChecklist(leader);
  await leader.context().close();

  const manager = await pageAs(browser, store.manager.email, store.manager.password);
  const saved = await manager.request.put(`/api/checklists/${id}/feedback`, {
    data: { text: 'Tidy close, well done.' },
  });
  expect(saved.ok()).toBe(true);
  await manager.context().close();

  const admin = await pageAs(browser, ADMIN.email, ADMIN.password);
  await admin.goto(`/checklists/${id}`);
  const card = admin.getByTestId('store-feedback');
  await expect(card).toContainText('Tidy close, well done.');
  await expect(card).toContainText(store.manager.displayName);
  // Someone else's words are never edited under their name.
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Replace with my feedback' }).click();
  await expect(card.getByLabel('Store feedback')).toHaveValue('');
  await card.getByLabel('Store feedback').fill('Please log the freezer temperature too.');
  await card.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(card).toContainText('Please log the freezer temperature too.');
  await expect(card).toContainText(`${ADMIN.email} ·`);
  await expect(card).not.toContainText(store.manager.displayName);
  // Now it is the admin's own: edited in place.
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();

  await admin.reload();
  await expect(card).toContainText(`${ADMIN.email} ·`);
  await admin.context().close();
});
