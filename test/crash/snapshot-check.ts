import type { Kysely } from 'kysely';
import type { Database } from '#server/db/types';
import { checkStoredCounts } from './verify';
import type { SeededChecklist } from './seed';
import type { ItemModel, LoadWrite } from './write-load';

export interface SnapshotCheck {
  problems: string[];
  /** What each item must show in the copy: the state after its last write the copy holds. */
  expected: Map<string, ItemModel>;
  /** Writes the copy holds. */
  present: number;
}

const openModel = ({ id, section, photoOnFail }: SeededChecklist['items'][number]): ItemModel => ({
  id,
  section,
  photoOnFail,
  completed: false,
  failed: false,
  resolved: false,
  comment: null,
  priority: null,
});

/**
 * A backup is one moment of the database: every write acknowledged before it began is in it,
 * and for each item the writes it holds are a prefix of the ones sent (never a later change
 * without an earlier one), with the item in the state the last of them left. A write's key is
 * stored in its own transaction, so the copy's keys say which writes it holds.
 */
export async function checkSnapshot(
  db: Kysely<Database>,
  checklist: SeededChecklist,
  writes: readonly LoadWrite[],
  acknowledgedBefore: ReadonlySet<string>,
): Promise<SnapshotCheck> {
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
  const mine = writes.filter((write) => write.path.includes(checklist.id));
  for (const write of mine) {
    if (acknowledgedBefore.has(write.key) && !keys.has(write.key)) {
      problems.push(`${write.key}, acknowledged before the backup, is not in it`);
    }
  }
  const expected = new Map(checklist.items.map((item) => [item.id, openModel(item)]));
  const rows = await db
    .selectFrom('checklist_items')
    .select(['id', 'completed', 'failed', 'resolved', 'failure_comment', 'failure_priority'])
    .where('checklist_id', '=', checklist.id)
    .execute();
  for (const row of rows) {
    let missingEarlier = false;
    for (const write of mine) {
      if (write.kind !== 'item' || write.itemId !== row.id) continue;
      if (!keys.has(write.key)) missingEarlier = true;
      else if (missingEarlier) problems.push(`${write.key} is in the copy, an earlier change not`);
      else expected.set(row.id, write.after);
    }
    const model = expected.get(row.id);
    const same =
      model &&
      Boolean(row.completed) === model.completed &&
      Boolean(row.failed) === model.failed &&
      Boolean(row.resolved) === model.resolved &&
      row.failure_comment === model.comment &&
      row.failure_priority === model.priority;
    if (!same) problems.push(`item ${row.id} is not as its last copied write left it`);
  }
  const texts = (
    await db
      .selectFrom('shift_targets')
      .select('text')
      .where('checklist_id', '=', checklist.id)
      .execute()
  ).map((row) => row.text);
  for (const write of mine) {
    if (write.kind !== 'target') continue;
    const copies = texts.filter((text) => text === write.text).length;
    if (copies !== (keys.has(write.key) ? 1 : 0)) {
      problems.push(`target ${write.text} is in the copy ${copies} times`);
    }
  }
  problems.push(...(await checkStoredCounts(db, checklist.id)));
  return { problems, expected, present: mine.filter((write) => keys.has(write.key)).length };
}
