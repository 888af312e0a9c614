// A failure's corrective action where the failure shows (docs/decisions/047): under the failed
// item on the checklist, in its Issue Details, and on the daily card, with its owner, when it
// is due (then how overdue it is) and its status, on a phone in both themes, in English and in
// Arabic, clean under axe; and a store's own due times on the store form.
import type { Page } from '@playwright/test';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import { checklistDetailSchema, type ChecklistDetail } from '#domain/checklists/api';
import { adminStoreSchema } from '#domain/stores/api';
import { ADMIN } from './support/accounts';
import { expectAccessible } from './support/axe';
import { getChecklist, PHONE, todaysChecklist } from './support/checklists';
import { text } from './support/catalogue';
import { expect, test, type OwnStore } from './support/fixtures';
import { signIn } from './support/session';

const COMMENT = 'Walk-in freezer at -8°C';

/** The action under the failed item, on the checklist's Travel Path. */
const briefOnChecklist = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByTestId('checklist-item')
    .filter({ hasText: COMMENT })
    .getByTestId('action-brief');

/** The failure's action on the day shift's card. */
const briefOnCard = (page: Page) =>
  page.getByTestId('shift-card-day').getByTestId('shift-failures').getByTestId('action-brief');

/** The leader, signed in, with today's day checklist and its second Travel Path item failed as A. */
async function failedAsA(page: Page, store: OwnStore) {
  await signIn(page, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(page, 'day');
  const item = checklist.items.filter((i) => i.section === 'travel-path')[1];
  if (!item) throw new Error('the day checklist has too few Travel Path items');
  const failed = await page.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
    data: { type: 'fail', comment: COMMENT, priority: 'A' },
  });
  expect(failed.ok(), await failed.text()).toBe(true);
  return { checklist, item };
}

/** The failure's action as the checklist's answer has it. */
async function actionOf(page: Page, checklist: ChecklistDetail, itemId: string) {
  const action = (await getChecklist(page.request, checklist.id)).actions[itemId];
  if (!action) throw new Error('the failure has no action');
  return action;
}

test.describe('at 375 px, each screen in both themes', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ ...PHONE, bypassCSP: true });

  test('a priority A failure shows its owner, due time and status under the item and in its Issue Details', async ({
    page,
    store,
  }, testInfo) => {
    await signIn(page, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(page, 'day');
    await page.goto(`/checklists/${checklist.id}`);
    await page.getByRole('tab', { name: /Travel Path/ }).click();
    const row = page.getByRole('tabpanel').getByTestId('checklist-item').nth(1);
    await row.getByRole('button', { name: 'Fail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue Details' });
    await dialog.getByRole('radio', { name: /Priority A/ }).check();
    await dialog.getByLabel('Issue details').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // Once the server has it: open, owned by the leader who logged it, due half an hour on.
    const brief = briefOnChecklist(page);
    await expect(brief).toHaveAttribute('href', /^\/actions\/[\w-]+$/);
    await expect(brief.getByTestId('action-brief-status')).toHaveText('Open');
    await expect(brief.getByTestId('action-brief-owner')).toHaveText(
      `Owner: ${store.leader.displayName}`,
    );
    await expect(brief.getByTestId('action-brief-due')).toHaveText(/^Due \d{1,2}:\d{2}/);
    expect((await brief.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'checklist', testInfo);

    await row.getByRole('button', { name: /./ }).first().click();
    await expect(dialog.getByTestId('action-brief-status')).toHaveText('Open');
    await expectAccessible(page, 'Issue Details', testInfo);
  });

  test('the daily card lists the failure with its action, then counts how overdue it is', async ({
    page,
    store,
  }, testInfo) => {
    const { checklist, item } = await failedAsA(page, store);
    await page.goto('/');
    const card = briefOnCard(page);
    // The item in the browser's language (US English rewords the source).
    const language = await page.evaluate(() => navigator.languages.join(','));
    const read = await page.request.get(`/api/checklists/${checklist.id}`, {
      headers: { 'accept-language': language },
    });
    const shown = checklistDetailSchema.parse(await read.json()).translations?.items[item.id];
    await expect(card).toContainText(shown?.text ?? item.text);
    await expect(card).toContainText('Priority A');
    await expect(card.getByTestId('action-brief-status')).toHaveText('Open');
    await expect(card.getByTestId('action-brief-owner')).toHaveText(
      `Owner: ${store.leader.displayName}`,
    );
    await expect(card.getByTestId('action-brief-due')).toHaveText(/^Due \d{1,2}:\d{2}/);
    await expectAccessible(page, 'daily view', testInfo);

    // The screen's clock 25 minutes past the due time; the server's is untouched.
    const action = await actionOf(page, checklist, item.id);
    await page.clock.setFixedTime(new Date(Date.parse(action.dueAt) + 25 * 60_000 + 5_000));
    await page.reload();
    await expect(briefOnCard(page).getByTestId('action-brief-due')).toHaveText('Overdue by 25 min');
    await expectAccessible(page, 'daily view, overdue');
  });

  test('in Arabic the action reads right to left on the daily card and the checklist', async ({
    page,
    store,
  }, testInfo) => {
    const { checklist } = await failedAsA(page, store);
    const chosen = await page.request.put('/api/auth/language', { data: { locale: 'ar' } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const status = text('ar', 'action-briefs', 'status', { status: 'open' });
    const card = briefOnCard(page);
    await expect(card.getByTestId('action-brief-status')).toHaveText(status);
    await expect(card.getByTestId('action-brief-owner')).toHaveText(
      text('ar', 'action-briefs', 'owner', { name: store.leader.displayName }),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'daily view', testInfo);

    await page.goto(`/checklists/${checklist.id}`);
    await page.getByRole('tab').nth(1).click();
    await expect(briefOnChecklist(page).getByTestId('action-brief-status')).toHaveText(status);
    await expectAccessible(page, 'checklist');
  });

  test("a super admin sets the store's due times on the store form, and bad ones are refused", async ({
    page,
    store,
  }) => {
    const saved = async () => {
      const answer = await page.request.get(`/api/stores/${store.id}`);
      expect(answer.ok()).toBe(true);
      return adminStoreSchema.parse(await answer.json()).actionDueMinutes;
    };
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/stores/${store.id}`);
    const section = page.getByRole('region', { name: 'Corrective action due times' });
    const field = (priority: string) => section.getByLabel(`Priority ${priority} (minutes)`);
    // The defaults, shown as they are.
    for (const [priority, minutes] of [
      ['A', '30'],
      ['B', '30'],
      ['C', '180'],
      ['D', '4320'],
    ] as const) {
      await expect(field(priority)).toHaveValue(minutes);
    }
    await expect(section.getByText('Default 3 days')).toBeVisible();
    await expectAccessible(page, 'store form');

    await field('A').fill('3');
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(section.getByText(ACTION_MESSAGES.dueMinutesInvalid)).toBeVisible();
    await expect(field('A')).toHaveAttribute('aria-invalid', 'true');
    expect(await saved()).toBeNull();

    await field('A').fill('15');
    await field('D').fill('2880');
    await expect(section.getByText('2 days · default 3 days')).toBeVisible();
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(page.getByText('Store updated successfully')).toBeVisible();
    expect(await saved()).toEqual({ A: 15, B: 30, C: 180, D: 2880 });
    await page.reload();
    await expect(field('A')).toHaveValue('15');

    await section.getByRole('button', { name: 'Use the defaults' }).click();
    await expect(field('D')).toHaveValue('4320');
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(page.getByText('Store updated successfully')).toBeVisible();
    expect(await saved()).toBeNull();
  });
});
