// The temperature log of a year of one store, timed at the chain's size (goal: ≤ 3 s).
//
//   npx tsx bench/temperature-log.ts                       # 200 stores × 365 days, SQLite
//   npx tsx bench/temperature-log.ts --stores 20 --samples 3
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/temperature-log.ts --only postgres
//   npx tsx bench/temperature-log.ts --locales pl,zh-CN          # readers' languages (en-GB,ar)
//   npx tsx bench/temperature-log.ts --profile --out /tmp/logs   # where the time went; the PDFs
//   npx tsx bench/temperature-log.ts --keep /tmp/log.db          # SQLite seeded once, then reused
//
// Seeds the chain with the bench's bulk loader (seed-chain.ts: stores × days × three shifts
// with every item of the default templates), then gives the first store a year of readings: each
// reading item of each of its checklists read once a shift, one in twelve outside its limits with
// what was done and a re-check inside them, every day but one in thirty signed off, one in ten
// changed after its signature, and a four-weekly review every 28 days. Then asks for the year's
// log (GET /api/exports/temperature-log.pdf's service, in English and in Arabic) one at a time and
// times each until its last byte, the first one as warm-up. Measures, never asserts.
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { addDays, businessDate, DEFAULT_DAY_START, type IsoDate } from '#domain/dates';
import { isLocale, type Locale } from '#domain/i18n/locales';
import { parseReadingSpec, withinLimits } from '#domain/readings/spec';
import { defaultTemplateId } from '#domain/templates/default-templates';
import { systemClock } from '#server/clock';
import { openDatabase, type Db, type Dialect } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createDeps } from '#server/deps';
import { temperatureLogPdf } from '#server/exports/temperature-log-pdf';
import { createLocalBus } from '#server/live/bus';
import { insertReadings, type NewReading } from '#server/readings/repository';
import { firstStart } from '#server/setup/first-start';
import { testConfig } from '#test/support/harness';
import { summariseProfile } from './profile';
import { HISTORY_SHIFTS, seedChain } from './seed-chain';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    stores: { type: 'string', default: '200' },
    days: { type: 'string', default: '365' },
    samples: { type: 'string', default: '5' },
    only: { type: 'string' },
    locales: { type: 'string', default: 'en-GB,ar' },
    // A CPU profile of each language's timed samples (the warm-up left out), summarised.
    profile: { type: 'boolean', default: false },
    // A folder to keep each language's last PDF in (temperature-log-<dialect>-<locale>.pdf).
    out: { type: 'string' },
    // A SQLite file kept after the run and, once it exists, timed again without seeding (by the
    // same schema: delete it after a migration).
    keep: { type: 'string' },
  },
});
const LOCALES = values.locales.split(',').filter(isLocale);
const STORES = Number(values.stores);
const DAYS = Number(values.days);
const SAMPLES = Number(values.samples);
const GOAL_MS = 3000;
const config = testConfig();

