// npm test: unit, integration (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end in Chromium. Every suite runs; a missing prerequisite is installed or named.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename } from 'node:path';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
// --full: the long variants of the suites that read SHIFTCHECK_FULL (e.g. 20 crash runs, not 5).
if (process.argv.includes('--full')) process.env.SHIFTCHECK_FULL = '1';
const results = [];

// What a suite printed about errors outside any test (Vitest's "Unhandled Errors"), kept to be
// repeated in the summary: a CI log is often read from its end.
const unhandled = [];

/**
 * Runs one suite, its output passed through as it comes and also searched for unhandled errors.
 * `report` is where the suite writes its results and how to count them: a suite that fails having
 * run no test did not start, and the summary says why.
 */
async function run(label, command, args, env = {}, report = null) {
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
  results.push({
    label,
    ok: status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    report,
    // Kept as one line, not the whole output: only the summary of a failed step prints it.
    why: status === 0 ? null : firstErrorIn(output),
  });
  unhandled.push(...unhandledErrorsIn(output).map((text) => `${label}: ${text}`));
  return status === 0;
}

/** A step that could not be run at all: the summary names it and why. */
function notStarted(label, why) {
  console.log(`\n▶ ${label}\n\nDid not start: ${why}`);
  results.push({ label, ok: false, seconds: 0, report: null, why, started: false });
}

// eslint-disable-next-line no-control-regex
const withoutColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The first line of a failed step's output that reads as an error ("Error: connect ECONNREFUSED",
 * "TypeError: …", "Error [ERR_MODULE_NOT_FOUND]: …", esbuild's "[ERROR] …"), else its last line;
 * with what the end-to-end server printed (its first error line, else its last), which says why it
 * did not come up.
 */
function firstErrorIn(output) {
  const lines = withoutColours(output)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const isError = (line) => /error( \[\w+\])?:|\[error\]/i.test(line);
  const error = lines.find(isError) ?? lines.at(-1);
  const fromServer = lines.filter((line) => line.startsWith('[WebServer] '));
  const server = fromServer.find(isError) ?? fromServer.at(-1);
  if (!error) return 'it printed nothing';
  const why = server && server !== error ? `${error} (${server})` : error;
  return why.length > 400 ? `${why.slice(0, 400)}…` : why;
}

/** Listens on `port` of 127.0.0.1 (0: one the OS picks) and closes again: the port, or why not. */
function tryPort(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) =>
      resolve({
        error:
          error.code === 'EADDRINUSE'
            ? `http://127.0.0.1:${port} already in use (E2E_PORT=${port})`
            : error.message,
      }),
    );
    try {
      probe.listen(port, '127.0.0.1', () => {
        const chosen = probe.address().port;
        probe.close(() => resolve({ port: chosen }));
      });
    } catch (error) {
      resolve({ error: error.message }); // not a port number
    }
  });
}

/**
 * Vitest prints each error that escaped a test under an "Unhandled Error" or "Unhandled Rejection"
 * banner: its message, and which file and test were running when it was thrown.
 */
function unhandledErrorsIn(output) {
  const lines = withoutColours(output).split('\n');
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

/**
 * Chromium's headless shell first (Debian's chromium-headless-shell: the same engine without the
 * browser's window machinery, and the end-to-end suite a fifth faster on it), else the browser.
 */
const CHROMIUM_PATHS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

function findChromium() {
  return [process.env.CHROME_PATH, ...CHROMIUM_PATHS].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log(
      "Chromium is not installed; installing Debian's chromium-headless-shell package...",
    );
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && findChromium()) return findChromium();
  }
  console.error(
    '\nThe end-to-end tests need Chromium and it is not installed.\n' +
      'Install it with `sudo apt-get install -y chromium-headless-shell` (Debian/Ubuntu), or set\n' +
      'CHROME_PATH to a Chromium or Chrome executable, then run `npm test` again.\n',
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

/**
 * The two-instance suite runs the app behind HAProxy; install it as for Chromium, or say how (and
 * answer null: the other suites still run).
 */
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
  return null;
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
  const errors = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const failedRun = test.results?.find((r) => r.error);
          const error = firstLine(failedRun?.error?.message);
          errors.push(error);
          names.push(
            `${[...titles, spec.title].filter(Boolean).join(' › ')} (${test.status})\n    ${error}` +
              pageSnapshotOf(failedRun),
          );
        }
  };
  for (const suite of suites ?? []) walk(suite, [suite.title]);
  const passed = stats.expected ?? 0;
  // A browser that cannot start fails every test alike, at its launch: the suite did not start.
  const browserless =
    passed === 0 && errors.length > 0 && errors.every((e) => e.includes('browserType.launch'));
  return {
    passed,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    names,
    notStartedBecause: browserless ? errors[0] : null,
  };
}

/**
 * The folders of a passing end-to-end run, named by its port (its server's data, Playwright's
 * output): with a new port each run they would pile up. A failed run keeps them to be read.
 */
