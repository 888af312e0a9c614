import { DEFAULT_TRANSLATIONS } from '#domain/templates/default/translations';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { text } from './support/catalogue';
import { todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicPhone, signIn } from './support/session';

const panel = (page: Page) => page.getByRole('tabpanel');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a leader who chose Spanish works in Spanish; the manager reads the same checklist in English', async ({
  browser,
  page,
  store,
}) => {
  await signIn(page, store.leader.email, store.leader.password);
  await expect(page.getByRole('heading', { name: 'Daily Checklists', level: 1 })).toBeVisible();

  // Profile → Language: the app speaks Spanish at once, and keeps it on the account.
  await page.goto('/profile');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(
    page.getByRole('heading', { name: text('es', 'profile', 'pageTitle'), level: 1 }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page
    .getByRole('navigation', { name: text('es', 'shell', 'mainNavigation') })
    .getByRole('link', { name: text('es', 'shell', 'navDaily') })
    .click();
  await expect(
    page.getByRole('heading', { name: text('es', 'daily', 'heading'), level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: text('es', 'labels', 'shiftName', { category: 'day' }) }),
  ).toBeVisible();

  // The checklist: its sections and buttons in Spanish; a failure without details is refused
  // in Spanish.
  const checklist = await todaysChecklist(page, 'day');
  await page.goto(`/checklists/${checklist.id}`);
  await page
    .getByRole('tab', {
      name: new RegExp(text('es', 'item-labels', 'sectionTab', { section: 'travel' })),
    })
    .click();
  // The default items read in Spanish, their English one tap away.
  const row = panel(page).getByTestId('checklist-item').nth(1);
  const itemText = (await row.getByTestId('item-text').textContent())?.trim() ?? '';
  await row.getByRole('button', { name: text('es', 'checklists', 'showOriginal') }).click();
  const original = row.locator('[lang="en-GB"]');
  await expect(original).toBeVisible();
  const englishText = (await original.locator('p').first().textContent())?.trim() ?? '';
  expect(itemText).toBe(DEFAULT_TRANSLATIONS.es[englishText]);
  await row.getByRole('button', { name: text('es', 'checklists', 'hideOriginal') }).click();
  await expect(original).toBeHidden();
  await row.getByRole('button', { name: text('es', 'checklists', 'fail') }).click();
  const dialog = page.getByRole('dialog', { name: text('es', 'checklists', 'issueDetailsTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('es', 'checklists', 'save') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    text('es', 'rules-checklists', 'issueCommentRequired'),
  );
  await dialog
    .getByLabel(text('es', 'checklists', 'issueDetailsLabel'))
    .fill('Tapa del contenedor rota');
  await dialog.getByRole('button', { name: text('es', 'checklists', 'save') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(text('es', 'checklists', 'openIssue'), { exact: true })).toBeVisible();
  // The History says so in Spanish, naming the item in its Spanish words.
  await page.getByRole('button', { name: text('es', 'checklists', 'history') }).click();
  await expect(page.getByTestId('history-event').first()).toHaveText(
    new RegExp(`^${escape(text('es', 'rules-history', 'issueLogged', { item: itemText }))}`),
  );

  // The manager, in English, reads the same checklist and the leader's words as written.
  const manager = await browser.newPage();
  await signIn(manager, store.manager.email, store.manager.password);
  await manager.goto(`/checklists/${checklist.id}`);
  await manager.getByRole('tab', { name: /Travel Path/ }).click();
  // Their browser reads US English: the item in its US words where it has some.
  const usText = DEFAULT_TRANSLATIONS['en-US'][englishText] ?? englishText;
  const managerRow = panel(manager).getByTestId('checklist-item').filter({ hasText: usText });
  await expect(managerRow.getByTestId('item-text')).toHaveText(usText);
  // US English rewords the British source: there is no other original to show.
  await expect(manager.getByRole('button', { name: 'Show the original' })).toHaveCount(0);
  await expect(managerRow.getByText('Open issue', { exact: true })).toBeVisible();
  await expect(managerRow.getByText('Tapa del contenedor rota')).toBeVisible();
  await expect(manager.locator('html')).toHaveAttribute('lang', 'en-US');
  await manager.context().close();
});

test('in Arabic the app reads right to left at 375 px, and passes axe in both themes', async ({
  browser,
  store,
}, testInfo) => {
  const page = await arabicPhone(browser, store.leader.email, store.leader.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { name: text('ar', 'daily', 'heading'), level: 1 }),
  ).toBeVisible();

  // The menu button sits on the right, and the drawer opens from the right edge.
  const menuButton = page.getByRole('button', { name: text('ar', 'shell', 'openMenu') });
  const button = await menuButton.boundingBox();
  expect(button && button.x + button.width / 2).toBeGreaterThan(375 / 2);
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: text('ar', 'shell', 'menuTitle') });
  await expect(drawer).toBeVisible();
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(375);
  await expectAccessible(page, 'menu');
  await page.keyboard.press('Escape');
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'ar daily', testInfo);

  const checklist = await todaysChecklist(page, 'day');
  await page.goto(`/checklists/${checklist.id}`);
  await expect(page.getByRole('tablist')).toBeVisible();
  // The tab bar reads from the right: the first section's tab is the rightmost.
  const tabs = page.getByRole('tab');
  const first = await tabs.first().boundingBox();
  const last = await tabs.last().boundingBox();
  expect(first && last && first.x).toBeGreaterThan(last?.x ?? Infinity);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The default items read in Arabic; the English original opens left to right beneath.
  const row = page.getByRole('tabpanel').getByTestId('checklist-item').first();
  const arabicText = (await row.getByTestId('item-text').textContent())?.trim() ?? '';
  await row.getByRole('button', { name: text('ar', 'checklists', 'showOriginal') }).click();
  const original = row.locator('[lang="en-GB"]');
  await expect(original).toHaveAttribute('dir', 'ltr');
  const englishText = (await original.locator('p').first().textContent())?.trim() ?? '';
  expect(arabicText).toBe(DEFAULT_TRANSLATIONS.ar[englishText]);
  await expectAccessible(page, 'ar checklist', testInfo);

  for (const [path, heading] of [
    ['/weekly', text('ar', 'weekly', 'heading')],
    ['/monthly', text('ar', 'monthly', 'heading')],
    ['/records', text('ar', 'records', 'heading')],
    ['/profile', text('ar', 'profile', 'pageTitle')],
    ['/notifications', text('ar', 'notifications', 'title')],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(0);
    await expectAccessible(page, `ar ${path}`, testInfo);
  }
  await page.context().close();
});
