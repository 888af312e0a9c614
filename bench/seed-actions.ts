// The corrective-actions scenario of the bench's chain (docs/decisions/047; `--actions`): a
// chain's year of dealt-with actions and the few days' worth still to be done, written in one
// INSERT … SELECT over the seeded checklists and their items, so the list's figures come from a
// table the size a 200-store chain would have.
//
// Each action points at a real checklist (its foreign key) and a real item of it (the list joins
// the item), a handful of items per checklist from the first positions on. The items keep the
// loader's ticks: the list reads an item's section, comment and translations, never whether it
// failed. With this scenario the history's own one-failure-in-ten actions are left out, so the
// counts below are the table's.
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

export interface ActionScenario {
  /** Open or in progress, due within `dueWithinDays` days from `now`. */
  open: number;
  /** Done or verified, spread over the whole history. */
  closed: number;
  /** The open ones are on the checklists of the history's last `openDays` days. */
  openDays: number;
  dueWithinDays: number;
}

/** The chain: 50,000 actions still to be done and 2 million dealt with. */
export const CHAIN_ACTIONS: ActionScenario = {
  open: 50_000,
  closed: 2_000_000,
  openDays: 7,
  dueWithinDays: 4,
};

export interface SeededActions {
  open: number;
  closed: number;
  seconds: number;
}

/** A prime: `k · SCATTER mod open` visits every k below `open` once (open not its multiple). */
const SCATTER = 7919;

/**
 * Gives each checklist its share of a total as a straight line would (checklist `r` of `m`:
 * `(r + 1) · total / m − r · total / m`, integer division), so the counts are exact and even:
 * the open ones over the checklists of the last `openDays` days, newest first (`recent`; a
 * chain's `stores` have three shifts a day), the closed ones over all of them in the order they
 * were written (`rn`, by id). Action `k` of its kind (`… before` plus its place) then decides its
 * priority (A–D in turn), its owner (nobody, the checklist's leader or a contractor in turn), its
 * status (in runs of twelve) and whether it recurs (one in seven); an open one's due time is `k`
 * scattered over the window, so the soonest due are of every store.
 *
 * Checklists first, then positions, then each item by its index (`cross join` fixes that order
 * for SQLite, which otherwise built an index of all the items' positions first): 40 s instead of
 * about 95 on SQLite at 200 stores × 365 days, the rows arriving in id order.
 */
