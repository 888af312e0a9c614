// Chain-scale timings: each report asked one request at a time (no queueing), p50 and p95,
// then the query plan of the slowest one's SQL as the database would run it.
import type { CompiledQuery, Kysely } from 'kysely';
import { ACTIONS_PAGE_SIZE } from '#domain/actions/messages';
import { countOverview } from '#server/admin/repository';
import { listActionRows } from '#server/actions/queries';
import type { Db, Dialect } from '#server/db/database';
import { storeTotals, type InsightStores } from '#server/insights/repository';
import type { Database } from '#server/db/types';
import { aggregateShiftDays } from '#server/reports/repository';
import { monthGrid, monthOf, weekDates, type IsoDate } from '#domain/dates';
import { BROWSER_HEADERS } from './load';
import type { SeededUser } from './seed-chain';

export interface Timing {
  name: string;
  /** The fastest: the cost when nothing else ran (a busy machine inflates the rest). */
  min: number;
  p50: number;
  p95: number;
}

interface Probe {
  name: string;
  path: string;
  user: SeededUser;
  /** The repository call behind it, for EXPLAIN. */
  query: (db: Kysely<Database>) => Promise<unknown>;
}

/**
 * Insights (docs/decisions/049) for the chain and for an area of AREA_STORES stores: the league
 * table of the month, the twelve weeks' trend, the most-failed items. Their EXPLAIN is the league
 * table's summary rows, the query the month's figures add up.
 */
function insightProbes(
  dialect: Dialect,
  admin: SeededUser,
  area: { id: string; storeIds: readonly string[] },
  today: IsoDate,
): Probe[] {
  const { year, month } = monthOf(today);
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const totals = (stores: InsightStores) => (db: Kysely<Database>) =>
    storeTotals(db, dialect, { stores, from, to: today, today });
  const chain = totals({ kind: 'all' });
  const ofArea = totals({ kind: 'stores', storeIds: area.storeIds });
  const get = (name: string, path: string, query: Probe['query']): Probe => ({
    name,
    path,
    user: admin,
    query,
  });
  return [
    get('league month, chain', '/api/insights/league', chain),
    get('trend 12 weeks, chain', '/api/insights/trend', chain),
    get('most-failed month, chain', '/api/insights/most-failed', chain),
    get('league month, area of 15', `/api/insights/league?areaId=${area.id}`, ofArea),
    get('trend 12 weeks, area of 15', `/api/insights/trend?areaId=${area.id}`, ofArea),
  ];
}

/** The Actions screen's first page, as GET /api/actions reads it (actions/service.ts). */
function actionProbes(admin: SeededUser, manager: SeededUser): Probe[] {
  const page = (stores: readonly string[] | null) => (db: Kysely<Database>) =>
    listActionRows(
      db,
      { stores, status: 'outstanding', recurring: false },
      null,
      ACTIONS_PAGE_SIZE + 1,
    );
  return [
    {
      name: 'actions, all stores',
      path: '/api/actions?scope=all&status=outstanding',
      user: admin,
      query: page(null),
    },
    {
      name: 'actions, one store',
      path: '/api/actions?scope=store&status=outstanding',
      user: manager,
      query: page([manager.storeId ?? '']),
    },
  ];
}

function probes(admin: SeededUser, leader: SeededUser, storeId: string, today: IsoDate): Probe[] {
  const week = weekDates(today);
  const { year, month } = monthOf(today);
  const grid = monthGrid(year, month).flat();
  const range = (dates: IsoDate[]) => ({ from: dates[0] ?? today, to: dates.at(-1) ?? today });
  const one = { kind: 'stores' as const, storeIds: [storeId] };
  const all = { kind: 'all' as const };
  return [
    {
      name: 'week, one store',
      path: `/api/reports/week?storeId=${storeId}`,
      user: leader,
      query: (db) => aggregateShiftDays(db, { scope: one, ...range(week) }),
    },
    {
      name: 'month, one store',
      path: `/api/reports/month?storeId=${storeId}`,
      user: leader,
      query: (db) => aggregateShiftDays(db, { scope: one, ...range(grid) }),
    },
    {
      name: 'week, all stores',
      path: '/api/reports/week',
      user: admin,
      query: (db) => aggregateShiftDays(db, { scope: all, ...range(week) }),
    },
    {
      name: 'month, all stores',
      path: '/api/reports/month',
      user: admin,
      query: (db) => aggregateShiftDays(db, { scope: all, ...range(grid) }),
    },
    {
      name: 'admin overview',
      path: '/api/admin/overview',
      user: admin,
      query: (db) => countOverview(db, all),
    },
  ];
}

