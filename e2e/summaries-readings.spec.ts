import { startOfWeek } from '#domain/dates';
import { weekReportSchema } from '#domain/reports/api';
import { expectAccessible, inBothThemes } from './support/axe';
import { getChecklist, PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { openAtTheFridge } from './support/readings';
import { signIn } from './support/session';

// "Readings out of limits" in the weekly and monthly summaries: a leader's reading outside its
// limit shows in the manager's week, highlighted, with the way to that week's temperature log,
// and in the month.

const ACTION = 'Stock moved to the reach-in; engineer called';

test.describe('on a phone, each screen in both themes', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ ...PHONE, bypassCSP: true });

  test('a reading outside its limit is counted in the week and the month, and the week links to its log', async ({
    page,
    store,
  }, testInfo) => {
    // The leader reads the walk-in fridge at 8.2 °C (limit ≤ 5 °C) and says what was done.
    await signIn(page, store.leader.email, store.leader.password);
    const { checklist, fridge, name, row } = await openAtTheFridge(page);
    await row.getByRole('textbox', { name }).fill('8.2');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue Details' });
    await dialog.getByLabel('What was done').fill(ACTION);
    await dialog.getByRole('button', { name: 'Save reading' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items.find((item) => item.id === fridge.id);
      })
      .toMatchObject({ failed: true, resolved: false });

    // The manager's week: one reading out of limits, highlighted, with its week's log.
    const manager = await page
      .context()
      .browser()!
      .newPage({ ...PHONE, bypassCSP: true });
    await signIn(manager, store.manager.email, store.manager.password);
    const week = weekReportSchema.parse(
      await (await manager.request.get('/api/reports/week')).json(),
    );
    expect(week.summary.readingsOutside).toBe(1);
    await manager.goto('/weekly');
    const weekly = manager.getByRole('region', { name: 'Weekly Performance Summary' });
    const figure = weekly.getByTestId('readings-outside');
    await expect(figure).toContainText('Readings out of limits');
    await expect(figure.getByTestId('readings-outside-count')).toHaveText('1');
    await expect(figure).toHaveClass(/bg-amber-50/);
    await expectAccessible(manager, 'the weekly view with a reading out of limits');
    await inBothThemes(manager, (scheme) =>
      weekly.screenshot({ path: testInfo.outputPath(`weekly-summary-${scheme}.png`) }),
    );

    const link = figure.getByRole('link', { name: 'See them in the temperature log' });
    await expect(link).toHaveAttribute('href', `/records?week=${startOfWeek(week.scope.today)}`);
    await link.click();
    await expect(manager).toHaveURL(/\/records\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(
      manager.getByRole('heading', { name: 'Temperature log & sign-off', level: 1 }),
    ).toBeVisible();
    const logged = manager.getByTestId('log-reading');
    await expect(logged).toHaveCount(1);
    await expect(logged.first()).toContainText('8.2 °C');
    await expect(logged.first()).toContainText('Outside limit');
    await expect(logged.first()).toContainText(`Done: ${ACTION}`);

    // The month counts it too; the log shows a week at a time, so the month links nowhere.
    await manager.goto('/monthly');
    const monthly = manager.getByRole('region', { name: 'Monthly Performance Summary' });
    const monthFigure = monthly.getByTestId('readings-outside');
    await expect(monthFigure).toContainText('Readings out of limits');
    await expect(monthFigure.getByTestId('readings-outside-count')).toHaveText('1');
    await expect(monthFigure).toHaveClass(/bg-amber-50/);
    await expect(monthFigure.getByRole('link')).toHaveCount(0);
    await inBothThemes(manager, (scheme) =>
      monthly.screenshot({ path: testInfo.outputPath(`monthly-summary-${scheme}.png`) }),
    );
    await expectAccessible(manager, 'the monthly view with a reading out of limits');

    // A re-check inside the limit resolves the issue; the reading outside it stays counted.
    await row.getByRole('textbox', { name }).fill('4.1');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items.find((item) => item.id === fridge.id);
      })
      .toMatchObject({ failed: true, resolved: true });

    // In Arabic, right to left.
    const chose = await manager.request.put('/api/auth/language', { data: { locale: 'ar' } });
    expect(chose.ok()).toBe(true);
    await manager.goto('/weekly');
    await expect(manager.locator('html')).toHaveAttribute('dir', 'rtl');
    // Every checklist resolved, and still one reading out of limits this week.
    await expect(manager.getByText('تمت معالجة جميع مشكلات قوائم التحقق')).toBeVisible();
    const arabic = manager.getByTestId('readings-outside');
    await expect(arabic).toContainText('قراءات خارج الحدود');
    await expect(arabic).toHaveClass(/bg-amber-50/);
    await expect(arabic.getByTestId('readings-outside-count')).toHaveText(/^(1|١)$/);
    await expect(arabic.getByRole('link', { name: 'عرضها في سجل درجات الحرارة' })).toBeVisible();
    await expectAccessible(manager, 'the weekly view in Arabic');
    await inBothThemes(manager, (scheme) =>
      manager
        .getByRole('region')
        .filter({ has: arabic })
        .screenshot({ path: testInfo.outputPath(`weekly-summary-ar-${scheme}.png`) }),
    );
    await manager.close();
  });
});
