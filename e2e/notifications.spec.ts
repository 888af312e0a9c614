import { expect, test, type Page } from '@playwright/test';
import type { ChecklistDetail, StoreDay } from '#domain/checklists/api';
import { SECTIONS } from '#domain/sections';
import { ACCOUNTS } from './support/accounts';
import { getChecklist, PHONE, todaysChecklist } from './support/checklists';
import { signIn } from './support/session';

const bell = (page: Page) => page.getByTestId('notification-bell').filter({ visible: true });

test('a leader logs a priority A failure; the manager’s bell shows it within a second and opens the checklist', async ({
  browser,
}) => {
  // Riverside: today's day checklist stays out of the store the views spec creates it in.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, ACCOUNTS.riversideManager.email, ACCOUNTS.riversideManager.password);
  await expect(manager.getByTestId('shift-cards')).toBeVisible();
  await expect(bell(manager)).toBeVisible();
  const before = (await bell(manager).getAttribute('aria-label')) ?? '';

  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, ACCOUNTS.otherLeader.email, ACCOUNTS.otherLeader.password);
  const checklist = await todaysChecklist(leader, 'day');
  const item = checklist.items.find(
    (i) => i.section === 'travel-path' && !i.completed && !i.failed,
  )!;
  await leader.goto(`/checklists/${checklist.id}`);
  await leader.getByRole('tab', { name: /Travel Path/ }).click();
  const row = leader
    .getByRole('tabpanel')
    .getByTestId('checklist-item')
    .filter({ hasText: item.text });
  await row.getByRole('button', { name: 'Fail' }).click();
  const dialog = leader.getByRole('dialog', { name: 'Issue Details' });
  await dialog.getByRole('radio', { name: /Priority A/ }).check();
  await dialog.getByLabel('Issue details').fill('Walk-in freezer at -8°C');
  await manager.waitForTimeout(300); // the manager's live stream is open by now
  await dialog.getByRole('button', { name: 'Save' }).click();
  const saved = Date.now();
  await expect(dialog).toBeHidden();

  await expect(bell(manager)).not.toHaveAttribute('aria-label', before, { timeout: 1_000 });
  expect(Date.now() - saved).toBeLessThan(1_500);
  await expect(bell(manager)).toHaveAttribute('aria-label', /Notifications, \d+ unread/);

  await bell(manager).click();
  await expect(manager.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await manager
    .getByRole('link', { name: new RegExp(`Priority A failure: ${escape(item.text)}`) })
    .click();
  await expect(manager).toHaveURL(new RegExp(`/checklists/${checklist.id}$`));
  await expect(manager.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  await expect(manager.getByText(checklist.title, { exact: true })).toBeVisible();

  await managerContext.close();
  await leaderContext.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const scheme of ['light', 'dark'] as const) {
  test(`the daily card shows Overdue for a past-due section, on a phone (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, colorScheme: scheme });
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    const leaderContext = await browser.newContext();
    const leader = await leaderContext.newPage();
    await signIn(leader, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
    let checklist: ChecklistDetail = await todaysChecklist(leader, 'breakfast');
    // Other specs may have finished today's breakfast checklist: reopen one item, so a
    // section is not done whatever ran before.
    if (SECTIONS.every((s) => checklist.timing.sections[s].doneAt !== null)) {
      const done = checklist.items.find((item) => item.section === 'pre-shift')!;
      const reopened = await leader.request.patch(
        `/api/checklists/${checklist.id}/items/${done.id}`,
        { data: { type: 'complete', completed: false } },
      );
      expect(reopened.ok()).toBe(true);
      checklist = await getChecklist(leader.request, checklist.id);
    }
    await leaderContext.close();
    const section = SECTIONS.find((s) => checklist.timing.sections[s].doneAt === null)!;
    const dueAt = new Date(checklist.timing.sections[section].dueAt);
    // The screen's clock 20 minutes past the due time; the server's is untouched.
    await page.clock.setFixedTime(new Date(dueAt.getTime() + 20 * 60_000 + 5_000));
    await page.goto('/');
    const card = page.getByTestId('shift-card-breakfast');
    await expect(card.getByTestId(`due-${section}`)).toHaveText('Overdue by 20 min');

    // A shift with no checklist, half an hour after it began: Not started.
    const day = (await (
      await page.request.get(`/api/stores/${checklist.storeId}/day`)
    ).json()) as StoreDay;
    const empty = day.timing.find((t) => !day.checklists.some((c) => c.category === t.category));
    if (empty) {
      await page.clock.setFixedTime(new Date(new Date(empty.notStartedAt).getTime() + 60_000));
      await page.reload();
      await expect(page.getByTestId(`shift-card-${empty.category}`)).toContainText('Not started');
      await page.clock.setFixedTime(new Date(dueAt.getTime() + 20 * 60_000 + 5_000));
      await page.reload();
    }
    await expect(card.getByTestId(`due-${section}`)).toHaveText('Overdue by 20 min');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/due-daily-375-${scheme}.png` });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await page.screenshot({ path: `.tmp/due-notifications-375-${scheme}.png`, fullPage: true });
    await context.close();
  });
}
