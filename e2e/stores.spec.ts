import type { Page } from '@playwright/test';
import { DUE_MESSAGES } from '#domain/due/settings';
import { adminStoreSchema } from '#domain/stores/api';
import { STORE_MESSAGES } from '#domain/stores/messages';
import { ADMIN } from './support/accounts';
import { expect, test, uniqueStoreNumber } from './support/fixtures';
import { openMenuIfCollapsed, signIn } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** Desktop in the light theme, the phone in the dark one. */
const LAYOUTS = [
  { name: 'desktop, light', use: { colorScheme: 'light' as const } },
  { name: 'phone, dark', use: { ...PHONE, colorScheme: 'dark' as const } },
];

/** The stores shown, in order: table rows on a desktop, cards on a phone. */
const storeEntries = (page: Page) =>
  page.locator('[data-testid="store-row"]:visible, [data-testid="store-card"]:visible');
const shiftBlock = (page: Page, shift: string) =>
  page.getByRole('group', { name: `${shift} shift` });
const shiftCard = (page: Page, name: string) => page.getByRole('region', { name });

async function openStoreManagement(page: Page) {
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores' })
    .click();
  await expect(page.getByRole('heading', { name: 'Store Management', level: 1 })).toBeVisible();
}

for (const layout of LAYOUTS) {
  test.describe(layout.name, () => {
    test.use(layout.use);

    test('a super admin creates a store with overnight, changes its shifts, and the daily view follows', async ({
      page,
    }, testInfo) => {
      const number = uniqueStoreNumber(testInfo.workerIndex);
      const name = `Harbour Front ${number}`;
      await signIn(page, ADMIN.email, ADMIN.password);
      await openStoreManagement(page);
      await page.getByRole('link', { name: 'Add Store' }).click();
      await expect(page.getByRole('heading', { name: 'Create New Store' })).toBeVisible();
      await expect(page.getByText(STORE_MESSAGES.numberHint)).toBeVisible();

      await page.getByLabel('Store Name').fill(name);
      await page.getByLabel('Store Number').fill(number);
      await page.getByRole('switch', { name: 'Overnight' }).click();
      const overnight = shiftBlock(page, 'Overnight');
      await expect(overnight).toContainText('typically spans midnight');
      await overnight.getByLabel('Start Time').fill('');
      await page.getByRole('button', { name: 'Create Store' }).click();
      await expect(overnight.getByText(STORE_MESSAGES.overnightTimesRequired)).toBeVisible();
      await expect(overnight.getByLabel('Start Time')).toHaveAttribute('aria-invalid', 'true');

      await overnight.getByLabel('Start Time').fill('23:00');
      await overnight.getByLabel('End Time').fill('05:00');
      await page.getByRole('button', { name: 'Create Store' }).click();
      await expect(page.getByText(STORE_MESSAGES.created)).toBeVisible();
      // Cleared, with the default shifts again.
      await expect(page.getByLabel('Store Name')).toHaveValue('');
      await expect(page.getByRole('switch', { name: 'Overnight' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Breakfast' })).toBeChecked();

      // The daily view offers the new store and shows its overnight shift.
      await openMenuIfCollapsed(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Daily' })
        .click();
      await page.getByRole('combobox', { name: 'Search stores' }).fill(number);
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await expect(shiftCard(page, 'Overnight Shift')).toBeVisible();
      await expect(shiftCard(page, 'Breakfast Shift')).not.toContainText(
        'This shift is not enabled for this store.',
      );

      // The settings dialog turns breakfast and overnight off.
      await openStoreManagement(page);
      await page.getByRole('searchbox').fill(number);
      await expect(storeEntries(page)).toHaveCount(1);
      await expect(storeEntries(page).first()).toContainText('Overnight');
      await page
        .getByRole('button', { name: `Shift settings for ${name} (Store ${number})` })
        .click();
      const dialog = page.getByRole('dialog', {
        name: `Shift Settings: ${name} (Store ${number})`,
      });
      await dialog.getByRole('switch', { name: 'Breakfast' }).click();
      await dialog.getByRole('switch', { name: 'Overnight' }).click();
      // Due times: Pre-Shift Planning 45 minutes in; a value out of range is named first.
      const preShift = dialog.getByLabel('Pre-Shift Planning: minutes after the shift starts');
      await expect(preShift).toHaveValue('30');
      await preShift.fill('1000');
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await expect(dialog.getByText(DUE_MESSAGES.minutes)).toBeVisible();
      await preShift.fill('45');
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await expect(dialog.getByText(STORE_MESSAGES.settingsUpdated)).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 4000 });
      await expect(storeEntries(page).first()).not.toContainText('Breakfast');
      await page
        .getByRole('button', { name: `Shift settings for ${name} (Store ${number})` })
        .click();
      await expect(
        dialog.getByLabel('Pre-Shift Planning: minutes after the shift starts'),
      ).toHaveValue('45');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await openMenuIfCollapsed(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Daily' })
        .click();
      await expect(shiftCard(page, 'Breakfast Shift')).toContainText(
        'This shift is not enabled for this store.',
      );
      await expect(shiftCard(page, 'Overnight Shift')).toHaveCount(0);

      // Edit, then delete the store, which is still empty.
      await openStoreManagement(page);
      await page.getByRole('searchbox').fill(number);
      await page.getByRole('link', { name: `Edit ${name} (Store ${number})` }).click();
      await expect(page.getByRole('heading', { name: 'Edit Store' })).toBeVisible();
      await page.getByLabel('Store Name').fill(`${name} Quay`);
      await page.getByRole('button', { name: 'Update Store' }).click();
      await expect(page.getByText(STORE_MESSAGES.updated)).toBeVisible();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.getByRole('searchbox').fill(number);
      await page.getByRole('button', { name: `Delete ${name} Quay (Store ${number})` }).click();
      await expect(page.getByText('Confirm?')).toBeVisible();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText(STORE_MESSAGES.noMatches)).toBeVisible();
    });

    test('the list sorts by number, searches, and refuses to delete a store with people', async ({
      page,
      adminApi,
      store,
      consoleErrors,
    }, testInfo) => {
      consoleErrors.expect(/status of 409 .*\/api\/stores\//, 'a store with people is not deleted');
      // Three stores of the test's own, made out of their numbers' order, one name in common.
      // Letters only, so that a search for the own store's number finds none of them.
      const family = `Sortwell ${store.storeNumber.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
      const [low, middle, high] = [1, 2, 3].map(() => uniqueStoreNumber(testInfo.workerIndex));
      for (const [number, street] of [
        [high, 'Dock'],
        [low, 'River'],
        [middle, 'Hill'],
      ] as const) {
        const made = await adminApi.post('/api/stores', {
          data: { name: `${family} ${street}`, storeNumber: number },
        });
        expect(made.status(), await made.text()).toBe(201);
        adminStoreSchema.parse(await made.json());
      }
      await signIn(page, ADMIN.email, ADMIN.password);
      await openStoreManagement(page);
      const search = page.getByRole('searchbox');
      await search.fill(family);
      await expect(storeEntries(page)).toHaveCount(3);
      for (const [index, storeNumber] of [low, middle, high].entries()) {
        await expect(storeEntries(page).nth(index)).toContainText(storeNumber ?? '');
      }

      await search.fill(`${family} RIVER`.toUpperCase());
      await expect(storeEntries(page)).toHaveCount(1);
      await expect(storeEntries(page).first()).toContainText(`${family} River`);
      await search.fill(store.storeNumber.slice(1));
      await expect(storeEntries(page)).toHaveCount(1);
      await search.fill('no such store');
      await expect(page.getByText(STORE_MESSAGES.noMatches)).toBeVisible();

      // The test's own store has its manager and leader.
      await search.fill(store.name);
      const label = store.label;
      await page.getByRole('button', { name: `Delete ${label}` }).click();
      await page.getByRole('button', { name: 'No' }).click();
      await page.getByRole('button', { name: `Delete ${label}` }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This store still has 2 users. Move or delete them first.',
      );
      await expect(storeEntries(page)).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('Store Management is for super admins only', async ({ page, store }) => {
  await signIn(page, store.manager.email, store.manager.password);
  await openMenuIfCollapsed(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stores' }),
  ).toHaveCount(0);
  await page.goto('/admin/stores');
  await expect(page).toHaveURL(/\/$/);
});
