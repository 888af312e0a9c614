import type { Kysely } from 'kysely';
import { listItemProgress } from '#server/checklists/items-repository';
import { progressFields } from '#server/checklists/progress-fields';
import type { Database } from '#server/db/types';
import type { ItemModel, LoadWrite } from './write-load';

export interface Verification {
  /** Writes whose effect was found exactly once, with their key stored. */
  verified: number;
  /** Of those, the ones sent more than once (their first answer was lost to the kill). */
  retriedAppliedOnce: number;
  problems: string[];
}

/**
 * The stored progress, completion and open-issue counts must be what the items say: a crash
 * between an item's change and its checklist's recount would leave them apart.
 */
export async function checkStoredCounts(
  db: Kysely<Database>,
  checklistId: string,
): Promise<string[]> {
  const row = await db
    .selectFrom('checklists')
    .select(['progress', 'open_issues', 'section_counts', 'completed_at'])
    .where('id', '=', checklistId)
    .executeTakeFirstOrThrow();
  const expected = progressFields(await listItemProgress(db, checklistId), null, 'now');
  const problems: string[] = [];
  if (row.progress !== expected.progress) {
    problems.push(`progress is ${row.progress}, its items say ${expected.progress}`);
  }
  if (row.open_issues !== expected.openIssues) {
    problems.push(`open issues are ${row.open_issues}, its items say ${expected.openIssues}`);
  }
  if (JSON.stringify(JSON.parse(row.section_counts)) !== JSON.stringify(expected.sectionCounts)) {
    problems.push(`section counts are ${row.section_counts}, its items say otherwise`);
  }
  if ((row.completed_at !== null) !== (expected.progress === 100)) {
    problems.push(`completed_at is ${row.completed_at} at ${expected.progress} %`);
  }
  return problems;
}

function sameItem(row: ItemRow, model: ItemModel): boolean {
  return (
    Boolean(row.completed) === model.completed &&
    Boolean(row.failed) === model.failed &&
    Boolean(row.resolved) === model.resolved &&
    row.failure_comment === model.comment &&
    row.failure_priority === model.priority
  );
}

interface ItemRow {
  id: string;
  completed: unknown;
  failed: unknown;
  resolved: unknown;
  failure_comment: string | null;
  failure_priority: string | null;
}

/**
 * Every write the load made (all answered in the end) must be in the database exactly once: its
 * key stored, its item in the state its last write asked for with one History event per write,
 * its shift target there once. `eventsBefore` is the checklist's History before the load.
 */
export async function verifyWrites(
  db: Kysely<Database>,
  checklist: { id: string; leaderId: string },
  writes: readonly LoadWrite[],
  models: ReadonlyMap<string, ItemModel>,
  eventsBefore: number,
): Promise<Verification> {
  const problems: string[] = [];
  const keys = new Set(
    (
      await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('user_id', '=', checklist.leaderId)
        .execute()
    ).map((row) => row.key),
  );
  const items = new Map(
    (
      await db
        .selectFrom('checklist_items')
        .select(['id', 'completed', 'failed', 'resolved', 'failure_comment', 'failure_priority'])
        .where('checklist_id', '=', checklist.id)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const events = await db
    .selectFrom('checklist_events')
    .select(['subject'])
    .where('checklist_id', '=', checklist.id)
    .execute();
  const eventsPer = new Map<string, number>();
  for (const event of events) {
    eventsPer.set(event.subject ?? '', (eventsPer.get(event.subject ?? '') ?? 0) + 1);
  }
  const writesPer = new Map<string, number>();
  for (const write of writes) {
    if (write.kind === 'item') writesPer.set(write.itemId, (writesPer.get(write.itemId) ?? 0) + 1);
  }
  const targets = await db
    .selectFrom('shift_targets')
    .select('text')
    .where('checklist_id', '=', checklist.id)
    .execute();
  const targetCount = new Map<string, number>();
  for (const { text } of targets) targetCount.set(text, (targetCount.get(text) ?? 0) + 1);

  // Every failure's corrective action was written with it (decision 047), and only a failure's.
  const actions = await db
    .selectFrom('actions')
    .select(['item_id', 'status'])
    .where('checklist_id', '=', checklist.id)
    .execute();
  const actionOf = new Map(actions.map((action) => [action.item_id, action.status]));

  const okItems = new Set<string>();
  for (const [itemId, model] of models) {
    const row = items.get(itemId);
    const expected = writesPer.get(itemId) ?? 0;
    const found = eventsPer.get(itemId) ?? 0;
    const action = actionOf.get(itemId);
    const actionWanted = !row?.failed ? undefined : row.resolved ? 'done' : 'open';
    if (row && action !== actionWanted) {
      problems.push(`item ${itemId}: action ${action ?? 'none'}, wanted ${actionWanted ?? 'none'}`);
    }
    if (!row || !sameItem(row, model)) problems.push(`item ${itemId} is not as last written`);
    else if (found !== expected)
      problems.push(`item ${itemId}: ${found} events, ${expected} writes`);
    else okItems.add(itemId);
  }
  if (events.length !== eventsBefore + writes.length) {
    problems.push(`${events.length - eventsBefore} History events for ${writes.length} writes`);
  }
  let verified = 0;
  let retriedAppliedOnce = 0;
  for (const write of writes) {
    const applied =
      write.kind === 'item' ? okItems.has(write.itemId) : targetCount.get(write.text) === 1;
    if (write.kind === 'target' && !applied) {
      problems.push(`target "${write.text}" is there ${targetCount.get(write.text) ?? 0} times`);
    }
    if (!keys.has(write.key)) problems.push(`key ${write.key} was not stored`);
    if (!applied || !keys.has(write.key)) continue;
    verified += 1;
    if (write.attempts > 1) retriedAppliedOnce += 1;
  }
  problems.push(...(await checkStoredCounts(db, checklist.id)));
  return { verified, retriedAppliedOnce, problems };
}