async function placeFor(dialect: Dialect) {
  if (dialect === 'sqlite' && values.keep) {
    return {
      db: openDatabase({ sqliteFile: path.resolve(values.keep) }),
      destroy: async () => {},
    };
  }
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftcheck-bench-log-'));
    return {
      db: openDatabase({ sqliteFile: path.join(dir, 'bench.db') }),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.BENCH_DATABASE_URL ?? '';
  const schema = `bench_log_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    db: openDatabase({ databaseUrl: url, pgSchema: schema }),
    destroy: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A year of one store's records, as described at the top; how many readings it wrote. */
async function seedRecords(db: Db, storeId: string, leaderId: string): Promise<number> {
  const k = db.kysely;
  const readingItems = await k
    .selectFrom('template_items')
    .select(['template_id', 'position', 'measure'])
    .where('kind', '=', 'reading')
    .where(
      'template_id',
      'in',
      HISTORY_SHIFTS.map((category) => defaultTemplateId(category)),
    )
    .execute();
  const checklists = await k
    .selectFrom('checklists')
    .select(['id', 'category', 'business_date'])
    .where('store_id', '=', storeId)
    .orderBy('business_date')
    .orderBy('category')
    .execute();
  const hour: Record<string, number> = { breakfast: 6, day: 11, night: 17 };
  const readings: NewReading[] = [];
  const items = new Map<string, string[]>();
  for (const c of checklists) {
    const date = String(c.business_date).slice(0, 10);
    const own = readingItems.filter((ti) => ti.template_id === defaultTemplateId(c.category));
    own.forEach((ti, n) => {
      const measure = parseReadingSpec(ti.measure);
      if (!measure) return;
      const itemId = `${c.id}-${ti.position}`;
      const same = items.get(ti.measure ?? '') ?? [];
      same.push(itemId);
      items.set(ti.measure ?? '', same);
      const limit = measure.max ?? measure.min ?? 0;
      const at = new Date(Date.parse(`${date}T00:00:00Z`) + (hour[c.category] ?? 6) * 3600_000);
      const base = {
        checklistId: c.id,
        itemId,
        storeId,
        businessDate: date,
        userId: leaderId,
        userName: 'Bench Leader',
        unit: 'C',
        measure,
      };
      const outside = (readings.length + n) % 12 === 0;
      const inside = measure.max === null ? limit + 2 : limit - 1;
      const value = outside ? (measure.max === null ? limit - 3 : limit + 3) : inside;
      readings.push({
        ...base,
        at: new Date(at.getTime() + n * 60_000).toISOString(),
        value: String(value),
        within: withinLimits(measure, value, 'C'),
        action: outside ? 'Moved the stock to the reach-in and called the engineer' : null,
      });
      if (outside) {
        readings.push({
          ...base,
          at: new Date(at.getTime() + (n + 30) * 60_000).toISOString(),
          value: String(inside),
          within: withinLimits(measure, inside, 'C'),
          action: null,
        });
      }
    });
  }
  await k.transaction().execute(async (trx) => {
    for (const [measure, ids] of items) {
      for (let i = 0; i < ids.length; i += 500) {
        await trx
          .updateTable('checklist_items')
          .set({ kind: 'reading', measure })
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    }
    for (let i = 0; i < readings.length; i += 1000) {
      await insertReadings(trx, readings.slice(i, i + 1000));
    }
  });

  const days = [...new Set(checklists.map((c) => String(c.business_date).slice(0, 10)))];
  const breakfast = new Map(
    checklists
      .filter((c) => c.category === 'breakfast')
      .map((c) => [String(c.business_date).slice(0, 10), c.id]),
  );
  const signed = days.filter((_, i) => i % 30 !== 29);
  await k.transaction().execute(async (trx) => {
    for (const [i, day] of signed.entries()) {
      const signedAt = `${day}T22:00:00.000Z`;
      await trx
        .insertInto('day_sign_offs')
        .values({
          store_id: storeId,
          business_date: day,
          signed_at: signedAt,
          user_id: leaderId,
          user_name: 'Bench Manager',
          role: 'store',
          note: i % 5 === 0 ? 'Probe checked against iced water' : null,
        })
        .execute();
      const checklistId = breakfast.get(day);
      if (i % 10 === 0 && checklistId) {
        await trx
          .insertInto('checklist_events')
          .values({
            checklist_id: checklistId,
            at: `${day}T23:00:00.000Z`,
            user_id: leaderId,
            user_name: 'Bench Leader',
            action: 'item-changed',
            subject: null,
            summary: 'Updated the post-shift analysis',
            before_json: null,
            after_json: null,
          })
          .execute();
      }
    }
    for (let end = days.length - 1; end >= 27; end -= 28) {
      const to = days[end]!;
      await trx
        .insertInto('store_reviews')
        .values({
          store_id: storeId,
          period_from: addDays(to, -27),
          period_to: to,
          signed_at: `${to}T21:00:00.000Z`,
          user_id: leaderId,
          user_name: 'Bench Manager',
          note: 'Readings reviewed; probes calibrated; no pattern in the breaches.',
        })
        .execute();
    }
  });
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(k);
  else await sql`analyze`.execute(k);
  return readings.length;
}

/** A CPU profile of `run` alone, written beside the other profiles and summarised (profile.ts). */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!values.profile) return run();
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftcheck-log-profile-'));
    const file = path.join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  profile of ${name}: ${file}`);
    for (const line of summariseProfile(file, 16)) console.log(`    ${line}`);
  }
}

