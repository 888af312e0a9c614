import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { addDays, startOfWeek } from '#domain/dates';
import type { WeekReport } from '#domain/reports/api';
import { ACCOUNTS, ADMIN } from './support/accounts';
import { signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

async function pageAs(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, email, password);
  return page;
}

/** High Street's night shift three weeks back (no other test looks at it), complete. */
async function completeChecklist(leader: Page): Promise<string> {
  const report = (await (await leader.request.get('/api/reports/week')).json()) as WeekReport;
  const session = (await (await leader.request.get('/api/auth/session')).json()) as {
    user: { storeId: string };
  };
  const created = await leader.request.post('/api/checklists', {
    data: {
      storeId: session.user.storeId,
      category: 'night',
      date: addDays(startOfWeek(report.scope.today), -21 + 4),
    },
  });
  const checklist = (await created.json()) as ChecklistDetail;
  for (const item of checklist.items.filter((i) => !i.completed)) {
    await leader.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
    });
  }
  return checklist.id;
}

test('a super admin replaces a manager’s feedback with their own, under their own name', async ({
  browser,
}) => {
  const leader = await pageAs(browser, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const id = await completeChecklist(leader);
  await leader.context().close();

  const manager = await pageAs(browser, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const saved = await manager.request.put(`/api/checklists/${id}/feedback`, {
    data: { text: 'Tidy close, well done.' },
  });
  expect(saved.ok()).toBe(true);
  await manager.context().close();

  const admin = await pageAs(browser, ADMIN.email, ADMIN.password);
  await admin.goto(`/checklists/${id}`);
  const card = admin.getByTestId('store-feedback');
  await expect(card).toContainText('Tidy close, well done.');
  await expect(card).toContainText(ACCOUNTS.manager.displayName);
  // Someone else's words are never edited under their name.
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Replace with my feedback' }).click();
  await expect(card.getByLabel('Store feedback')).toHaveValue('');
  await card.getByLabel('Store feedback').fill('Please log the freezer temperature too.');
  await card.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(card).toContainText('Please log the freezer temperature too.');
  await expect(card).toContainText(`${ADMIN.email} ·`);
  await expect(card).not.toContainText(ACCOUNTS.manager.displayName);
  // Now it is the admin's own: edited in place.
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();

  await admin.reload();
  await expect(card).toContainText(`${ADMIN.email} ·`);
  await admin.context().close();
});
