// npm test: unit, integration (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end in Chromium. Every suite runs; a missing prerequisite is installed or named.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
// --full: the long variants of the suites that read SHIFTCHECK_FULL (e.g. 20 crash runs, not 5).
if (process.argv.includes('--full')) process.env.SHIFTCHECK_FULL = '1';
const results = [];

// What a suite printed about errors outside any test (Vitest's "Unhandled Errors"), kept to be
// repeated in the summary: a CI log is often read from its end.
const unhandled = [];

/** Runs one suite, its output passed through as it comes and also searched for unhandled errors. */
async function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}\n`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    // Piped, the suites would drop their colours; on a terminal they keep them.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
  });
  let output = '';
  const pass = (stream) => (chunk) => {
    output += chunk;
    stream.write(chunk);
  };
  child.stdout.on('data', pass(process.stdout));
  child.stderr.on('data', pass(process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  unhandled.push(...unhandledErrorsIn(output).map((text) => `${label}: ${text}`));
  return status === 0;
}

/**
 * Vitest prints each error that escaped a test under an "Unhandled Error" or "Unhandled Rejection"
 * banner: its message, and which file and test were running when it was thrown.
 */
function unhandledErrorsIn(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const found = [];
  lines.forEach((line, index) => {
    if (!/⎯ Unhandled (Error|Rejection) ⎯/.test(line)) return;
    const block = [];
    for (const next of lines.slice(index + 1)) {
      if (next.startsWith('⎯')) break;
      block.push(next.trim());
    }
    const message = block.find((l) => l !== '') ?? '';
    const where = block.filter((l) => /originated in|latest test that/.test(l));
    found.push([message, ...where].join('\n    '));
  });
  return found;
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

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim() !== '') ?? '';

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, names: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  for (const suite of report.testResults ?? []) {
    const path = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests)
      names.push(`${path} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && failedTests.length === 0)
      names.push(`${path}\n    ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    names,
  };
}

/**
 * What the page held when a test failed, as Playwright wrote it beside the failure (its
 * accessibility tree): a CI log is often all there is to read, without the trace.
 */
function pageSnapshotOf(result) {
  const context = result?.attachments?.find((a) => a.name === 'error-context' && a.path);
  if (!context || !existsSync(context.path)) return '';
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8'))?.[1];
  if (!snapshot) return '';
  const lines = snapshot.trimEnd().split('\n');
  const shown = lines.slice(0, 60).map((line) => `      ${line}`);
  const more =
    lines.length > 60 ? `\n      … ${lines.length - 60} more lines in ${context.path}` : '';
  return `\n    The page when it failed:\n${shown.join('\n')}${more}`;
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, names: [] };
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const failedRun = test.results?.find((r) => r.error);
          names.push(
            `${[...titles, spec.title].filter(Boolean).join(' › ')} (${test.status})\n    ${firstLine(failedRun?.error?.message)}` +
              pageSnapshotOf(failedRun),
          );
        }
  };
  for (const suite of suites ?? []) walk(suite, [suite.title]);
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    names,
  };
}

mkdirSync('.tmp', { recursive: true });
// The end-to-end suite: one server, the specs side by side on Playwright's workers
// (playwright.config.ts), on E2E_PORT (3100 unless set), so two runs on one machine can live
// side by side.
const E2E = {
  port: Number(process.env.E2E_PORT ?? 3100),
  report: '.tmp/playwright-report.json',
};
// Reports of an earlier run must never be counted as this one's.
for (const report of ['.tmp/vitest.json', '.tmp/vitest-operations.json', E2E.report])
  rmSync(report, { force: true });
const chromium = only === null || only === 'e2e' ? ensureChromium() : null;
if (only === null || only === 'e2e') ensurePdftotext();

if (only === null) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');
  }
  await run('Unit and integration tests (Vitest)', 'npx', [
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
  await run(
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
  if (await run('Build', 'node', ['scripts/build.mjs'])) {
    await run('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      CHROME_PATH: chromium,
      E2E_PORT: String(E2E.port),
      E2E_REPORT: E2E.report,
    });
  }
}

const suites = [countVitest('.tmp/vitest.json'), countVitest('.tmp/vitest-operations.json')];
const vitest = {
  passed: suites.reduce((sum, suite) => sum + suite.passed, 0),
  failed: suites.reduce((sum, suite) => sum + suite.failed, 0),
};
const e2e = countPlaywright(E2E.report);
const failedSteps = results.filter((r) => !r.ok).map((r) => r.label);
console.log('\nSummary');
// Each step's time, so a CI log shows where its minutes went.
const took = (seconds) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.label} (${took(r.seconds)})`);
const passed = vitest.passed + e2e.passed;
const failed =
  vitest.failed + e2e.failed + (failedSteps.length && vitest.failed + e2e.failed === 0 ? 1 : 0);
const failures = [...suites.flatMap((suite) => suite.names), ...e2e.names];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
if (unhandled.length > 0)
  console.log(`\nErrors outside any test:\n${unhandled.map((u) => `  ✘ ${u}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
