import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, ADMIN } from './support/accounts';
import { signIn } from './support/session';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2 A and AA checks by axe-core; serious and critical findings fail the test. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in the ${scheme} theme`, () => {
    // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
    test.use({ colorScheme: scheme, bypassCSP: true });

    test('the sign-in screen', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a shift leader’s screens', async ({ page }) => {
      // Riverside's leader: this test's checklist stays out of the other specs' store.
      await signIn(page, ACCOUNTS.otherLeader.email, ACCOUNTS.otherLeader.password);
      await expect(page.getByTestId('shift-cards')).toBeVisible();
      expect(await seriousViolations(page), 'daily view').toEqual([]);

      const session = await (await page.request.get('/api/auth/session')).json();
      const created = await page.request.post('/api/checklists', {
        data: { storeId: session.user.storeId, category: 'day' },
      });
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/checklists/${id}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await seriousViolations(page), 'checklist').toEqual([]);

      for (const [path, heading] of [
        ['/weekly', 'Weekly View'],
        ['/monthly', 'Monthly View'],
        ['/profile', 'Profile Settings'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('a refused change, the session-ended dialog and a screen not available offline', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signIn(page, ACCOUNTS.otherLeader.email, ACCOUNTS.otherLeader.password);
      const session = await (await page.request.get('/api/auth/session')).json();
      const created = await page.request.post('/api/checklists', {
        data: { storeId: session.user.storeId, category: 'day' },
      });
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/checklists/${id}`);
      const boxes = page.getByRole('tabpanel').getByRole('checkbox');

      // The refusal is staged here; offline-queue.spec.ts provokes a real one.
      const refuse = '**/api/checklists/*/items/*';
      await page.route(refuse, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'forbidden',
              message: 'You do not have permission to update this checklist',
            },
          }),
        }),
      );
      await boxes.first().click();
      await expect(page.getByTestId('refused-changes')).toBeVisible();
      await expect(page.getByText(/^Not saved: /)).toBeVisible();
      expect(await seriousViolations(page), 'refused change').toEqual([]);
      await page.unroute(refuse);

      await page.request.post('/api/auth/sign-out');
      await boxes.nth(1).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in again' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page), 'session ended').toEqual([]);
      await dialog.getByLabel('Password').fill(ACCOUNTS.otherLeader.password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(dialog).toBeHidden();

      // Without signal, a screen this device never opened.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Monthly' }).click();
      await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible();
      expect(await seriousViolations(page), 'not available offline').toEqual([]);
      await page.context().setOffline(false);
    });

    test('the admin dashboard', async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