export async function seedActions(
  db: Db,
  stores: number,
  now: Date,
  scenario: ActionScenario = CHAIN_ACTIONS,
): Promise<SeededActions> {
  const started = performance.now();
  const pg = db.dialect === 'postgres';
  const checklists = await db.kysely
    .selectFrom('checklists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
  const recent = Math.min(checklists, stores * 3 * scenario.openDays);
  if (checklists === 0 || recent === 0) throw new Error('--actions: the chain has no checklists');
  // The most actions one checklist gets, at item positions 0 to perChecklist − 1.
  const perChecklist = Math.ceil(scenario.open / recent) + Math.ceil(scenario.closed / checklists);

  const n = sql.lit(checklists);
  const w = sql.lit(recent);
  const open = sql.lit(scenario.open);
  const closed = sql.lit(scenario.closed);
  const windowSeconds = scenario.dueWithinDays * 86_400;
  const t = pg ? sql`true` : sql`1`;
  const f = pg ? sql`false` : sql`0`;
  const k = sql`case when p.n < s.open_count then s.open_before + p.n
    else s.closed_before + p.n - s.open_count end`;
  const isOpen = sql`p.n < s.open_count`;
  // Every other run of twelve: in progress (open ones with an owner) or verified (closed ones),
  // whatever the priority (k mod 4) and the owner (k mod 3).
  const second = sql`((${k}) / 12 % 2 = 1)`;
  const later = (hours: number) =>
    pg
      ? sql`s.created_at + interval '${sql.raw(String(hours))} hours'`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', s.created_at, '+${sql.raw(String(hours))} hours')`;
  const dueOffset = sql`((${k}) * ${sql.lit(SCATTER)} % ${open}) * ${sql.lit(windowSeconds)} / ${open}`;
  const openDue = pg
    ? sql`cast(${now.toISOString()} as timestamptz) + (${dueOffset}) * interval '1 second'`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now.toISOString()}, '+' || (${dueOffset}) || ' seconds')`;

  await db.kysely.transaction().execute(async (trx) => {
    if (pg) {
      // As the loader: no wait for a durable commit, no per-row foreign-key trigger.
      await sql`set local synchronous_commit = off`.execute(trx);
      await sql`set local session_replication_role = replica`.execute(trx);
    }
    await sql`
      with recursive positions (n) as (
        select 0 union all select n + 1 from positions where n < ${sql.lit(perChecklist - 1)}
      ),
      numbered as (
        select c.id, c.store_id, c.business_date, c.created_at, c.created_by, c.creator_name,
          row_number() over (order by c.id) - 1 as rn,
          row_number() over (order by c.business_date desc, c.store_id, c.category) - 1 as recent
        from checklists c
      ),
      shares as (
        select c.*,
          case when c.recent < ${w} then (c.recent + 1) * ${open} / ${w} - c.recent * ${open} / ${w}
            else 0 end as open_count,
          case when c.recent < ${w} then c.recent * ${open} / ${w} else ${open} end as open_before,
          (c.rn + 1) * ${closed} / ${n} - c.rn * ${closed} / ${n} as closed_count,
          c.rn * ${closed} / ${n} as closed_before
        from numbered c
        order by c.id
      )
      insert into actions (id, checklist_id, item_id, item_text, store_id, business_date,
        priority, status, opened_at, opened_by, opened_by_name, due_at, owner_user_id, owner_name,
        owner_email, done_at, done_by_name, done_note, verified_at, verified_by_name, recurring,
        updated_at)
      select i.id || '-action', s.id, i.id, i.text, s.store_id, s.business_date,
        substr('ABCD', cast((${k}) % 4 as integer) + 1, 1),
        case
          when ${isOpen} and (${k}) % 3 > 0 and ${second} then 'in-progress'
          when ${isOpen} then 'open'
          when ${second} then 'verified'
          else 'done' end,
        s.created_at, s.created_by, s.creator_name,
        case when ${isOpen} then ${openDue} else ${later(3)} end,
        case when (${k}) % 3 = 1 then s.created_by else null end,
        case (${k}) % 3 when 1 then s.creator_name when 2 then 'Bench Contractor' else null end,
        case when (${k}) % 3 = 2 then 'contractor@bench.example' else null end,
        case when ${isOpen} then null else ${later(2)} end,
        case when ${isOpen} then null else s.creator_name end,
        case when ${isOpen} then null else 'Fixed and checked' end,
        case when ${isOpen} or not ${second} then null else ${later(4)} end,
        case when ${isOpen} or not ${second} then null else 'Bench Manager' end,
        case when (${k}) % 7 = 0 then ${t} else ${f} end,
        case when ${isOpen} then s.created_at when ${second} then ${later(4)}
          else ${later(2)} end
      from shares s
      cross join positions p
      join checklist_items i on i.checklist_id = s.id and i.position = p.n
      where p.n < s.open_count + s.closed_count`.execute(trx);
  });

  const counts = await db.kysely
    .selectFrom('actions')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', 'in', ['open', 'in-progress']).as('open'),
      eb.fn.countAll<number>().filterWhere('status', 'in', ['done', 'verified']).as('closed'),
    ])
    .executeTakeFirstOrThrow();
  const seeded = { open: Number(counts.open), closed: Number(counts.closed) };
  if (seeded.open !== scenario.open || seeded.closed !== scenario.closed) {
    // A checklist with fewer items than its share: more days give each checklist a smaller one.
    throw new Error(
      `--actions: seeded ${seeded.open} open and ${seeded.closed} closed actions, not ` +
        `${scenario.open} and ${scenario.closed}; each checklist needs ${perChecklist} items — seed more --days`,
    );
  }
  return { ...seeded, seconds: (performance.now() - started) / 1000 };
}
