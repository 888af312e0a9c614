import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './e2e/support/accounts';
import { serverDataDir } from './e2e/support/server-data';
import { freePort } from './test/crash/server-process';

// The server's port: E2E_PORT (npm test sets it), else one the OS hands out, chosen by the first
// evaluation of this file, in Playwright's own process. The workers it starts evaluate the file
// again and inherit the environment, so they and the specs that read E2E_PORT find the same port.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
// Chromium's headless shell when it is installed (npm test passes the one it found as
// CHROME_PATH): the same engine as the browser, the suite a fifth faster (decision 059).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * One server and database for the whole suite, its specs and their tests run side by side on
 * two workers: every test makes a store and people of its own (e2e/support/fixtures.ts); the
 * few stores with a past, seeded before the server starts, each belong to one spec.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `.tmp/playwright-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A spec clicks through a whole flow; on a slow 2-core machine, with another worker's browser
  // beside it, the longest took 35 s where they take 15 alone, and on one whose Chromium runs
  // every task three times slower, 43 s (axe over six screens at two widths).
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
      executablePath: chromium,
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
      E2E_DATA_DIR: serverDataDir(String(PORT)),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The specs' webhook receivers listen on this machine, over plain HTTP.
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  },
});
