// npx tsx bench/csv.ts [--stores 20] [--days 365] [--only sqlite|postgres]
// The CSV export at chain scale: measures and prints, never asserts on time. Seeds N stores ×
// D days of checklists (one a day, three items each) into a fresh database, then streams the
// checklists and items exports as a super admin, with the rows, bytes, seconds and memory.
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL is set (a database of its own on that
// server, dropped afterwards). It was a test until issue 40 ("benchmarks are not tests").
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays } from '#domain/dates';
import type { Dialect } from '#server/db/database';
import type { AppDeps } from '#server/deps';
import { exportCsv } from '#server/exports/csv-service';
import { createStore, createUser, sessionUserOf } from '#test/support/factories';
import { createTestDatabase, startTestApp } from '#test/support/harness';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    stores: { type: 'string', default: '20' },
    days: { type: 'string', default: '365' },
    only: { type: 'string' },
  },
});
const whole = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return n;
};
const STORES = whole('stores', values.stores);
const DAYS = whole('days', values.days);
if (values.only !== undefined && values.only !== 'sqlite' && values.only !== 'postgres') {
  throw new Error('--only must be sqlite or postgres');
}
const FIRST = '2025-11-01';
const COUNTS = JSON.stringify({});
const BATCH = 400;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function seed(deps: AppDeps): Promise<void> {
  const db = deps.db.kysely;
  const now = deps.clock.now().toISOString();
  for (let s = 0; s < STORES; s += 1) {
    const store = await createStore(deps);
    const checklists = [];
    const items = [];
    for (let d = 0; d < DAYS; d += 1) {
      const id = randomUUID();
      const date = addDays(FIRST, d);
      checklists.push({
        id,
        store_id: store.id,
        business_date: date,
        category: 'day' as const,
        title: `${date} - Day Shift`,
        created_by: null,
        creator_name: 'Bench Leader',
        section_counts: COUNTS,
        progress: 67,
        post_shift_analysis: 'Steady shift',
        created_at: now,
        updated_at: now,
      });
      for (const [position, section] of (
        ['pre-shift', 'travel-path', 'post-shift'] as const
      ).entries()) {
        items.push({
          id: randomUUID(),
          checklist_id: id,
          position,
          section,
          subsection: null,
          text: `Check ${position + 1}`,
          details: null,
          completed: position < 2,
          completed_at: position < 2 ? now : null,
          completed_by: null,
          failed: false,
          failure_comment: null,
          failure_priority: null,
          resolved: false,
          resolved_at: null,
          updated_at: now,
        });
      }
    }
    for (let i = 0; i < checklists.length; i += BATCH) {
      await db
        .insertInto('checklists')
        .values(checklists.slice(i, i + BATCH))
        .execute();
    }
    for (let i = 0; i < items.length; i += BATCH) {
      await db
        .insertInto('checklist_items')
        .values(items.slice(i, i + BATCH))
        .execute();
    }
  }
}

async function benchDialect(dialect: Dialect): Promise<void> {
  const database = await createTestDatabase(dialect);
  const t = await startTestApp(database);
  try {
    const seeding = performance.now();
    await seed(t.deps);
    console.log(
      `${dialect}: seeded ${STORES} stores × ${DAYS} days in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const admin = sessionUserOf(await createUser(t.deps, { role: 'super-admin', storeId: null }));
    const to = addDays(FIRST, DAYS - 1);
    for (const kind of ['checklists', 'items'] as const) {
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const started = performance.now();
      const file = await exportCsv(t.deps, admin, kind, { from: FIRST, to });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of file.stream) {
        const text = String(chunk);
        bytes += Buffer.byteLength(text);
        lines += text.split('\r\n').length - 1;
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const seconds = (performance.now() - started) / 1000;
      const expected = STORES * DAYS * (kind === 'items' ? 3 : 1);
      console.log(
        `${dialect} ${kind}.csv, ${STORES} stores × ${DAYS} days: ${lines - 1} rows, ` +
          `${mb(bytes)} in ${seconds.toFixed(1)} s; RSS ${mb(baseline)} before, peak ${mb(peak)} ` +
          `(+${mb(peak - baseline)})`,
      );
      // Not a timing check: a short file would make the figure meaningless, so say so.
      if (lines - 1 < expected) {
        console.log(`  ✘ expected at least ${expected} rows: the figure above is not comparable`);
        process.exitCode = 1;
      }
    }
  } finally {
    await t.stop();
    await database.destroy();
  }
}

const dialects: Dialect[] = [];
if (values.only !== 'postgres') dialects.push('sqlite');
if (values.only !== 'sqlite' && process.env.BENCH_DATABASE_URL) dialects.push('postgres');
if (dialects.length === 0) throw new Error('--only postgres needs BENCH_DATABASE_URL');
// The harness makes its PostgreSQL databases on TEST_DATABASE_URL's server.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
for (const dialect of dialects) await benchDialect(dialect);
