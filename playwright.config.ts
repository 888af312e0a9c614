import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './e2e/support/accounts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * `npm test` runs the suite as two groups side by side, each against a server and database of
 * its own (E2E_GROUP=first or rest, on different ports): within a group the specs run one at a
 * time, since they share that server's stores and today's checklists. The first group is the
 * longest spec files, about half of the suite's time; every other spec, a new one included,
 * runs in the rest. Without E2E_GROUP the whole suite runs.
 */
const FIRST_GROUP = [
  'accessibility.spec.ts',
  'users.spec.ts',
  'offline-queue.spec.ts',
  'stores.spec.ts',
];
const group = process.env.E2E_GROUP;
if (group !== undefined && group !== 'first' && group !== 'rest') {
  throw new Error(`E2E_GROUP is "${group}": it must be "first" or "rest".`);
}
const inFirstGroup = FIRST_GROUP.map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'e2e',
  ...(group === 'first' ? { testMatch: inFirstGroup } : {}),
  ...(group === 'rest' ? { testIgnore: inFirstGroup } : {}),
  outputDir: `.tmp/playwright-results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A spec clicks through a whole flow; on a slow 2-core machine, with the other group's browser
  // and server beside it, the longest took 35 s where they take 15 alone, and on one whose
  // Chromium runs every task three times slower, 43 s (axe over six screens at two widths).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? `.tmp/playwright-${PORT}.json` }],
  ],
  use: {
    baseURL,
    // A trace is for reading on this machine; a CI run keeps only its log (where npm test prints
    // each failed page's accessibility tree), and recording one costs about a tenth of the time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      E2E_DATA_DIR: `.tmp/e2e-data-${PORT}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  },
});
