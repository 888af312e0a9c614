// "Readings out of limits" in the weekly and monthly summaries, on both databases: the readings
// of the period outside their limits, of one store or of every store, as the temperature log
// lists them; a deleted checklist's readings are not counted; the count is read from the
// partial index of readings outside their limits (migration 025).
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '#domain/dates';
import { recordsSchema } from '#domain/records/api';
import { monthReportSchema, weekReportSchema } from '#domain/reports/api';
import { readingsOutsideQuery } from '#server/reports/repository';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const TODAY = '2026-11-22';
const CHILLER = 'Walk-in chiller temperature';

// The test clock stands at 2026-11-22T12:00Z: Sunday, noon in London; the week is 16–22 November.
describe.each(testDialects())('readings out of limits in the reports on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store with the default templates (breakfast reads the walk-in chiller, ≤ 5 °C). */
  async function readingStore() {
    t.clock.current = new Date(`${TODAY}T12:00:00.000Z`);
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    /** The day's breakfast with the chiller read at each value in turn (°C). */
    const readDay = async (date: IsoDate, values: readonly number[]) => {
      const checklist = await createChecklist(t.deps, { by: leader, date });
      const chiller = checklist.items.find((item) => item.text === CHILLER);
      if (!chiller) throw new Error(`breakfast has no "${CHILLER}"`);
      for (const value of values) {
        const answer = await leader.api.patch(
          `/api/checklists/${checklist.id}/items/${chiller.id}`,
          {
            type: 'record',
            value: String(value),
            unit: 'C',
            ...(value > 5 ? { comment: 'Stock moved to the reach-in' } : {}),
          },
        );
        expect(answer.statusCode, answer.body).toBe(200);
      }
      return checklist;
    };
    return { store, manager, leader, readDay };
  }

  async function week(user: SignedInUser, query = '') {
    const response = await user.api.get(`/api/reports/week${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return weekReportSchema.parse(response.json());
  }

  async function month(user: SignedInUser, query = '') {
    const response = await user.api.get(`/api/reports/month${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return monthReportSchema.parse(response.json());
  }

  /** What the temperature log of the period says was outside its limits. */
  async function logOutside(user: SignedInUser, storeId: string, from: IsoDate, to: IsoDate) {
    const response = await user.api.get(`/api/stores/${storeId}/records?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return recordsSchema.parse(response.json()).readings.filter((reading) => !reading.within)
      .length;
  }

  /** The raw rows: readings outside their limits in [from, to], of one store or all. */
  async function rawOutside(storeId: string | null, from: IsoDate, to: IsoDate) {
    const rows = await t.deps.db.kysely
      .selectFrom('readings')
      .select(['store_id', 'business_date', 'within'])
      .execute();
    return rows.filter((row) => {
      const date = String(row.business_date).slice(0, 10);
      return (
        !row.within && (storeId === null || row.store_id === storeId) && date >= from && date <= to
      );
    }).length;
  }

  it("counts the week's and the month's readings outside their limits, as the temperature log lists them", async () => {
    const { store, manager, readDay } = await readingStore();
    await readDay(TODAY, [8.2, 4.1]); // one outside, then a re-check inside
    await readDay('2026-11-17', [9, 7.5]); // two outside: every reading is counted
    await readDay('2026-11-09', [6]); // the week before, in November
    await readDay('2026-10-31', [12]); // October: on November's calendar, not in its month
    await readDay('2026-11-18', [3]); // inside its limit
    const other = await readingStore();
    await other.readDay(TODAY, [10]);

    const thisWeek = await week(manager);
    expect(thisWeek.summary.readingsOutside).toBe(3);
    expect(thisWeek.summary.withIssues).toBe(1); // the 17th's item still failed; today's resolved
    expect(await logOutside(manager, store.id, '2026-11-16', TODAY)).toBe(3);
    expect(await rawOutside(store.id, '2026-11-16', TODAY)).toBe(3);
    expect((await week(manager, '?date=2026-11-10')).summary.readingsOutside).toBe(1);
    expect((await week(manager, '?date=2026-10-28')).summary.readingsOutside).toBe(1);

    const november = await month(manager);
    expect(november).toMatchObject({ year: 2026, month: 11 });
    expect(november.summary.readingsOutside).toBe(4);
    // The log shows up to 31 days: the whole month, its end past today ending today.
    expect(await logOutside(manager, store.id, '2026-11-01', '2026-11-30')).toBe(4);
    expect(await rawOutside(store.id, '2026-11-01', '2026-11-30')).toBe(4);
    expect((await month(manager, '?year=2026&month=10')).summary.readingsOutside).toBe(1);
    expect((await month(manager, '?year=2026&month=12')).summary.readingsOutside).toBe(0);

    // Another store's manager sees their own; asking for this store, an empty report.
    expect((await week(other.manager)).summary.readingsOutside).toBe(1);
    const elsewhere = await week(other.manager, `?storeId=${store.id}`);
    expect(elsewhere.summary.readingsOutside).toBe(0);
    expect((await month(other.manager, `?storeId=${store.id}`)).summary.readingsOutside).toBe(0);
  });

  it("counts a reading entered after the week was read: the kept report is the checklist's version's", async () => {
    const { manager, readDay } = await readingStore();
    const before = await week(manager);
    expect(before.summary.readingsOutside).toBe(0);
    expect((await month(manager)).summary.readingsOutside).toBe(0);
    await readDay(TODAY, [7]);
    expect((await week(manager)).summary.readingsOutside).toBe(1);
    expect((await month(manager)).summary.readingsOutside).toBe(1);
  });

  it("leaves out a deleted checklist's readings, as the temperature log does", async () => {
    const { store, manager, leader, readDay } = await readingStore();
    const kept = await readDay('2026-11-20', [8]);
    const doomed = await readDay(TODAY, [8.2, 9.1]);
    expect((await week(manager)).summary.readingsOutside).toBe(3);
    expect((await month(manager)).summary.readingsOutside).toBe(3);

    const deleted = await leader.api.delete(`/api/checklists/${doomed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await week(manager);
    expect(after.summary.readingsOutside).toBe(1);
    expect(after.summary.total).toBe(1);
    expect((await month(manager)).summary.readingsOutside).toBe(1);
    expect(await logOutside(manager, store.id, '2026-11-16', TODAY)).toBe(1);
    // Kept among the deleted checklists, its readings gone with its row: the count reads
    // `readings` alone and relies on that (reports/repository.ts).
    const entry = await t.deps.db.kysely
      .selectFrom('deleted_checklists')
      .select('id')
      .where('id', '=', doomed.id)
      .executeTakeFirst();
    expect(entry?.id).toBe(doomed.id);
    const left = await t.deps.db.kysely
      .selectFrom('readings')
      .select('checklist_id')
      .where('store_id', '=', store.id)
      .execute();
    expect(left.map((row) => row.checklist_id)).toEqual([kept.id]);
  });

  it("gives every store's for a super admin with no store chosen, and one store's when chosen", async () => {
    const first = await readingStore();
    const second = await readingStore();
    await first.readDay(TODAY, [8]);
    await second.readDay('2026-11-16', [9, 10]);
    await second.readDay('2026-11-02', [11]);
    const admin = await signedInUser(t, 'super-admin', null);

    const chain = await week(admin);
    expect(chain.scope.storeId).toBeNull();
    // Every store of this file's database, as the raw rows say, these three among them.
    const chainWeek = await rawOutside(null, '2026-11-16', TODAY);
    expect(chainWeek).toBeGreaterThanOrEqual(3);
    expect(chain.summary.readingsOutside).toBe(chainWeek);
    const chainMonth = await rawOutside(null, '2026-11-01', '2026-11-30');
    expect((await month(admin)).summary.readingsOutside).toBe(chainMonth);
    expect(chainMonth).toBe(chainWeek + (await rawOutside(null, '2026-11-01', '2026-11-15')));

    expect((await week(admin, `?storeId=${second.store.id}`)).summary.readingsOutside).toBe(2);
    expect((await month(admin, `?storeId=${second.store.id}`)).summary.readingsOutside).toBe(3);
    expect((await week(admin, `?storeId=${first.store.id}`)).summary.readingsOutside).toBe(1);
  });

  it.runIf(dialect === 'sqlite')(
    'reads the count from the partial index of readings outside their limits (SQLite)',
    async () => {
      const db = t.deps.db.kysely;
      const plan = async (scope: Parameters<typeof readingsOutsideQuery>[1]['scope']) => {
        const query = readingsOutsideQuery(db, { scope, from: '2026-11-01', to: '2026-11-30' });
        const { sql: text, parameters } = query.compile();
        const rows = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
        );
        return rows.rows.map((row) => row.detail);
      };
      // The index alone answers: no row of `readings` is read, and none within its limits.
      const search =
        'SEARCH readings USING COVERING INDEX readings_outside_idx ' +
        '(store_id=? AND business_date>? AND business_date<?)';
      expect(await plan({ kind: 'stores', storeIds: ['a-store'] })).toEqual([search]);
      // Every store: one range of the index per store of the stores table.
      const allStores = await plan({ kind: 'all' });
      expect(allStores[0]).toBe(search);
      expect(allStores.slice(1).join('\n')).toMatch(
        /^USING (COVERING )?INDEX \S+ FOR IN-OPERATOR$/,
      );
      expect(allStores.join('\n')).not.toMatch(/SCAN/);
    },
  );

  it.runIf(dialect === 'postgres')(
    'keeps the partial index of readings outside their limits, and reads the count from it alone (PostgreSQL)',
    async () => {
      const db = t.deps.db.kysely;
      const { rows } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where tablename = 'readings' and indexname = 'readings_outside_idx'
          and schemaname = current_schema()`.execute(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.indexdef).toMatch(/\(store_id, business_date\) WHERE \(/);
      expect(rows[0]!.indexdef).toMatch(/within = false|NOT within/);
      // A test's table is too small for the planner to prefer an index unless told to.
      const plan = (scope: Parameters<typeof readingsOutsideQuery>[1]['scope']) =>
        db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const query = readingsOutsideQuery(trx, { scope, from: '2026-11-01', to: '2026-11-30' });
          const { sql: text, parameters } = query.compile();
          const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${text}`, [...parameters]),
          );
          return result.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      for (const scope of [{ kind: 'stores', storeIds: ['a-store'] }, { kind: 'all' }] as const) {
        expect(await plan(scope)).toMatch(/Index Only Scan using readings_outside_idx on readings/);
      }
    },
  );
});
