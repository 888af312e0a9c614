import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { PeriodPlan } from '#domain/due/period-plan';

/** What the database finds in the checklists a period plan names, judged section by section. */
export interface PresentOutcomes {
  onTime: number;
  late: number;
  /** Sections of these checklists not done once due. */
  missed: number;
  /** Sections past due of the enabled shifts that do have a checklist (see PeriodPlan). */
  overdueOfPresent: number;
}

/**
 * visitSectionOutcomes in one statement, for a chain's month: the database reads each owing
 * store's checklists (SQLite by the (store, date, shift) index; PostgreSQL one store's by that
 * index too, a chain's in one pass over the date-first index, joined by hash), looks up the
 * shift's due times in the plan and adds up on time, late and missed, so 20,000 checklists come
 * back as one row, not as 20,000 rows to parse. Slots a, b and z are the sections in SECTIONS
 * order (pre-shift, travel path, post-shift). SQLite compares done times as text: the server
 * writes every one as ISO 8601 UTC with milliseconds (Date#toISOString), as it writes the due
 * times it compares them with. The rule stays in visitSectionOutcomes; a test holds the two to
 * the same figures.
 */
export async function sumSectionOutcomes(db: Db, plan: PeriodPlan): Promise<PresentOutcomes> {
  if (plan.stores.length === 0) return { onTime: 0, late: 0, missed: 0, overdueOfPresent: 0 };
  const [row] = await outcomeRows(db, plan, sql``, sql``);
  return outcomesOf(row);
}

/**
 * The same, store by store (insights' league table): one row per store with checklists in the
 * plan; a store with none has none of these outcomes.
 */
export async function sectionOutcomesByStore(
  db: Db,
  plan: PeriodPlan,
): Promise<Map<string, PresentOutcomes>> {
  if (plan.stores.length === 0) return new Map();
  const rows = await outcomeRows(db, plan, sql`store_id,`, sql`group by store_id`);
  return new Map(rows.map((row) => [String(row.store_id), outcomesOf(row)]));
}

const outcomesOf = (row: OutcomeRow | undefined): PresentOutcomes => ({
  onTime: Number(row?.on_time ?? 0),
  late: Number(row?.late ?? 0),
  missed: Number(row?.missed ?? 0),
  overdueOfPresent: Number(row?.overdue_of_present ?? 0),
});

