import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, seriousViolations } from './support/axe';
import { text } from './support/catalogue';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

const SPANISH = 'Español';

async function openItem(page: Page, text: string) {
  await page.getByRole('button', { name: `Edit: ${text}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const language = (page: Page, name: string) =>
  page.getByTestId('item-translation').filter({ hasText: name });

/** The store's leader, reading Spanish, on a phone, at tonight's checklist (started for it). */
async function spanishLeaderTonight(
  browser: Browser,
  account: { email: string; password: string },
): Promise<{ leader: Page; checklist: { id: string } }> {
  const leader = await browser.newPage({ ...PHONE });
  await signIn(leader, account.email, account.password);
  const chose = await leader.request.put('/api/auth/language', { data: { locale: 'es' } });
  expect(chose.ok()).toBe(true);
  const checklist = await todaysChecklist(leader, 'night');
  await leader.goto(`/checklists/${checklist.id}`);
  return { leader, checklist };
}

/** A store's template of one choice item, 'Floor by the fryers': Clean, or Needs mopping (fails). */
async function floorsTemplate(
  adminApi: APIRequestContext,
  storeId: string,
  category: 'day' | 'night',
  translations: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const created = await adminApi.post('/api/templates', {
    data: {
      title: 'Floors',
      category,
      storeId,
      items: [
        {
          text: 'Floor by the fryers',
          section: 'travel-path',
          subsection: null,
          kind: 'choice',
          choices: [
            { label: 'Clean', fails: false },
            { label: 'Needs mopping', fails: true },
          ],
          translations,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

test.describe('on a phone', () => {
  test.use({ ...PHONE, bypassCSP: true });

  test('a manager translates a critical item, sees it go stale when the English changes, and the crew reads it in Spanish', async ({
    page,
    browser,
    store,
  }, testInfo) => {
    await signIn(page, store.manager.email, store.manager.password);
    await page.goto('/admin/templates/new');
    await page.getByLabel('Template Title').fill('Walk-in checks');
    await page.getByLabel('Shift Category').selectOption({ label: 'Night Shift' });

    // A new item, critical, written in English and in Spanish.
    await page.getByRole('button', { name: 'Add New Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Item' });
    await add.getByLabel('Primary Text').fill('Walk-in at 5°C or below');
    await add.getByLabel('Details (Second Line)').fill('Probe the middle shelf');
    await add.getByLabel('Section', { exact: true }).selectOption({ label: 'Pre-Shift Planning' });
    await add.getByLabel('Critical item').check();
    const spanish = language(page, SPANISH);
    await expect(spanish.getByText('Missing', { exact: true })).toBeVisible();
    await spanish.locator('summary').click();
    await spanish.getByLabel('Translated text').fill('Cámara a 5°C o menos');
    await spanish.getByLabel('Translated details').fill('Medir la repisa del medio');
    await expect(spanish.getByText('Up to date', { exact: true })).toBeVisible();
    // US English reads the original where it has no words of its own.
    await expect(language(page, 'English (US)').getByText('Uses the original')).toBeVisible();
    expect(await seriousViolations(page), 'item dialog').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('item-dialog.png'), fullPage: true });
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expect(add).toBeHidden();

    const card = page.getByTestId('template-item').filter({ hasText: 'Walk-in at' });
    await expect(card.getByText('Critical', { exact: true })).toBeVisible();
    // Spanish written; French (Canada), Polish, Portuguese (Brazil), Chinese and Arabic missing.
    await expect(card.getByText('5 translations missing')).toBeVisible();
    await expect(page.getByTestId('translation-summary')).toHaveText(
      'Translations: none need updating; 1 item has some missing.',
    );
    await page.getByRole('button', { name: 'Create Template' }).click();
    await expect(page.getByText('Template created successfully')).toBeVisible();

    // The crew's next night checklist: a leader who reads Spanish sees the Spanish words.
    const { leader } = await spanishLeaderTonight(browser, store.leader);
    const row = leader.getByTestId('checklist-item').first();
    await expect(row.getByTestId('item-text')).toHaveText('Cámara a 5°C o menos');
    await expect(row).toContainText('Medir la repisa del medio');
    await row.getByRole('button', { name: 'Ver el original' }).click();
    await expect(row.locator('[lang="en-GB"]')).toContainText('Walk-in at 5°C or below');
    await leader.context().close();

    // The English changes: the Spanish is marked as needing an update, in the dialog and on the
    // item, until it is rewritten or confirmed.
    await page.getByRole('link', { name: 'Edit Walk-in checks' }).click();
    let dialog = await openItem(page, 'Walk-in at 5°C or below');
    await dialog.getByLabel('Primary Text').fill('Walk-in at 3°C or below');
    await expect(spanish.getByText('Needs updating', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(card.getByText('1 translation needs updating')).toBeVisible();
    await expect(page.getByTestId('translation-summary')).toHaveText(
      'Translations: 1 item needs updating; 1 item has some missing.',
    );

    dialog = await openItem(page, 'Walk-in at 3°C or below');
    await spanish.locator('summary').click();
    await spanish.getByLabel('Translated text').fill('Cámara a 3°C o menos');
    await expect(spanish.getByText('Up to date', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(card.getByText(/needs updating/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Update Template' }).click();
    await expect(page.getByText('Template updated successfully')).toBeVisible();
  });

  test('a stale translation that still says the right thing is confirmed with “Still correct”', async ({
    page,
    adminApi,
    store,
  }) => {
    const created = await adminApi.post('/api/templates', {
      data: {
        title: 'Lobby',
        category: 'day',
        storeId: store.id,
        items: [
          {
            text: 'Lobby swept',
            section: 'travel-path',
            subsection: null,
            translations: { es: { text: 'Salón barrido', details: null } },
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const template = await created.json();
    const reworded = await adminApi.put(`/api/templates/${template.id}`, {
      data: {
        title: template.title,
        category: template.category,
        storeId: template.storeId,
        version: template.version,
        items: [
          {
            id: template.items[0].id,
            text: 'Lobby swept and tidy',
            section: 'travel-path',
            subsection: null,
            translations: { es: { text: 'Salón barrido', details: null } },
          },
        ],
      },
    });
    expect(reworded.ok(), await reworded.text()).toBe(true);

    await signIn(page, store.manager.email, store.manager.password);
    await page.goto(`/admin/templates/${template.id}`);
    const card = page.getByTestId('template-item').filter({ hasText: 'Lobby swept' });
    await expect(card.getByText('1 translation needs updating')).toBeVisible();
    const dialog = await openItem(page, 'Lobby swept and tidy');
    const spanish = language(page, SPANISH);
    await expect(spanish.getByText('Needs updating', { exact: true })).toBeVisible();
    await spanish.locator('summary').click();
    await spanish.getByRole('button', { name: 'Still correct' }).click();
    await expect(spanish.getByText('Up to date', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(card.getByText(/needs updating/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Update Template' }).click();
    await expect(page.getByText('Template updated successfully')).toBeVisible();
    const saved = await (await adminApi.get(`/api/templates/${template.id}`)).json();
    expect(saved.items[0].translations.es).toEqual({
      text: 'Salón barrido',
      details: null,
      stale: false,
    });
  });

  test("a manager writes a choice's options in Spanish, and a Spanish leader answers by them", async ({
    page,
    browser,
    adminApi,
    store,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expect(/status of 400/, 'the first answer is refused on purpose');
    const template = await floorsTemplate(adminApi, store.id, 'night');

    await signIn(page, store.manager.email, store.manager.password);
    await page.goto(`/admin/templates/${template.id}`);
    const dialog = await openItem(page, 'Floor by the fryers');
    const spanish = language(page, SPANISH);
    await spanish.locator('summary').click();
    await spanish.getByLabel('Translated text').fill('Suelo junto a las freidoras');
    await spanish.getByLabel('Option “Clean” translated').fill('Limpio');
    await spanish.getByLabel('Option “Needs mopping” translated').fill('Hay que fregar');
    await expect(spanish.getByText('Up to date', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the options in Spanish', testInfo);
    await dialog.getByRole('button', { name: 'Save Item' }).click();
    await page.getByRole('button', { name: 'Update Template' }).click();
    await expect(page.getByText('Template updated successfully')).toBeVisible();

    const { leader, checklist } = await spanishLeaderTonight(browser, store.leader);
    await leader.getByRole('tab', { name: /Recorrido/ }).click();
    const row = leader.getByTestId('checklist-item').filter({ hasText: 'Suelo junto a' });
    await expect(row.getByRole('button', { name: 'Hay que fregar' })).toBeVisible();
    // A refused answer is named in the words the leader pressed it by.
    await leader.route(
      '**/api/checklists/*/items/*',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'bad_request', message: 'Rechazado' } }),
        }),
      { times: 1 },
    );
    await row.getByRole('button', { name: 'Limpio' }).click();
    const refused = text('es', 'checklists', 'writeAnswer', {
      value: '“Limpio”',
      item: 'Suelo junto a las freidoras',
    });
    await expect(leader.getByTestId('refused-changes')).toContainText(`${refused}: Rechazado`);
    await row.getByRole('button', { name: 'Limpio' }).click();
    await expect(row.getByRole('button', { name: 'Limpio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row.getByTestId('last-answer')).toContainText('Limpio');
    await row.getByRole('button', { name: 'Ver el original' }).click();
    await expect(row.locator('[lang="en-GB"]')).toContainText('Clean · Needs mopping');
    await expectAccessible(leader, 'the options answered in Spanish', testInfo);
    // The answer kept is the option itself, as the English-reading manager sees it.
    const saved = await (await adminApi.get(`/api/checklists/${checklist.id}`)).json();
    const floor = saved.items.find((item: { text: string }) => item.text === 'Floor by the fryers');
    expect(floor.answerValue).toBe('Clean');
    await leader.context().close();

    // An English option reworded: the Spanish words for the options need updating.
    await page.goto(`/admin/templates/${template.id}`);
    const again = await openItem(page, 'Floor by the fryers');
    await expect(spanish.getByText('Up to date', { exact: true })).toBeVisible();
    await again.getByRole('textbox', { name: 'Option 1' }).fill('Clean and dry');
    await expect(spanish.getByText('Needs updating', { exact: true })).toBeVisible();
    await again.getByRole('button', { name: 'Save Item' }).click();
    const card = page.getByTestId('template-item').filter({ hasText: 'Floor by the fryers' });
    await expect(card.getByText('1 translation needs updating')).toBeVisible();
  });

  test("a choice's options in the dialog of a manager who reads Arabic, right to left", async ({
    page,
    adminApi,
    store,
  }, testInfo) => {
    const template = await floorsTemplate(adminApi, store.id, 'day', {
      ar: { text: 'الأرضية بجانب المقالي', details: null, options: ['نظيفة', 'تحتاج مسحًا'] },
    });

    await signIn(page, store.manager.email, store.manager.password);
    const chose = await page.request.put('/api/auth/language', { data: { locale: 'ar' } });
    expect(chose.ok()).toBe(true);
    await page.goto(`/admin/templates/${template.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page
      .getByRole('button', {
        name: text('ar', 'templates', 'editItemNamed', { text: 'Floor by the fryers' }),
      })
      .click();
    await expect(
      page.getByRole('dialog', { name: text('ar', 'templates', 'editItem') }),
    ).toBeVisible();
    const arabic = language(page, 'العربية');
    await arabic.locator('summary').click();
    const option = arabic.getByLabel(
      text('ar', 'templates', 'translationOption', { option: 'Clean' }),
    );
    await expect(option).toHaveValue('نظيفة');
    await expect(option).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'the options in Arabic', testInfo);
  });
});
