// npm run bench: measures, never asserts. Starts the real server on loopback against a fresh
// SQLite database (and PostgreSQL when BENCH_DATABASE_URL is set), then times the requests a
// shift leader makes most, and reports the size of the first page's JavaScript.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createStore, createUser } from '../src/server/testing/factories';
import { createTestDatabase, startTestApp, TestClock } from '../src/server/testing/harness';
import type { Dialect } from '../src/server/db/database';

/** Real time: sessions and business dates behave as in production. */
class LiveClock extends TestClock {
  override now(): Date {
    return new Date();
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(label: string, rounds: number, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);
  console.log(
    `  ${label.padEnd(34)} p50 ${fmt(percentile(samples, 50))}  p95 ${fmt(percentile(samples, 95))}  (${rounds}×)`,
  );
}

async function benchDatabase(dialect: Dialect) {
  if (dialect === 'postgres') process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const database = await createTestDatabase(dialect);
  const t = await startTestApp(database, { clock: new LiveClock() });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const store = await createStore(t.deps);
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const json = { 'content-type': 'application/json' };
    const signIn = await fetch(`${address}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: leader.email, password: leader.password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { ...json, cookie };
    const created = await fetch(`${address}/api/checklists`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ storeId: store.id, category: 'breakfast' }),
    });
    const checklist = (await created.json()) as { id: string; items: { id: string }[] };

    console.log(`\n${dialect} (${checklist.items.length} items per checklist)`);
    await time('GET /api/auth/session', ROUNDS, () =>
      fetch(`${address}/api/auth/session`, { headers }),
    );
    await time('GET /api/stores/:id/day', ROUNDS, () =>
      fetch(`${address}/api/stores/${store.id}/day`, { headers }),
    );
    await time('GET /api/checklists/:id', ROUNDS, () =>
      fetch(`${address}/api/checklists/${checklist.id}`, { headers }),
    );
    await time('PATCH item (tick / untick)', ROUNDS, (i) => {
      const item = checklist.items[i % checklist.items.length];
      return fetch(`${address}/api/checklists/${checklist.id}/items/${item?.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          type: 'complete',
          completed: Math.floor(i / checklist.items.length) % 2 === 0,
        }),
      });
    });
    await time('POST /api/auth/sign-in (argon2id)', 20, () =>
      fetch(`${address}/api/auth/sign-in`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: leader.email, password: leader.password }),
      }),
    );
  } finally {
    await t.stop();
    await database.destroy();
  }
}

function firstPageWeight() {
  const webRoot = 'dist/web';
  const html = path.join(webRoot, 'index.html');
  if (!existsSync(html)) {
    console.log('\nFirst page: dist/web is not built (npm run build) — skipped.');
    return;
  }
  const entries = [
    ...readFileSync(html, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const visit = (asset: string) => {
    if (seen.has(asset)) return;
    seen.add(asset);
    if (!asset.endsWith('.js')) return;
    const source = readFileSync(path.join(webRoot, asset), 'utf8');
    for (const m of source.matchAll(/from"\.\/([^"]+\.js)"/g)) visit(`/assets/${m[1]}`);
  };
  entries.forEach(visit);
  let raw = 0;
  let gz = 0;
  for (const asset of seen) {
    const content = readFileSync(path.join(webRoot, asset));
    raw += statSync(path.join(webRoot, asset)).size;
    gz += gzipSync(content).length;
  }
  const lazy = readdirSync(path.join(webRoot, 'assets')).filter(
    (f) => f.endsWith('.js') && !seen.has(`/assets/${f}`),
  );
  console.log(
    `\nFirst page (sign-in and today's shifts): ${[...seen].length} files, ${(raw / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzipped`,
  );
  console.log(`Loaded on demand: ${lazy.join(', ')}`);
}

await benchDatabase('sqlite');
if (process.env.BENCH_DATABASE_URL) await benchDatabase('postgres');
firstPageWeight();
