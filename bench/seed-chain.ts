// The bench's bulk loader: a chain's history straight into the database in set-based
// statements (a per-item API would take hours at 200 stores × 365 days). History checklists are
// complete; every tenth has one unresolved failure. Their audit trail is left out: no report
// reads it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { summariseChecklist } from '#domain/checklists/progress';
import { sectionDoneAtFromCounts } from '#domain/checklists/recount';
import { sectionCountsBySection } from '#domain/checklists/summary';
import { NO_SECTION_DONE } from '#domain/due/shift-timing';
import { addDays, type IsoDate } from '#domain/dates';
import type { Role } from '#domain/roles';
import type { Section } from '#domain/sections';
import { DEFAULT_SHIFT_SETTINGS, type ShiftCategory } from '#domain/shifts';
import { defaultTemplateId } from '#domain/templates/default-templates';
import { hashPassword } from '#server/auth/passwords';
import { insertSession } from '#server/auth/repository';
import { sectionDoneColumns } from '#server/checklists/section-done-columns';
import { hashToken, newToken } from '#server/auth/tokens';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/types';
import { insertStore } from '#server/stores/repository';
import { insertUser } from '#server/users/repository';
import { addUpStoreDays } from '#server/db/migrations/030-store-days';
import { seedActions, type SeededActions } from './seed-actions';

export const HISTORY_SHIFTS: readonly ShiftCategory[] = ['breakfast', 'day', 'night'];
const FAILED_POSITION = 3;

let sequence = 0;
/**
 * Ids in insertion order (still UUID-shaped): the items' keys, made from them, then land at the
 * end of their indexes instead of all over them, which keeps a large load to minutes.
 */
function sequentialId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

export interface SeededUser {
  id: string;
  storeId: string | null;
  /** The session cookie, ready for a request header. */
  cookie: string;
}

export interface SeededChain {
  storeIds: string[];
  leaders: SeededUser[];
  admin: SeededUser;
  /** With `actions`: a signed-in store manager of each store, in the stores' order. */
  managers: SeededUser[];
  checklists: number;
  items: number;
  /** The corrective-actions scenario (seed-actions.ts), when asked for. */
  actions: SeededActions | null;
  /** An area of the first AREA_STORES stores (null on a schema from before insights). */
  areaId: string | null;
}

async function signedInUser(db: Db, role: Role, storeId: string | null, passwordHash: string) {
  const now = new Date().toISOString();
  const id = await insertUser(db.kysely, {
    email: `bench-${role}-${randomUUID().slice(0, 8)}@bench.example`,
    passwordHash,
    role,
    displayName: null,
    storeId,
    createdAt: now,
  });
  const token = newToken();
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  await insertSession(db.kysely, { tokenHash: hashToken(token), userId: id, now, expiresAt });
  return { id, storeId, cookie: `shiftcheck_session=${token}` };
}

async function templateSections(db: Kysely<Database>, category: ShiftCategory) {
  const rows = await db
    .selectFrom('template_items')
    .select('section')
    .where('template_id', '=', defaultTemplateId(category))
    .orderBy('position')
    .execute();
  return rows.map((row) => row.section as Section);
}

/** The stored counts of a complete checklist, with or without its one open failure. */
function historyCounts(sections: readonly Section[], withFailure: boolean, at: string) {
  const items = sections.map((section, position) => {
    const failed = withFailure && position === FAILED_POSITION;
    return { section, completed: !failed, failed, resolved: false };
  });
  const sectionCounts = sectionCountsBySection(items);
  return {
    ...summariseChecklist(items, null, at),
    sectionCounts: JSON.stringify(sectionCounts),
    // When each complete section was done, as a tick records it: the on-time figures read it.
    sectionDoneAt: sectionDoneColumns(sectionDoneAtFromCounts(sectionCounts, NO_SECTION_DONE, at)),
  };
}

