import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ShiftTarget } from '#domain/checklists/api';
import type { Database, ShiftTargetsTable } from '../db/types';

type Executor = Kysely<Database>;

export type ShiftTargetChanges = Partial<Pick<ShiftTarget, 'text' | 'achieved' | 'comment'>>;

function toTarget(row: Selectable<ShiftTargetsTable>): ShiftTarget {
  return {
    id: row.id,
    position: row.position,
    text: row.text,
    // Null only in a row from before migration 016: Not Achieved, as SPEC §4 defaults.
    achieved: Boolean(row.achieved),
    comment: row.comment,
  };
}

/** Appends targets after the last one; returns them in order. */
export async function appendShiftTargets(
  db: Executor,
  checklistId: string,
  texts: readonly string[],
): Promise<ShiftTarget[]> {
  if (texts.length === 0) return [];
  const last = await db
    .selectFrom('shift_targets')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('checklist_id', '=', checklistId)
    .executeTakeFirst();
  const start = last?.position == null ? 0 : Number(last.position) + 1;
  const targets = texts.map((text, i) => ({
    id: randomUUID(),
    position: start + i,
    text,
    // SPEC §4: Not Achieved until someone records Achieved.
    achieved: false,
    comment: '',
  }));
  await db
    .insertInto('shift_targets')
    .values(targets.map((target) => ({ ...target, checklist_id: checklistId })))
    .execute();
  return targets;
}

export async function listShiftTargets(db: Executor, checklistId: string) {
  const rows = await db
    .selectFrom('shift_targets')
    .selectAll()
    .where('checklist_id', '=', checklistId)
    .orderBy('position')
    .execute();
  return rows.map(toTarget);
}

/** Targets of several checklists in one query, for the day list's result counts. */
export async function listShiftTargetsByChecklist(db: Executor, checklistIds: readonly string[]) {
  const byChecklist = new Map<string, ShiftTarget[]>();
  if (checklistIds.length === 0) return byChecklist;
  const rows = await db
    .selectFrom('shift_targets')
    .selectAll()
    .where('checklist_id', 'in', checklistIds)
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byChecklist.get(row.checklist_id) ?? [];
    list.push(toTarget(row));
    byChecklist.set(row.checklist_id, list);
  }
  return byChecklist;
}

export async function updateShiftTarget(
  db: Executor,
  checklistId: string,
  targetId: string,
  changes: ShiftTargetChanges,
): Promise<void> {
  await db
    .updateTable('shift_targets')
    .set(changes)
    .where('checklist_id', '=', checklistId)
    .where('id', '=', targetId)
    .execute();
}

export async function deleteShiftTarget(db: Executor, checklistId: string, targetId: string) {
  await db
    .deleteFrom('shift_targets')
    .where('checklist_id', '=', checklistId)
    .where('id', '=', targetId)
    .execute();
}
