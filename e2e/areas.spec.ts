// Areas (docs/decisions/048): a super admin groups two stores into an area and makes its area
// manager; the area manager sees those two stores, picks among them, and runs their people.
import type { Page } from '@playwright/test';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { USER_MESSAGES } from '#domain/users/messages';
import { ADMIN } from './support/accounts';
import { checkScreen, wideShots } from './support/axe';
import { text } from './support/catalogue';
import { createStore, expect, test, type OwnStore } from './support/fixtures';
import { arabicPhone, openFromMenu, openMenuIfCollapsed, signIn, signOut } from './support/session';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

const storeLabel = (store: OwnStore) => `${store.storeNumber} · ${store.name}`;

/** Ticks a store in the area form, found by the filter as a person with 1,500 stores would. */
async function tick(page: Page, store: OwnStore) {
  await page
    .getByRole('searchbox', { name: 'Filter stores by name or number' })
    .fill(store.storeNumber);
  await page.getByRole('checkbox', { name: storeLabel(store) }).check();
}

test.describe('on a phone', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ ...PHONE, bypassCSP: true });

  test('a super admin makes an area of two stores and its manager, who sees those two and not a third', async ({
    page,
    adminApi,
    store,
    otherStore,
  }, testInfo) => {
    const third = await createStore(adminApi, testInfo.workerIndex, 'Pier');
    const areaName = `North ${store.storeNumber}`;
    await signIn(page, ADMIN.email, ADMIN.password);

    // The Areas screen, and an area of two stores.
    await openFromMenu(page, 'Areas', 'Areas');
    await page.getByRole('link', { name: 'Add area' }).click();
    await expect(page.getByRole('heading', { name: 'Add area', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create area' }).click();
    await expect(page.getByText(AREA_MESSAGES.nameRequired)).toBeVisible();
    await checkScreen(page, testInfo, 'area form with an error');
    await page.getByLabel('Area name').fill(areaName);
    await tick(page, store);
    await tick(page, otherStore);
    await expect(page.getByText('2 chosen.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter stores by name or number' }).fill('');
    await checkScreen(page, testInfo, 'area form');
    await wideShots(page, testInfo, 'area form');
    await page.getByRole('button', { name: 'Create area' }).click();

    await expect(page.getByRole('heading', { name: 'Areas', level: 1 })).toBeVisible();
    const card = page.getByTestId('area-card').filter({ hasText: areaName });
    await expect(card).toContainText('2 stores');
    await expect(card).toContainText('No area manager yet');
    const stores = card.getByRole('list', { name: `Stores of ${areaName}` });
    await expect(stores.getByRole('listitem')).toHaveText([
      storeLabel(store),
      storeLabel(otherStore),
    ]);
    await checkScreen(page, testInfo, 'areas list');
    await wideShots(page, testInfo, 'areas list');

    // The area manager, made in the user form: the role asks for an area instead of a store.
    const email = `area.${store.storeNumber}@e2e.test`;
    const password = `area-pass-${store.storeNumber}`;
    await openFromMenu(page, 'Users', 'User Management');
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role').selectOption({ label: 'Area Manager' });
    await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
    await page.getByLabel('Display name (optional)').fill('Dana Area');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText(USER_MESSAGES.areaRequired)).toBeVisible();
    await page.getByLabel('Area', { exact: true }).selectOption({ label: areaName });
    await checkScreen(page, testInfo, 'user form for an area manager');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText(USER_MESSAGES.created)).toBeVisible();

    // The list names the area's manager now.
    await openFromMenu(page, 'Areas', 'Areas');
    await expect(card).toContainText('Area managers: Dana Area');
    await signOut(page);

    // Dana: her two stores to choose from, not the third.
    await signIn(page, email, password);
    const choice = page.getByRole('region', { name: 'Choose a store' });
    await expect(choice.getByRole('option', { name: new RegExp(store.storeNumber) })).toBeVisible();
    await expect(
      choice.getByRole('option', { name: new RegExp(otherStore.storeNumber) }),
    ).toBeVisible();
    await expect(choice.getByRole('option', { name: new RegExp(third.storeNumber) })).toHaveCount(
      0,
    );
    await expect(choice.getByRole('option')).toHaveCount(2);
    await choice.getByRole('option', { name: new RegExp(otherStore.storeNumber) }).click();
    await expect(page.getByTestId('shift-cards')).toBeVisible();
    await checkScreen(page, testInfo, 'area manager daily view');

    // The weekly view looks at one of her stores or at all of hers at once.
    await openFromMenu(page, 'Weekly', 'Weekly View');
    await page.getByRole('button', { name: /^Store: / }).click();
    await page.getByRole('option', { name: 'All my stores' }).click();
    await expect(page.getByRole('button', { name: 'Store: All my stores' })).toBeVisible();
    // Her Actions open on all her stores' actions.
    await openFromMenu(page, 'Actions', 'Actions');
    await expect(page.getByRole('button', { name: 'All my stores', pressed: true })).toBeVisible();

    // Her admin dashboard says which area she runs; her users are her stores' people only.
    await openFromMenu(page, 'Admin', 'Admin Dashboard');
    await expect(
      page.getByText(`You are managing the area ${areaName} (2 stores).`, { exact: false }),
    ).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Areas' }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openFromMenu(page, 'Users', 'User Management');
    await expect(page.getByText("The people of your area's stores.")).toBeVisible();
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Store', { exact: true }).locator('option').first()).toHaveText(
      'All My Stores',
    );
    for (const person of [store.manager, store.leader, otherStore.manager, otherStore.leader]) {
      await expect(page.getByText(person.email).filter({ visible: true })).toBeVisible();
    }
    await expect(page.getByText(third.manager.email)).toHaveCount(0);
    await expect(page.getByText(ADMIN.email)).toHaveCount(0);
    await checkScreen(page, testInfo, 'area manager users');

    // She may make a store manager for one of her stores, and never an area manager.
    await page.getByRole('link', { name: 'Add User' }).click();
    const roles = page.getByLabel('Role').locator('option');
    await expect(roles).toHaveText(['Store Manager', 'Shift Leader']);
    const stores2 = page.getByLabel('Store', { exact: true }).locator('option');
    await expect(stores2).toHaveCount(3);
    await expect(stores2.filter({ hasText: third.storeNumber })).toHaveCount(0);
  });
});

