import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/deps';
import { recordAudit } from '#server/integrations/audit/record';

/** A notification made now (by the clock), as the scheduler would have raised it. */
export async function insertNotifications(
  deps: AppDeps,
  options: { storeId: string; recipientId: string; count?: number; title?: string },
): Promise<string[]> {
  const at = deps.clock.now().toISOString();
  const rows = Array.from({ length: options.count ?? 1 }, () => ({
    id: randomUUID(),
    kind: 'daily-digest' as const,
    subject: randomUUID(),
    recipient_id: options.recipientId,
    business_date: at.slice(0, 10),
    store_id: options.storeId,
    title: options.title ?? 'Daily digest',
    body: 'Two checklists done',
    link: '/',
    created_at: at,
    email_state: 'none' as const,
    emailed_at: null,
    read_at: null,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await deps.db.kysely
      .insertInto('notifications')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}

/** An audit row of a store, written now (by the clock). */
export async function insertStoreAudit(deps: AppDeps, storeId: string, name = 'Store audit') {
  await recordAudit(deps.db.kysely, deps.clock.now(), {
    action: 'store.updated',
    actor: { kind: 'system', id: null, name: null },
    target: { kind: 'store', id: storeId, name },
    storeId,
  });
}

export const countWhere = async (
  deps: AppDeps,
  table: 'checklists' | 'checklist_photos' | 'notifications' | 'audit_log',
  column: string,
  values: readonly string[],
) => {
  if (values.length === 0) return 0;
  const { sql } = await import('kysely');
  const result = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(
    table,
  )} where ${sql.ref(column)} in (${sql.join(values)})`.execute(deps.db.kysely);
  return Number(result.rows[0]?.count ?? 0);
};
