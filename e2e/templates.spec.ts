import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { defaultTemplate } from '#test/support/items';
import { ADMIN } from './support/accounts';
import { todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { serverDataDir } from './support/server-data';
import { openMenuIfCollapsed, signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** The e2e server's own database file (see playwright.config.ts). */
const databaseFile = () => path.resolve(serverDataDir(), 'shiftcheck.db');

async function addItem(page: Page, text: string, section: string, subsection: string) {
  await page.getByRole('button', { name: 'Add New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Item' });
  await dialog.getByLabel('Primary Text').fill(text);
  await dialog.getByLabel('Section', { exact: true }).selectOption({ label: section });
  await dialog.getByLabel('Subsection').selectOption({ label: subsection });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
}

const itemTexts = (page: Page) => page.getByTestId('template-item').locator('p:first-child');
const row = (page: Page, title: string): Locator =>
  // The table on a desktop, the cards on a phone: only one of them shows.
  page.getByTestId(/template-(row|card)/).filter({ hasText: title, visible: true });

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a manager builds a store template in two sections, reorders it, and the next checklist of that shift uses it', async ({
    page,
    store,
  }) => {
    const manager = store.manager;
    await signIn(page, manager.email, manager.password);
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Checklist Templates' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Template' }).click();

    await page.getByLabel('Template Title').fill('Harbour Breakfast');
    await page.getByLabel('Shift Category').selectOption({ label: 'Breakfast Shift' });
    await expect(page.getByText('This template will be specific to your store')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Template' })).toBeDisabled();

    // The primary text is required, and its message clears once something is typed.
    await page.getByRole('button', { name: 'Add New Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Primary text is required')).toBeVisible();
    await dialog.getByLabel('Primary Text').fill('C');
    await expect(dialog.getByText('Primary text is required')).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addItem(page, 'Count the safe', 'Pre-Shift Planning', 'Miscellaneous');
    await addItem(
      page,
      'Litter pick the car park',
      'Travel Path',
      'Exterior, Car Park & Corral Areas',
    );
    await addItem(page, 'Check the float', 'Pre-Shift Planning', 'Miscellaneous');
    await expect(itemTexts(page)).toHaveText([
      'Count the safe',
      'Check the float',
      'Litter pick the car park',
    ]);
    const up = page.getByRole('button', { name: 'Move up: Check the float' });
    const box = await up.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await up.click();
    await expect(itemTexts(page)).toHaveText([
      'Check the float',
      'Count the safe',
      'Litter pick the car park',
    ]);

    await page.getByRole('button', { name: 'Create Template' }).click();
    await expect(page.getByText('Template created successfully')).toBeVisible();
    await expect(row(page, 'Harbour Breakfast')).toContainText(`Store ${store.storeNumber}`);
    await expect(row(page, 'Harbour Breakfast')).toContainText('3 items');

    // The store's first breakfast checklist, made from the new template.
    const checklist = await todaysChecklist(page, 'breakfast');
    expect(checklist.items.map((item) => item.text)).toEqual([
      'Check the float',
      'Count the safe',
      'Litter pick the car park',
    ]);
  });
});

