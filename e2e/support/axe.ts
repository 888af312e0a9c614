import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

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
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged as they end up, not halfway through a dialog's fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Nor while data still arrives: axe reads the page over many ticks, and a screen redrawn
  // under it pairs one moment's names with another's text.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // At most 5 s: a screen with a moving part is judged as it then stands.
        const cap = setTimeout(done, 5_000);
        let quiet = setTimeout(done, 300);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        function done() {
          clearTimeout(cap);
          clearTimeout(quiet);
          observer.disconnect();
          resolve();
        }
      }),
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