async function timeLog(
  db: Db,
  storeId: string,
  from: IsoDate,
  to: IsoDate,
  locale: Locale,
  name: string,
) {
  const deps = createDeps({ db, config, clock: systemClock, live: createLocalBus() });
  const user = {
    id: randomUUID(),
    email: 'bench-admin@bench.example',
    role: 'super-admin' as const,
    displayName: 'Bench Admin',
    locale,
    storeLocale: null,
    storeClock: null,
    storeId: null,
    storeNumber: null,
    storeName: null,
    createdAt: new Date(0).toISOString(),
  };
  const ms: number[] = [];
  let bytes = 0;
  let rss = 0;
  let chunks: Buffer[] = [];
  const sample = async () => {
    const started = performance.now();
    const file = await temperatureLogPdf(deps, user, { storeId, from, to });
    bytes = 0;
    chunks = [];
    for await (const chunk of file.stream) {
      if (!Buffer.isBuffer(chunk)) throw new Error('the PDF streams bytes');
      bytes += chunk.length;
      if (values.out) chunks.push(chunk);
    }
    rss = Math.max(rss, process.memoryUsage().rss);
    return performance.now() - started;
  };
  await sample();
  await profiled(name, async () => {
    for (let i = 0; i < SAMPLES; i += 1) ms.push(await sample());
  });
  if (values.out) {
    mkdirSync(values.out, { recursive: true });
    writeFileSync(path.join(values.out, `${name}.pdf`), Buffer.concat(chunks));
  }
  ms.sort((a, b) => a - b);
  return { min: ms[0] ?? 0, p50: ms[Math.floor(ms.length / 2)] ?? 0, bytes, rss };
}

/** The store with a year of readings and the day its history ends, in a chain seeded before. */
async function seededBefore(db: Db): Promise<{ storeId: string; to: IsoDate } | undefined> {
  const tables = await db.kysely.introspection.getTables();
  if (!tables.some((table) => table.name === 'readings')) return undefined;
  const last = await db.kysely
    .selectFrom('readings')
    .select(['store_id as storeId', 'business_date as day'])
    .orderBy('business_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && { storeId: last.storeId, to: String(last.day).slice(0, 10) };
}

/** Seeds the chain and the first store's year of records; that store and yesterday. */
async function seed(db: Db, dialect: Dialect): Promise<{ storeId: string; to: IsoDate }> {
  await migrateToLatest(db);
  await firstStart(createDeps({ db, config, clock: systemClock, live: createLocalBus() }));
  const today = businessDate(new Date(), config.defaultTimeZone, DEFAULT_DAY_START);
  const seeding = performance.now();
  const chain = await seedChain(
    db,
    { stores: STORES, days: DAYS, today, timezone: config.defaultTimeZone, items: true },
    (n) => {
      if (n % 20 === 0 || n === STORES) process.stdout.write(`\r  seeded ${n}/${STORES} stores`);
    },
  );
  const storeId = chain.storeIds[0]!;
  const leader = chain.leaders[0]!;
  const readings = await seedRecords(db, storeId, leader.id);
  const seconds = ((performance.now() - seeding) / 1000).toFixed(0);
  console.log(
    `\n${dialect}: ${STORES} stores × ${DAYS} days, ${chain.checklists.toLocaleString('en-US')} checklists, ` +
      `${chain.items.toLocaleString('en-US')} items; ${readings.toLocaleString('en-US')} readings in the first store; seeded in ${seconds} s`,
  );
  // The history ends yesterday.
  return { storeId, to: addDays(today, -1) };
}

async function bench(dialect: Dialect) {
  const { db, destroy } = await placeFor(dialect);
  try {
    const kept = dialect === 'sqlite' && values.keep ? await seededBefore(db) : undefined;
    if (kept) console.log(`${dialect}: the chain seeded before in ${values.keep}`);
    const { storeId, to } = kept ?? (await seed(db, dialect));
    // A year of the history, as the export's range allows (≤ 366 days).
    const from = addDays(to, 1 - Math.min(DAYS, 365));
    for (const locale of LOCALES) {
      const t = await timeLog(
        db,
        storeId,
        from,
        to,
        locale,
        `temperature-log-${dialect}-${locale}`,
      );
      const verdict = t.p50 <= GOAL_MS ? 'within' : 'OVER';
      console.log(
        `  log ${from}..${to} (${locale}): fastest ${t.min.toFixed(0)} ms, p50 ${t.p50.toFixed(0)} ms ` +
          `(${verdict} the ${GOAL_MS} ms goal), ${(t.bytes / 1024 / 1024).toFixed(1)} MiB, peak RSS ${(t.rss / 1024 / 1024).toFixed(0)} MiB`,
      );
    }
  } finally {
    await db.close();
    await destroy();
  }
}

const dialects: Dialect[] = [];
if (values.only !== 'postgres') dialects.push('sqlite');
if (values.only !== 'sqlite' && process.env.BENCH_DATABASE_URL) dialects.push('postgres');
for (const dialect of dialects) await bench(dialect);