function removeRunFolders(file) {
  const { config } = JSON.parse(readFileSync(file, 'utf8'));
  const folders = [
    config.webServer?.env?.E2E_DATA_DIR,
    ...(config.projects ?? []).map((project) => project.outputDir),
  ];
  for (const folder of folders.filter(Boolean)) rmSync(folder, { recursive: true, force: true });
}

mkdirSync('.tmp', { recursive: true });
const REPORTS = {
  vitest: '.tmp/vitest.json',
  operations: '.tmp/vitest-operations.json',
  e2e: '.tmp/playwright-report.json',
};
// Reports of an earlier run must never be counted as this one's.
for (const report of Object.values(REPORTS)) rmSync(report, { force: true });
const chromium = only === null || only === 'e2e' ? ensureChromium() : null;
if (only === null || only === 'e2e') ensurePdftotext();

if (only === null) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');
  }
  await run(
    'Unit and integration tests (Vitest)',
    'npx',
    [
      'vitest',
      'run',
      '--project=unit',
      '--project=integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS.vitest}`,
    ],
    {},
    { file: REPORTS.vitest, count: countVitest },
  );
}
if (only === null || only === 'operations') {
  const label = 'Operations: production install, two instances behind HAProxy (Vitest)';
  // Needs PostgreSQL: two instances share one database. CI always sets TEST_DATABASE_URL.
  const twoInstances = Boolean(process.env.TEST_DATABASE_URL);
  if (!twoInstances) {
    console.log(
      'TEST_DATABASE_URL is not set: the two-instances-behind-HAProxy suite needs PostgreSQL and is skipped.',
    );
  }
  const haproxy = twoInstances ? ensureHaproxy() : '';
  if (!twoInstances && process.env.CI) {
    notStarted(label, 'CI must set TEST_DATABASE_URL: the two-instance suite runs on PostgreSQL');
  } else if (haproxy === null) {
    notStarted(label, 'HAProxy is not installed (apt-get install -y haproxy, or set HAPROXY_PATH)');
  } else {
    await run(
      label,
      'npx',
      [
        'vitest',
        'run',
        '--project=operations',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORTS.operations}`,
      ],
      { HAPROXY_PATH: haproxy },
      { file: REPORTS.operations, count: countVitest },
    );
  }
}
if (only === null || only === 'e2e') {
  const label = `End-to-end tests (Playwright, ${basename(chromium ?? 'Chromium')})`;
  if (!(await run('Build', 'node', ['scripts/build.mjs']))) {
    notStarted(label, 'the build failed (see Build)');
  } else {
    // One server for the suite (playwright.config.ts), on a port the OS hands out just before it
    // starts, or on E2E_PORT: a fixed default would meet whatever else listens there, and on a
    // port that accepts connections but never answers, Playwright waits for ever.
    const { port, error } = await tryPort(Number(process.env.E2E_PORT ?? 0));
    if (error) {
      notStarted(label, error);
    } else {
      const passed = await run(
        label,
        'npx',
        ['playwright', 'test'],
        { CHROME_PATH: chromium, E2E_PORT: String(port), E2E_REPORT: REPORTS.e2e },
        { file: REPORTS.e2e, count: countPlaywright },
      );
      if (passed) removeRunFolders(REPORTS.e2e);
    }
  }
}

const none = { passed: 0, failed: 0, names: [] };
const steps = results.map((r) => ({ ...r, ...(r.report ? r.report.count(r.report.file) : none) }));
// A suite that failed without running a test (its server did not come up, its port was taken,
// its database was out of reach) did not start: its line says why, not only that it failed.
const didNotStart = (step) =>
  !step.ok &&
  (step.started === false ||
    Boolean(step.notStartedBecause) ||
    (step.report && step.passed + step.failed === 0));
const failedSteps = steps.filter((step) => !step.ok);
console.log('\nSummary');
// Each step's time, so a CI log shows where its minutes went.
const took = (seconds) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
// A failed suite's tests are listed below; a failed step without tests says its first error.
const why = (step) => {
  if (step.ok) return '';
  if (didNotStart(step)) return `: did not start — ${step.notStartedBecause ?? step.why}`;
  return step.report ? '' : `: ${step.why}`;
};
for (const step of steps)
  console.log(`  ${step.ok ? '✔' : '✘'} ${step.label} (${took(step.seconds)})${why(step)}`);
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failedTests = steps.reduce((sum, step) => sum + step.failed, 0);
const failed = failedTests + (failedSteps.length && failedTests === 0 ? 1 : 0);
// A suite that did not start has said why on its line: its tests, all failed alike, are not listed.
const failures = steps.filter((step) => !didNotStart(step)).flatMap((step) => step.names);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
if (unhandled.length > 0)
  console.log(`\nErrors outside any test:\n${unhandled.map((u) => `  ✘ ${u}`).join('\n')}`);
const notRun = steps.filter(didNotStart).map((step) => step.label);
console.log(
  `\ntests: ${passed} passed, ${failed} failed` +
    (notRun.length > 0 ? `; did not start: ${notRun.join(', ')}` : ''),
);
process.exit(failedSteps.length ? 1 : 0);