async function outcomeRows(
  db: Db,
  plan: PeriodPlan,
  key: RawBuilder<unknown>,
  grouping: RawBuilder<unknown>,
): Promise<OutcomeRow[]> {
  const stores = JSON.stringify(
    plan.stores.map((s) => ({ id: s.storeId, p: s.profile, f: s.from, t: s.to })),
  );
  const dues = JSON.stringify(
    plan.dues.map((d) => ({
      k: `${d.profile}|${d.date}|${d.category}`,
      p: d.profile,
      d: d.date,
      c: d.category,
      e: d.enabled ? 1 : 0,
      a: d.due[0],
      b: d.due[1],
      z: d.due[2],
      oa: d.overdue[0] ? 1 : 0,
      ob: d.overdue[1] ? 1 : 0,
      oz: d.overdue[2] ? 1 : 0,
    })),
  );
  const first = plan.stores.reduce((min, s) => (s.from < min ? s.from : min), plan.stores[0]!.from);
  const last = plan.stores.reduce((max, s) => (s.to > max ? s.to : max), plan.stores[0]!.to);
  const judged = sql`
    select ${key}
      coalesce(sum(${onTime('a')} + ${onTime('b')} + ${onTime('z')}), 0) as on_time,
      coalesce(sum(${late('a')} + ${late('b')} + ${late('z')}), 0) as late,
      coalesce(sum(${missed('a')} + ${missed('b')} + ${missed('z')}), 0) as missed,
      coalesce(sum(due_e * (due_oa + due_ob + due_oz)), 0) as overdue_of_present
    from judged ${grouping}`;
  const query =
    db.dialect === 'postgres'
      ? sql<OutcomeRow>`
          with s as (
            select * from jsonb_to_recordset(${stores}::jsonb)
              as x(id text, p int, f date, t date)
          ),
          d as (
            select * from jsonb_to_recordset(${dues}::jsonb)
              as y(p int, d date, c text, e int, a timestamptz, b timestamptz, z timestamptz,
                oa int, ob int, oz int)
          ),
          judged as (
            select c.store_id, d.e as due_e, d.a as due_a, d.b as due_b, d.z as due_z,
              d.oa as due_oa, d.ob as due_ob, d.oz as due_oz,
              c.pre_shift_done_at as done_a, c.travel_path_done_at as done_b,
              c.post_shift_done_at as done_z
            from checklists c
            join s on c.store_id = s.id and c.business_date between s.f and s.t
            join d on d.p = s.p and d.d = c.business_date and d.c = c.category
            where c.business_date between ${first}::date and ${last}::date
          )
          ${judged}`
      : sql<OutcomeRow>`
          with s as materialized (
            select value ->> 'id' as id, value ->> 'p' as p, value ->> 'f' as f,
              value ->> 't' as t
            from json_each(${stores})
          ),
          d as materialized (
            select value ->> 'k' as k, value ->> 'e' as e, value ->> 'a' as a,
              value ->> 'b' as b, value ->> 'z' as z, value ->> 'oa' as oa,
              value ->> 'ob' as ob, value ->> 'oz' as oz
            from json_each(${dues})
          ),
          judged as (
            select c.store_id, d.e as due_e, d.a as due_a, d.b as due_b, d.z as due_z,
              d.oa as due_oa, d.ob as due_ob, d.oz as due_oz,
              c.pre_shift_done_at as done_a, c.travel_path_done_at as done_b,
              c.post_shift_done_at as done_z
            from s
            cross join checklists c
              on c.store_id = s.id and c.business_date >= s.f and c.business_date <= s.t
            join d on d.k = s.p || '|' || c.business_date || '|' || c.category
          )
          ${judged}`;
  // A report names one store or the whole chain. For one store the planner probes the (store,
  // date, shift) index, which reads that store's rows alone. For a chain it would do the same
  // once per store (it takes each JSON list for 100 rows), fetching every checklist from the
  // table: 0.8 s for 1,500 stores' month, against 90 ms for one pass over the date-first index
  // joined by hash. Materializing the period's rows also forced the hash join, but copied
  // 100,000 rows first (170 ms).
  return db.dialect === 'postgres' && plan.stores.length > NESTED_LOOP_STORES
    ? await db.kysely.transaction().execute(async (trx) => {
        await sql`set local enable_nestloop = off`.execute(trx);
        return (await query.execute(trx)).rows;
      })
    : (await query.execute(db.kysely)).rows;
}

/**
 * Up to this many stores (an area's), probing the (store, date, shift) index store by store reads
 * their rows alone; the hash join over the period's rows of the whole chain read 1,500 stores'
 * month to keep 15 stores' (an area's league table: 78 ms p50 with it, 19 ms without, PostgreSQL).
 */
const NESTED_LOOP_STORES = 100;

interface OutcomeRow {
  store_id?: string;
  on_time: number | string;
  late: number | string;
  missed: number | string;
  overdue_of_present: number | string;
}

type Slot = 'a' | 'b' | 'z';
const onTime = (s: Slot) =>
  sql.raw(`(case when done_${s} is not null and done_${s} <= due_${s} then 1 else 0 end)`);
const late = (s: Slot) =>
  sql.raw(`(case when done_${s} is not null and done_${s} > due_${s} then 1 else 0 end)`);
const missed = (s: Slot) =>
  sql.raw(`(case when done_${s} is null and due_o${s} = 1 then 1 else 0 end)`);