async function insertHistory(
  db: Db,
  storeId: string,
  dates: IsoDate[],
  creator: SeededUser,
  withItems: boolean,
  withFailureActions: boolean,
) {
  const sections = new Map<ShiftCategory, Section[]>();
  for (const category of HISTORY_SHIFTS) {
    sections.set(category, await templateSections(db.kysely, category));
  }
  const rows = dates.flatMap((date, day) =>
    HISTORY_SHIFTS.map((category, shift) => {
      const withFailure = (day * 3 + shift) % 10 === 0;
      const at = `${date}T12:00:00.000Z`;
      const counts = historyCounts(sections.get(category) ?? [], withFailure, at);
      return {
        id: sequentialId(),
        store_id: storeId,
        business_date: date,
        category,
        title: `${category} checklist`,
        created_by: creator.id,
        creator_name: 'Bench Leader',
        progress: counts.progress,
        completed_at: counts.completedAt,
        open_issues: counts.openIssues,
        section_counts: counts.sectionCounts,
        ...counts.sectionDoneAt,
        feedback_text: null,
        feedback_at: null,
        feedback_user_id: null,
        feedback_user_name: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  const t = db.dialect === 'postgres' ? sql`true` : sql`1`;
  const f = db.dialect === 'postgres' ? sql`false` : sql`0`;
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') {
      // A loader can redo its work after a crash: no need to wait for each commit to be durable,
      // nor to check each item's foreign key (the rows are made to fit) — a per-row trigger
      // that is most of the time of 15 million inserts. Counts are set once at the end.
      await sql`set local synchronous_commit = off`.execute(trx);
      await sql`set local session_replication_role = replica`.execute(trx);
    }
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('checklists')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    if (!withItems) return;
    // Every item of the store's history in one statement, copied from the default templates.
    const failedAt = sql`ti.position = ${FAILED_POSITION} and c.open_issues > 0`;
    await sql`
      insert into checklist_items (id, checklist_id, position, section, subsection, text, details,
        completed, completed_at, completed_by, failed, failure_comment, failure_priority,
        resolved, resolved_at, updated_at)
      select c.id || '-' || ti.position, c.id, ti.position, ti.section, ti.subsection, ti.text,
        ti.details,
        case when ${failedAt} then ${f} else ${t} end,
        case when ${failedAt} then null else c.created_at end,
        case when ${failedAt} then null else c.created_by end,
        case when ${failedAt} then ${t} else ${f} end,
        case when ${failedAt} then 'Broken' else null end,
        case when ${failedAt} then 'C' else null end,
        ${f}, null, c.created_at
      from checklists c
      join template_items ti on ti.template_id = 'default-' || c.category || '-template'
      where c.store_id = ${storeId}`.execute(trx);
    // Each failure's action (migration 027): a C, due three hours after it, still open.
    if (!withFailureActions) return;
    const dueAt =
      db.dialect === 'postgres'
        ? sql`c.created_at + interval '3 hours'`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', c.created_at, '+3 hours')`;
    await sql`
      insert into actions (id, checklist_id, item_id, item_text, store_id, business_date,
        priority, status, opened_at, opened_by, opened_by_name, due_at, owner_user_id, owner_name,
        updated_at)
      select i.id || '-action', c.id, i.id, i.text, c.store_id, c.business_date, 'C', 'open',
        c.created_at, c.created_by, c.creator_name, ${dueAt}, c.created_by, c.creator_name,
        c.created_at
      from checklists c join checklist_items i on i.checklist_id = c.id
      where c.store_id = ${storeId} and i.failed = ${t}`.execute(trx);
  });
  return rows.length;
}

/**
 * Stores 1..n with one signed-in shift leader each, a signed-in super admin, and `days` days of
 * complete history before `today` (today itself is left for the bench's own checklists). With
 * `actions` (it needs `items`), the chain's corrective actions are seed-actions.ts's scenario in
 * place of one per failure of the history, and each store has a signed-in manager too.
 */
export async function seedChain(
  db: Db,
  options: {
    stores: number;
    days: number;
    today: IsoDate;
    timezone: string;
    items: boolean;
    actions?: boolean;
  },
  progress: (done: number) => void = () => {},
): Promise<SeededChain> {
  if (db.dialect === 'sqlite') {
    // The loader's own connection: a large page cache; the server opens its own as configured.
    await sql`pragma cache_size = -1000000`.execute(db.kysely);
  }
  const passwordHash = await hashPassword('bench-password-1');
  const admin = await signedInUser(db, 'super-admin', null, passwordHash);
  const dates = Array.from({ length: options.days }, (_, i) =>
    addDays(options.today, i - options.days),
  );
  const withActions = options.actions ?? false;
  if (withActions && !options.items) throw new Error('--actions needs the items: drop --no-items');
  const storeIds: string[] = [];
  const leaders: SeededUser[] = [];
  const managers: SeededUser[] = [];
  let checklists = 0;
  for (let n = 1; n <= options.stores; n += 1) {
    const storeId = await insertStore(db.kysely, {
      name: `Bench Store ${n}`,
      storeNumber: String(1000 + n),
      timezone: options.timezone,
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      createdAt: `${dates[0] ?? options.today}T00:00:00.000Z`,
    });
    storeIds.push(storeId);
    const leader = await signedInUser(db, 'shift-leader', storeId, passwordHash);
    leaders.push(leader);
    if (withActions) managers.push(await signedInUser(db, 'store', storeId, passwordHash));
    checklists += await insertHistory(db, storeId, dates, leader, options.items, !withActions);
    progress(n);
  }
  // Schemas from before migration 012 (the bench run on older code) have no summary rows.
  const hasCounts = await hasTable(db, 'store_checklist_counts');
  if (hasCounts) {
    await sql`update store_checklist_counts set checklists =
    (select count(*) from checklists c where c.store_id = store_checklist_counts.store_id)`.execute(
      db.kysely,
    );
  }
  const actions = withActions ? await seedActions(db, options.stores, new Date()) : null;
  const areaId = (await hasTable(db, 'store_days')) ? await insightsScene(db, storeIds) : null;
  const items = await db.kysely
    .selectFrom('checklist_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // A chain's history is written over months, and PostgreSQL's autovacuum has long since
  // visited it: vacuum now, as it would have, so plans read the date-first index alone (an
  // index-only scan needs the pages marked all-visible) instead of a freshly loaded table.
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  else await sql`analyze`.execute(db.kysely);
  return {
    storeIds,
    leaders,
    admin,
    managers,
    checklists,
    items: Number(items.n),
    actions,
    areaId,
  };
}

/** Whether the schema has a table (a baseline's older code may not). */
async function hasTable(db: Db, name: string): Promise<boolean> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{
      t: string | null;
    }>`select to_regclass(${name})::text as t`.execute(db.kysely);
    return rows[0]?.t != null;
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master
    where name = ${name}`.execute(db.kysely);
  return Number(rows[0]?.n) > 0;
}

/**
 * Insights' summary rows, added up once from what was loaded (PostgreSQL's loader writes with
 * triggers off), and an area of the first AREA_STORES stores: an area manager's usual size.
 */
async function insightsScene(db: Db, storeIds: readonly string[]): Promise<string> {
  await db.kysely.deleteFrom('store_days').execute();
  await addUpStoreDays(db.kysely);
  const id = randomUUID();
  await db.kysely
    .insertInto('areas')
    .values({ id, name: 'Bench Area', created_at: new Date().toISOString() })
    .execute();
  await db.kysely
    .updateTable('stores')
    .set({ area_id: id })
    .where('id', 'in', storeIds.slice(0, AREA_STORES))
    .execute();
  return id;
}

export const AREA_STORES = 15;
