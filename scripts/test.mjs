// npm test: unit, integration (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end in Chromium. Every suite runs; a missing prerequisite is installed or named.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
// --full: the long variants of the suites that read SHIFTCHECK_FULL (e.g. 20 crash runs, not 5).
if (process.argv.includes('--full')) process.env.SHIFTCHECK_FULL = '1';
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}\n`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ label, ok: outcome.status === 0 });
  return outcome.status === 0;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("Chromium is not installed; installing Debian's chromium package...");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && findChromium()) return findChromium();
  }
  console.error(
    '\nThe end-to-end tests need Chromium and it is not installed.\n' +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH\n' +
      'to a Chromium or Chrome executable, then run `npm test` again.\n',
  );
  process.exit(1);
}

/** The PDF tests read PDFs with poppler's pdftotext; install it as for Chromium, or say how. */
function ensurePdftotext() {
  const found = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;
  if (found()) return;
  if (process.getuid?.() === 0) {
    console.log("pdftotext is not installed; installing Debian's poppler-utils package...");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && found()) return;
  }
  console.error(
    '\nThe PDF export tests need pdftotext and it is not installed.\n' +
      'Install it with `sudo apt-get install -y poppler-utils` (Debian/Ubuntu), then run\n' +
      '`npm test` again.\n',
  );
  process.exit(1);
}

function findHaproxy() {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** The two-instance suite runs the app behind HAProxy; install it as for Chromium, or say how. */
function ensureHaproxy() {
  const found = findHaproxy();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("HAProxy is not installed; installing Debian's haproxy package...");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && findHaproxy()) return findHaproxy();
  }
  console.error(
    '\nThe two-instances-behind-a-load-balancer suite needs HAProxy and it is not installed.\n' +
      'Install it with `sudo apt-get install -y haproxy` (Debian/Ubuntu), or set HAPROXY_PATH\n' +
      'to a haproxy executable, then run `npm test` again.\n',
  );
  process.exit(1);
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

mkdirSync('.tmp', { recursive: true });
// Reports of an earlier run must never be counted as this one's.
for (const report of [
  '.tmp/vitest.json',
  '.tmp/vitest-operations.json',
  '.tmp/playwright-report.json',
])
  rmSync(report, { force: true });
const chromium = only === null || only === 'e2e' ? ensureChromium() : null;
if (only === null || only === 'e2e') ensurePdftotext();

if (only === null) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');
  }
  run('Unit and integration tests (Vitest)', 'npx', [
    'vitest',
    'run',
    '--project=unit',
    '--project=integration',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest.json',
  ]);
}
if (only === null || only === 'operations') {
  // Needs PostgreSQL: two instances share one database. CI always sets TEST_DATABASE_URL.
  const twoInstances = Boolean(process.env.TEST_DATABASE_URL);
  if (!twoInstances && process.env.CI) {
    console.error('CI must set TEST_DATABASE_URL: the two-instance suite runs on PostgreSQL.');
    process.exit(1);
  }
  if (!twoInstances) {
    console.log(
      'TEST_DATABASE_URL is not set: the two-instances-behind-HAProxy suite needs PostgreSQL and is skipped.',
    );
  }
  const haproxy = twoInstances ? ensureHaproxy() : '';
  run(
    'Operations: production install, two instances behind HAProxy (Vitest)',
    'npx',
    [
      'vitest',
      'run',
      '--project=operations',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-operations.json',
    ],
    { HAPROXY_PATH: haproxy },
  );
}
if (only === null || only === 'e2e') {
  if (run('Build', 'node', ['scripts/build.mjs'])) {
    run('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      CHROME_PATH: chromium,
      E2E_REPORT: '.tmp/playwright-report.json',
    });
  }
}

const suites = [countVitest('.tmp/vitest.json'), countVitest('.tmp/vitest-operations.json')];
const vitest = {
  passed: suites.reduce((sum, suite) => sum + suite.passed, 0),
  failed: suites.reduce((sum, suite) => sum + suite.failed, 0),
};
const e2e = countPlaywright('.tmp/playwright-report.json');
const failedSteps = results.filter((r) => !r.ok).map((r) => r.label);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.label}`);
const passed = vitest.passed + e2e.passed;
const failed =
  vitest.failed + e2e.failed + (failedSteps.length && vitest.failed + e2e.failed === 0 ? 1 : 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
