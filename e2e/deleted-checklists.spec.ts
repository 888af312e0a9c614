import type { Page } from '@playwright/test';
import {
  DELETE_CHECKLIST_NOTICE,
  PRIORITY_A_DELETE_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { DELETED_CHECKLIST_MESSAGES } from '#domain/checklists/deleted';
import { ADMIN } from './support/accounts';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { openMenuIfCollapsed, signIn, signOut } from './support/session';

test.use(PHONE);

const card = (page: Page, shift: string) => page.getByRole('region', { name: shift });

test('a deleted checklist is restored by a super admin with its History; a priority A failure keeps it from a leader', async ({
  page,
  store,
}) => {
  await signIn(page, store.leader.email, store.leader.password);
  // Night: a travel-path item failed at priority A. Day: ticked once.
  const night = await todaysChecklist(page, 'night');
  const walkIn = night.items.find((item) => item.section === 'travel-path')!;
  const failed = await page.request.patch(`/api/checklists/${night.id}/items/${walkIn.id}`, {
    data: { type: 'fail', comment: 'Walk-in chiller at 9 °C', priority: 'A' },
  });
  expect(failed.ok()).toBe(true);
  const day = await todaysChecklist(page, 'day');
  const ticked = await page.request.patch(`/api/checklists/${day.id}/items/${day.items[0]!.id}`, {
    data: { type: 'complete', completed: true },
  });
  expect(ticked.ok()).toBe(true);
  await page.goto('/');

  // The leader may delete the day shift's checklist, not the one holding the A failure.
  await expect(
    card(page, 'Night Shift').getByText(`Created by ${store.leader.displayName}`),
  ).toBeVisible();
  await expect(
    card(page, 'Night Shift').getByRole('button', { name: 'Delete Night Shift checklist' }),
  ).toHaveCount(0);
  const refused = await page.request.delete(`/api/checklists/${night.id}`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(PRIORITY_A_DELETE_NOT_ALLOWED);

  await card(page, 'Day Shift').getByRole('button', { name: 'Delete Day Shift checklist' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Checklist' });
  await expect(dialog).toContainText(DELETE_CHECKLIST_NOTICE);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Day Shift').getByText('No checklist for this shift yet.')).toBeVisible();
  await signOut(page);

  // The super admin finds it under Deleted Checklists and brings it back.
  await signIn(page, ADMIN.email, ADMIN.password);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Deleted Checklists' }).click();
  await expect(page.getByRole('heading', { name: 'Deleted Checklists', level: 1 })).toBeVisible();
  const entry = page
    .getByRole('region')
    .filter({ hasText: store.name })
    .filter({ hasText: 'Day Shift' });
  await expect(entry).toContainText(`Deleted by ${store.leader.displayName}`);
  await expect(entry).toContainText('Can be restored until');
  await entry.getByRole('button', { name: /^Restore Day Shift/ }).click();
  await entry.getByRole('button', { name: 'Yes' }).click();
  const restored = page
    .getByRole('status')
    .filter({ hasText: DELETED_CHECKLIST_MESSAGES.restored });
  await expect(restored).toBeVisible();
  await expect(entry).toHaveCount(0);
  await restored.getByRole('link', { name: 'Open the checklist' }).click();

  await expect(page).toHaveURL(new RegExp(`/checklists/${day.id}$`));
  await expect(page.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(changes.nth(0)).toContainText('Restored the checklist');
  await expect(changes.nth(1)).toContainText('Deleted the checklist');
  await expect(changes.nth(1)).toContainText(store.leader.displayName);
});