test.describe('two store templates for one shift', () => {
  test.use(PHONE);

  test('the list marks the one new checklists use: the store’s most recent', async ({
    page,
    adminApi,
    store,
  }) => {
    for (const title of ['Night Crew A', 'Night Crew B']) {
      const created = await adminApi.post('/api/templates', {
        data: {
          title,
          category: 'night',
          storeId: store.id,
          items: [{ text: 'Lock the back door', section: 'post-shift', subsection: null }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await signIn(page, store.manager.email, store.manager.password);
    await page.goto('/admin/templates');
    await expect(row(page, 'Night Crew B').getByTestId('template-in-use')).toHaveText(
      'Used for new checklists',
    );
    await expect(row(page, 'Night Crew A').getByTestId('template-in-use')).toHaveCount(0);
    // The store has its own night templates, so the global one is not used for its nights.
    await expect(row(page, 'Night Shift Checklist').getByTestId('template-in-use')).toHaveCount(0);
  });
});

test.describe('a manager at a global template', () => {
  test.use(PHONE);

  test('sees why it opens no form, for edit and for duplicate, and finds the way back', async ({
    page,
    store,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 404 .*\/api\/templates\/no-such-template/, 'a made-up id');
    await signIn(page, store.manager.email, store.manager.password);
    await page.goto('/admin/templates');
    await expect(row(page, 'Day Shift Checklist')).toContainText('View only');

    for (const address of [
      '/admin/templates/default-day-template',
      '/admin/templates/duplicate/default-day-template',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Day Shift Checklist' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'Only super admins can edit or duplicate global templates. To start from this one, create a template and choose Import from Existing Template.',
      );
      await expect(page.getByLabel('Template Title')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Template$/ })).toHaveCount(0);
    }

    await page.goto('/admin/templates/no-such-template');
    await expect(page.getByRole('heading', { name: 'Template' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Template not found');
    await page.getByRole('link', { name: 'Back to Checklist Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Checklist Templates' })).toBeVisible();
  });
});

test('a super admin duplicates a default into a store template, imports items into a new one, and cannot delete a default', async ({
  page,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 403 .*\/api\/templates\/default-/,
    'the test tries to delete a default template',
  );
  const option = `${store.name} (${store.storeNumber})`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/templates');
  await page.getByRole('link', { name: 'Duplicate Day Shift Checklist' }).click();
  await expect(page.getByLabel('Template Title')).toHaveValue('Copy of Day Shift Checklist');
  await page.getByLabel('Template Title').fill('Riverside Day');
  await page.getByLabel('Store-specific template').check();
  await page.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('Please select a store for this template.')).toBeVisible();
  await page.getByLabel('Store', { exact: true }).selectOption({ label: option });
  await page.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(row(page, 'Riverside Day')).toContainText(`Store ${store.storeNumber}`);
  await expect(row(page, 'Riverside Day')).toContainText(`${defaultTemplate('day').items.length}`);

  await page.getByRole('link', { name: 'Create Template' }).click();
  await page.getByLabel('Template Title').fill('Riverside Night');
  await page.getByLabel('Shift Category').selectOption({ label: 'Night Shift' });
  await page.getByLabel('Store-specific template').check();
  await page.getByLabel('Store', { exact: true }).selectOption({ label: option });
  await page.getByRole('button', { name: 'Import from Existing Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Existing Template' });
  await expect(dialog.getByRole('radio', { name: /Night Shift Checklist/ })).toBeChecked();
  await expect(dialog).toContainText('Global');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText('Successfully imported items from "Night Shift Checklist"'),
  ).toBeVisible();
  const night = defaultTemplate('night').items.length;
  await expect(page.getByRole('heading', { name: `Checklist Items (${night})` })).toBeVisible();
  await page.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(row(page, 'Riverside Night')).toContainText(`${night}`);

  await page.getByLabel('Search templates').fill('BREAKFAST SHIFT');
  await expect(page.getByTestId('template-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Breakfast Shift Checklist' }).click();
  await expect(page.getByText('Confirm?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Default templates cannot be deleted. You can edit them instead.'),
  ).toBeVisible();
  await expect(row(page, 'Breakfast Shift Checklist')).toBeVisible();
  await page.getByLabel('Search templates').fill('no such template');
  await expect(page.getByText('No templates match your search criteria.')).toBeVisible();
});

test('seeding restores a default template that went missing, and then says none was missing', async ({
  page,
}) => {
  // Defaults cannot be deleted through the app, so this one goes from the database itself.
  const db = new Database(databaseFile());
  db.pragma('foreign_keys = ON');
  db.prepare("delete from templates where id = 'default-overnight-template'").run();
  db.close();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/templates');
  await page.getByLabel('Search templates').fill('Overnight');
  await expect(page.getByText('No templates match your search criteria.')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Seed Default Templates' }).click();
  await expect(
    page.getByText(
      'Default templates have been successfully created! Created: Overnight Shift Checklist.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Seed Default Templates' }).click();
  await expect(
    page.getByText('All four default templates already exist, so none was created.'),
  ).toBeVisible();

  await page.goto('/admin/templates');
  await expect(row(page, 'Overnight Shift Checklist')).toContainText(
    `${defaultTemplate('overnight').items.length}`,
  );
});
