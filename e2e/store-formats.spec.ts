import { expectAccessible } from './support/axe';
import { ADMIN } from './support/accounts';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

test.describe('on a phone, each screen in both themes', () => {
  test.use({ ...PHONE, bypassCSP: true });

  test('a super admin names the store’s delivery service and sets its clock; its leader reads both', async ({
    page,
    browser,
    store,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/stores');
    await page.getByRole('searchbox').fill(store.storeNumber);
    await page.getByRole('link', { name: `Edit ${store.label}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Store' })).toBeVisible();
    await page.getByLabel('Delivery service').fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(
      page.getByText('Delivery service name must be at most 40 characters'),
    ).toBeVisible();
    await page.getByLabel('Delivery service').fill('Uber Eats');
    // The browser reads US English, which would show 5:00 AM; the store asks for 24 hours.
    await page.getByLabel('Clock').selectOption({ label: '24-hour (17:00)' });
    // A US chain's store reads Fahrenheit; its leaders may sign the day's records.
    await page.getByLabel('Temperatures').selectOption({ label: 'Fahrenheit (°F)' });
    await page.getByLabel("Shift leaders may sign off the day's records").check();
    await expectAccessible(page, 'store form');
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(page.getByText('Store updated successfully')).toBeVisible();

    const leader = await browser.newPage({ ...PHONE });
    await signIn(leader, store.leader.email, store.leader.password);
    const breakfast = leader.getByRole('region', { name: 'Breakfast Shift' });
    await expect(breakfast).toContainText('05:00 – 11:00');
    await expect(breakfast).not.toContainText('AM');

    const checklist = await todaysChecklist(leader, 'day');
    await leader.goto(`/checklists/${checklist.id}`);
    await leader.getByRole('tab', { name: /Travel Path/ }).click();
    await expect(
      leader.getByRole('heading', { name: 'Front Counter, Drive thru & Uber Eats', level: 3 }),
    ).toBeVisible();
    // The day's checklist takes its readings in °F, its limits shown in whole °F.
    const morning = await todaysChecklist(leader, 'breakfast');
    expect(morning.temperatureUnit).toBe('F');
    await leader.goto(`/checklists/${morning.id}`);
    const fridge = leader
      .getByTestId('checklist-item')
      .filter({ has: leader.getByRole('textbox', { name: 'Walk-in cooler temperature' }) });
    await expect(fridge).toContainText('Limit \u2066≤ 41 °F\u2069');
    await fridge.getByRole('textbox').fill('38');
    await fridge.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(fridge.getByTestId('last-reading')).toContainText('38 °F');
    // And the leader may sign the day, as the store says.
    await leader.goto('/records');
    await expect(leader.getByRole('button', { name: 'Sign off the day' }).first()).toBeVisible();
    await leader.context().close();
  });
});