test('the Areas screens in Arabic read right to left at 375 px, and pass axe in both themes', async ({
  browser,
  adminApi,
  store,
}, testInfo) => {
  const name = `الشمال ${store.storeNumber}`;
  const made = await adminApi.post('/api/areas', { data: { name, storeIds: [store.id] } });
  expect(made.status(), await made.text()).toBe(201);
  // A super admin of their own, so the seeded one keeps their language.
  const admin = `admin.${store.storeNumber}@e2e.test`;
  const password = `admin-pass-${store.storeNumber}`;
  const user = await adminApi.post('/api/users', {
    data: { email: admin, password, confirmPassword: password, role: 'super-admin', storeId: null },
  });
  expect(user.status(), await user.text()).toBe(201);

  const page = await arabicPhone(browser, admin, password);
  await page.goto('/admin/areas');
  await expect(
    page.getByRole('heading', { name: text('ar', 'areas', 'title'), level: 1 }),
  ).toBeVisible();
  const card = page.getByTestId('area-card').filter({ hasText: name });
  await expect(card).toContainText(text('ar', 'areas', 'storesCount', { count: 1 }));
  await checkScreen(page, testInfo, 'ar areas list');
  await card.getByRole('link', { name: text('ar', 'areas', 'editArea', { name }) }).click();
  await expect(
    page.getByRole('heading', { name: text('ar', 'areas', 'editTitle'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: storeLabel(store) })).toBeChecked();
  await checkScreen(page, testInfo, 'ar area form');

  // The user form gives an area manager an area, in Arabic too.
  await page.goto('/admin/users/new');
  await expect(
    page.getByRole('heading', { name: text('ar', 'users', 'createTitle'), level: 1 }),
  ).toBeVisible();
  await page
    .getByLabel(text('ar', 'users', 'role'), { exact: true })
    .selectOption({ label: text('ar', 'labels', 'role', { role: 'area' }) });
  await page.getByLabel(text('ar', 'users', 'area'), { exact: true }).selectOption({ label: name });
  await checkScreen(page, testInfo, 'ar user form for an area manager');
  await page.context().close();
});
