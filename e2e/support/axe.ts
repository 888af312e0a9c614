import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

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

/** WCAG 2.0, 2.1 and 2.2 A and AA checks by axe-core; serious and critical findings fail the test. */
export async function seriousViolations(
  page: Page,
  { settled = false }: { settled?: boolean } = {},
): Promise<string[]> {
  // Colours are judged as they end up, not halfway through a dialog's fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Nor while data still arrives: axe reads the page over many ticks, and a screen redrawn
  // under it pairs one moment's names with another's text. `settled`: the screen was just
  // judged, and is judged again in the other theme (colours, not content): 50 ms quiet will do.
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        // At most 5 s: a screen with a moving part is judged as it then stands.
        const cap = setTimeout(done, 5_000);
        let quiet = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        function done() {
          clearTimeout(cap);
          clearTimeout(quiet);
          observer.disconnect();
          resolve();
        }
      }),
    settled ? 50 : 300,
  );
  // Once per document: a dialog or another width on the same page is checked by the same axe.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe skips describing every element that passes.
      resultTypes: ['violations'],
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

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/**
 * The page as it stands in the light theme and in the dark one, one after the other: the app
 * follows the system's colour scheme where the person chose none (src/web/lib/theme.ts), so a
 * flow is clicked through once and each screen judged in both. `judge` runs in each scheme (axe,
 * a screenshot); the page is left in the scheme it was in.
 */
export async function inBothThemes(
  page: Page,
  judge: (scheme: Scheme) => Promise<unknown>,
): Promise<void> {
  const html = page.locator('html');
  const was: Scheme = (await html.evaluate((el) => el.classList.contains('dark')))
    ? 'dark'
    : 'light';
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    await judge(scheme);
  }
  await page.emulateMedia({ colorScheme: was });
}

const fileName = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Axe finds nothing serious on the page in the light theme nor in the dark one. With `shots`, a
 * screenshot of each is kept in the test's output (`<scheme>-<label>.png`).
 */
export async function expectAccessible(page: Page, label: string, shots?: TestInfo): Promise<void> {
  await inBothThemes(page, async (scheme) => {
    const settled = scheme !== SCHEMES[0];
    expect(await seriousViolations(page, { settled }), `${label}, ${scheme} theme`).toEqual([]);
    if (shots) {
      const path = shots.outputPath(`${scheme}-${fileName(label)}.png`);
      await page.screenshot({ path, fullPage: true });
    }
  });
}

/**
 * One screen on a phone: it fits the page's width with nothing to scroll sideways, and passes
 * axe in both themes, each kept as a screenshot (`<scheme>-<name>.png` in the test's output).
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${name} fits the screen's width`,
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, name, testInfo);
}

/** The screen at 1280 px in both themes, beside the phone's: axe and a screenshot of each. */
export async function wideShots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${name} at 1280 px`, testInfo);
  if (size) await page.setViewportSize(size);
}
