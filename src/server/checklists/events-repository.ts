import type { Kysely } from 'kysely';
import type { ChecklistEvent, ChecklistEventAction } from '#domain/checklists/api';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export type Snapshot = Record<string, unknown>;

export interface NewChecklistEvent {
  checklistId: string;
  at: string;
  userId: string;
  userName: string;
  action: ChecklistEventAction;
  subject: string | null;
  summary: string;
  before: Snapshot | null;
  after: Snapshot | null;
  /** When the person's device made the change, for one that reached us late (a queued write). */
  madeAt?: string | null;
  /** The store tablet it was made on (docs/decisions/051), as the tablet was called then. */
  tabletName?: string | null;
}

const toJson = (snapshot: Snapshot | null) => (snapshot === null ? null : JSON.stringify(snapshot));
const fromJson = (json: string | null) => (json === null ? null : (JSON.parse(json) as Snapshot));

/** An event's row, its columns in the order of the tick's insert statements (tick/). */
export const eventRow = (event: NewChecklistEvent) => ({
  checklist_id: event.checklistId,
  at: event.at,
  user_id: event.userId,
  user_name: event.userName,
  action: event.action,
  subject: event.subject,
  summary: event.summary,
  before_json: toJson(event.before),
  after_json: toJson(event.after),
  made_at: event.madeAt ?? null,
  tablet_name: event.tabletName ?? null,
});

/** Append-only: nothing in the server updates or deletes a single event. */
export async function insertChecklistEvents(
  db: Executor,
  events: readonly NewChecklistEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insertInto('checklist_events').values(events.map(eventRow)).execute();
}

/** Newest first; the id breaks ties between events of one transaction, which share a time. */
export async function listChecklistEvents(
  db: Executor,
  checklistId: string,
): Promise<ChecklistEvent[]> {
  const rows = await db
    .selectFrom('checklist_events')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    subject: row.subject,
    summary: row.summary,
    before: fromJson(row.before_json),
    after: fromJson(row.after_json),
    tabletName: row.tablet_name,
  }));
}