async function time(address: string, probe: Probe, samples: number): Promise<Timing> {
  const ms: number[] = [];
  for (let i = 0; i < samples + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(`${address}${probe.path}`, {
      headers: { ...BROWSER_HEADERS, cookie: probe.user.cookie },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.path} answered ${response.status}`);
    // The first three warm the caches.
    if (i >= 3) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
  return { name: probe.name, min: ms[0] ?? 0, p50: at(0.5), p95: at(0.95) };
}

/** The statements a repository call runs, captured by running it on a logging connection. */
async function capture(db: Db, query: Probe['query']): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const logging = db.kysely.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => args.result,
  });
  // withPlugin keeps the executor; a thin proxy on compile() records what is sent.
  const original = logging.getExecutor().compileQuery.bind(logging.getExecutor());
  const executor = logging.getExecutor();
  executor.compileQuery = (node, queryId) => {
    const compiled = original(node, queryId);
    seen.push(compiled);
    return compiled;
  };
  await query(logging);
  executor.compileQuery = original;
  return seen;
}

async function explain(db: Db, compiled: CompiledQuery): Promise<string> {
  const prefix = db.dialect === 'postgres' ? 'explain (analyze, buffers) ' : 'explain query plan ';
  const result = await db.kysely.executeQuery<Record<string, unknown>>({
    ...compiled,
    sql: prefix + compiled.sql,
  });
  return result.rows
    .map((row) => (db.dialect === 'postgres' ? String(row['QUERY PLAN']) : String(row.detail)))
    .join('\n');
}

export async function chainTimings(
  address: string,
  db: Db,
  fixture: {
    admin: SeededUser;
    leader: SeededUser;
    storeId: string;
    today: IsoDate;
    /** With the chain's actions seeded: a manager of the store, and the actions are timed too. */
    manager?: SeededUser | undefined;
    /** An area of the chain's first stores (insights' timings); none on an older schema. */
    area?: { id: string; storeIds: readonly string[] } | null;
  },
  samples: number,
): Promise<{ timings: Timing[]; slowest: string; plans: string[] }> {
  const actions = fixture.manager ? actionProbes(fixture.admin, fixture.manager) : [];
  const insights = fixture.area
    ? insightProbes(db.dialect, fixture.admin, fixture.area, fixture.today)
    : [];
  const list = [
    ...probes(fixture.admin, fixture.leader, fixture.storeId, fixture.today),
    ...actions,
    ...insights,
  ];
  const timings: Timing[] = [];
  for (const probe of list) timings.push(await time(address, probe, samples));
  const slowestIndex = timings.reduce(
    (best, t, i) => (t.p50 > (timings[best]?.p50 ?? 0) ? i : best),
    0,
  );
  const slowest = list[slowestIndex];
  // The actions lists' plans come too, whichever is slowest: the issue's goal is theirs.
  const explained = [...new Set([slowest, ...actions])].filter((p) => p !== undefined);
  const plans: string[] = [];
  for (const probe of explained) {
    for (const compiled of await capture(db, probe.query)) {
      plans.push(`${compiled.sql}\n${await explain(db, compiled)}`);
    }
  }
  const also = actions.some((p) => p !== slowest) ? ', and the actions lists' : '';
  return { timings, slowest: `${slowest?.name ?? ''}${also}`, plans };
}
