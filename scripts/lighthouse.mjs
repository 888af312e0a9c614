// `npm run lighthouse`: builds the app, starts it on a fresh seeded database, and runs Lighthouse
// (mobile emulation, Chromium) on the sign-in page, a shift leader's daily view and a checklist.
// Prints performance and accessibility scores with the timings behind them, and writes the
// table to bench/results/<date>-lighthouse.md.
// Flags: --port <n> (default 3151), --no-build (use dist/ as it is), --runs <n> (median of n),
// --label <text> (written to bench/results/<date>-lighthouse-<label>.md), --locale <tag> (the
// browser's language and the leader's chosen one: the three pages in, say, Arabic).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ACCOUNTS } from '../e2e/support/accounts.ts';
import { build } from './build.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3151' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    label: { type: 'string' },
    locale: { type: 'string' },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const GOAL = 95;
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

async function startServer() {
  const server = spawn('node', ['e2e/support/serve.mjs'], {
    env: { ...process.env, PORT: values.port, E2E_DATA_DIR: `.tmp/lighthouse-${values.port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return server;
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`The server did not answer on ${base}/readyz within a minute`);
}

async function api(method, path, cookie, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, data: await response.json().catch(() => null) };
}

/** Signs the seeded shift leader in; returns the session cookie and a checklist of today. */
async function leaderSession() {
  const { email, password } = ACCOUNTS.leader;
  const { response, data } = await api('POST', '/api/auth/sign-in', null, { email, password });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0].split(';')[0];
  const storeId = data.user.storeId;
  const day = await api('GET', `/api/stores/${storeId}/day`, cookie);
  let checklistId = day.data.checklists[0]?.id;
  for (const category of ['day', 'breakfast', 'night', 'overnight']) {
    if (checklistId) break;
    const created = await api('POST', '/api/checklists', cookie, { storeId, category });
    checklistId = created.response.ok ? created.data.id : undefined;
  }
  if (!checklistId) throw new Error('No checklist could be opened or started for today');
  if (values.locale) {
    const chose = await api('PUT', '/api/auth/language', cookie, { locale: values.locale });
    if (!chose.response.ok)
      throw new Error(`Choosing ${values.locale} failed: ${chose.response.status}`);
  }
  return { cookie, checklistId };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Full reports of the last run, for a closer look: .tmp/lighthouse/<page>.json */
const REPORTS = '.tmp/lighthouse';

async function audit(url, port, cookie, name) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(`${REPORTS}/${name}.json`, result.report);
  const { categories, audits } = result.lhr;
  const scripts = audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptKiB: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    compressed: audits['uses-text-compression'].score === 1,
    /** Lighthouse's measure of this machine's speed; a busy or slow one scores lower. */
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

/** The median run by performance score, with every run's scores for the record. */
async function auditPage({ url, cookie, file }, port, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(url, port, cookie, file));
  const score = median(results.map((r) => r.performance));
  return results.find((r) => r.performance === score);
}

function table(rows) {
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  const lines = [
    '| Page | Performance | Accessibility | LCP | FCP | TBT | CLS | Script transfer |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ name, r }) =>
        `| ${name} | ${r.performance} | ${r.accessibility} | ${ms(r.lcp)} | ${ms(r.fcp)} | ` +
        `${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.scriptKiB.toFixed(1)} KiB |`,
    ),
  ];
  return lines.join('\n');
}

if (!values['no-build']) await build();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...(values.locale ? [`--lang=${values.locale}`] : []),
  ],
});
try {
  const { cookie, checklistId } = await leaderSession();
  const pages = [
    { name: 'Sign-in', file: 'sign-in', url: `${base}/`, cookie: null },
    { name: 'Daily view (shift leader)', file: 'daily', url: `${base}/`, cookie },
    {
      name: 'Checklist (shift leader)',
      file: 'checklist',
      url: `${base}/checklists/${checklistId}`,
      cookie,
    },
  ];
  const rows = [];
  for (const page of pages) {
    const r = await auditPage(page, chrome.port, Number(values.runs));
    rows.push({ name: page.name, r });
    console.log(`${page.name}: performance ${r.performance}, accessibility ${r.accessibility}`);
    if (r.failing.length > 0) console.log(`  below 0.9: ${r.failing.join(', ')}`);
  }
  const date = new Date().toISOString().slice(0, 10);
  const compressed = rows.every(({ r }) => r.compressed);
  const load = os.loadavg()[0].toFixed(1);
  const benchmark = Math.round(median(rows.map(({ r }) => r.benchmarkIndex)));
  const conditions =
    `Text compression: ${compressed ? 'on' : 'off (the server sent JavaScript and CSS uncompressed)'}. ` +
    `Machine: benchmark index ${benchmark}, load average ${load} at the end of the run ` +
    `(a busy machine inflates blocking time and lowers the performance score).`;
  const report = [
    `# Lighthouse, ${date}`,
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION}, ` +
      `mobile emulation with simulated throttling, Chromium headless, on ${os.hostname()} ` +
      `(${os.cpus().length} cores)${values.locale ? `, in ${values.locale}` : ''}. The shift leader is signed in by cookie; each page is a cold ` +
      `load (Lighthouse clears the cache and the service worker). Goal: ${GOAL} for each score.`,
    '',
    conditions,
    '',
    table(rows),
    '',
  ].join('\n');
  console.log(`\n${table(rows)}\n\n${conditions}`);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${date}-lighthouse${values.label ? `-${values.label}` : ''}.md`;
  writeFileSync(file, report);
  console.log(`\nWrote ${file}`);
} finally {
  await chrome.kill();
  server.kill();
}
