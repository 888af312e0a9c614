import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Insights' summary rows (docs/decisions/049): one row per store and business date with what a
 * league table and a trend add up, kept by triggers as every change happens, however it happens
 * (a tick, a deletion and its restoring, the bulk loader). A chain's month is then 31 rows a
 * store, not its checklists' items. Each trigger fires only on the change it counts: a tick that
 * neither completes a checklist nor fails an item nor takes a reading outside its limits runs
 * none of them. No foreign key to stores: a store's deletion cascades to its checklists, whose
 * triggers would write rows for it as it goes; the store's delete removes them afterwards
 * (deleteStoreRow), and every read joins the stores that exist.
 */
const COUNTS = [
  'checklists',
  'completed',
  'failures',
  'recurring',
  'readings_outside',
  'sign_offs',
] as const;
type Count = (typeof COUNTS)[number];

/** What each trigger adds to its row (a delete subtracts the same). */
const TRIGGERS: { table: string; when: string | null; adds: Partial<Record<Count, string>> }[] = [
  { table: 'checklists', when: null, adds: { checklists: '1', completed: 'progress = 100' } },
  { table: 'actions', when: null, adds: { failures: '1', recurring: 'recurring' } },
  { table: 'readings', when: 'within = false', adds: { readings_outside: '1' } },
  { table: 'day_sign_offs', when: null, adds: { sign_offs: '1' } },
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const t = columnTypes(dialect);
  let table = db.schema
    .createTable('store_days')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', t.date, (c) => c.notNull());
  for (const count of COUNTS) {
    table = table.addColumn(count, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await table.addPrimaryKeyConstraint('store_days_pkey', ['store_id', 'business_date']).execute();
  // A chain's period, read date first and answered from the index alone.
  if (dialect === 'postgres') {
    await sql`create index store_days_date_idx on store_days (business_date, store_id)
      include (${sql.raw(COUNTS.join(', '))})`.execute(db);
  } else {
    await sql`create index store_days_date_idx on store_days
      (business_date, store_id, ${sql.raw(COUNTS.join(', '))})`.execute(db);
  }
  // The chain's failures of a period, by item, and how long they took: read from the index.
  await db.schema
    .createIndex('actions_date_idx')
    .on('actions')
    .columns(['business_date', 'store_id', 'item_text'])
    .execute();

  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  await addUpStoreDays(db);
}

const truth = (expression: string, row: 'new' | 'old') =>
  `(case when ${row}.${expression} then 1 else 0 end)`;

function valuesOf(adds: Partial<Record<Count, string>>, row: 'new' | 'old', sign: 1 | -1) {
  return COUNTS.map((count) => {
    const add = adds[count];
    if (add === undefined) return '0';
    const value = add === '1' ? '1' : truth(add, row);
    return sign === 1 ? value : `-${value}`;
  });
}

const upsert = (row: 'new' | 'old', values: string[]) =>
  `insert into store_days (store_id, business_date, ${COUNTS.join(', ')})
    values (${row}.store_id, ${row}.business_date, ${values.join(', ')})
    on conflict (store_id, business_date) do update set
    ${COUNTS.map((c) => `${c} = store_days.${c} + excluded.${c}`).join(', ')}`;

async function postgresTriggers(db: Kysely<unknown>) {
  for (const { table, when, adds } of TRIGGERS) {
    await sql`create function ${sql.raw(`store_days_${table}`)}() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${sql.raw(upsert('new', valuesOf(adds, 'new', 1)))};
        elsif tg_op = 'DELETE' then
          ${sql.raw(upsert('old', valuesOf(adds, 'old', -1)))};
        else
          ${sql.raw(
            upsert(
              'new',
              valuesOf(adds, 'new', 1).map((v, i) => `${v} + ${valuesOf(adds, 'old', -1)[i]}`),
            ),
          )};
        end if;
        return null;
      end $$`.execute(db);
    const name = (op: string) => sql.raw(`store_days_${table}_${op}`);
    const fn = sql.raw(`store_days_${table}()`);
    const onInsert = when ? sql.raw(`when (new.${when})`) : sql.raw('');
    const onDelete = when ? sql.raw(`when (old.${when})`) : sql.raw('');
    await sql`create trigger ${name('insert')} after insert on ${sql.raw(table)}
      for each row ${onInsert} execute function ${fn}`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.raw(table)}
      for each row ${onDelete} execute function ${fn}`.execute(db);
  }
  // A checklist is completed, or no longer is: the only update counted.
  await sql`create trigger store_days_checklists_update after update of progress on checklists
    for each row when ((old.progress = 100) <> (new.progress = 100))
    execute function store_days_checklists()`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const { table, when, adds } of TRIGGERS) {
    const onInsert = when ? `when new.${when}` : '';
    const onDelete = when ? `when old.${when}` : '';
    await sql`create trigger ${sql.raw(`store_days_${table}_insert`)} after insert
      on ${sql.raw(table)} ${sql.raw(onInsert)} begin
        ${sql.raw(upsert('new', valuesOf(adds, 'new', 1)))};
      end`.execute(db);
    await sql`create trigger ${sql.raw(`store_days_${table}_delete`)} after delete
      on ${sql.raw(table)} ${sql.raw(onDelete)} begin
        ${sql.raw(upsert('old', valuesOf(adds, 'old', -1)))};
      end`.execute(db);
  }
  const completed = COUNTS.map((c) =>
    c === 'completed'
      ? '(case when new.progress = 100 then 1 else 0 end) - (case when old.progress = 100 then 1 else 0 end)'
      : '0',
  );
  await sql`create trigger store_days_checklists_update after update of progress on checklists
    when (old.progress = 100) <> (new.progress = 100) begin
      ${sql.raw(upsert('new', completed))};
    end`.execute(db);
}

/**
 * The rows of the history already kept, each table's counts added to its store's days (also the
 * bench's bulk loader's, which writes with PostgreSQL's triggers off).
 */
export async function addUpStoreDays<DB>(db: Kysely<DB>) {
  const sources: { table: string; where: string; counts: Partial<Record<Count, string>> }[] = [
    {
      table: 'checklists',
      where: 'true',
      counts: {
        checklists: 'count(*)',
        completed: 'sum(case when progress = 100 then 1 else 0 end)',
      },
    },
    {
      table: 'actions',
      where: 'true',
      counts: {
        failures: 'count(*)',
        recurring: 'sum(case when recurring then 1 else 0 end)',
      },
    },
    { table: 'readings', where: 'within = false', counts: { readings_outside: 'count(*)' } },
    { table: 'day_sign_offs', where: 'true', counts: { sign_offs: 'count(*)' } },
  ];
  for (const { table, where, counts } of sources) {
    const columns = Object.keys(counts);
    await sql`insert into store_days (store_id, business_date, ${sql.raw(columns.join(', '))})
      select store_id, business_date, ${sql.raw(Object.values(counts).join(', '))}
      from ${sql.raw(table)} where ${sql.raw(where)} group by store_id, business_date
      on conflict (store_id, business_date) do update set
      ${sql.raw(columns.map((c) => `${c} = store_days.${c} + excluded.${c}`).join(', '))}`.execute(
      db,
    );
  }
}
