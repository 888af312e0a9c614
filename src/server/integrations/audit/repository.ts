import { sql, type Kysely } from 'kysely';
import type { AuditEntry } from '#domain/integrations/audit-api';
import { storedJson } from '#domain/stored-json';
import type { Database } from '../../db/types';

type Executor = Kysely<Database>;

/** What a reader narrows the log to, resolved: the actions, who, where, and when (at ≥ since, < until). */
export interface AuditSelection {
  /** null: every action. */
  actions: readonly string[] | null;
  actorId: string | null;
  /** Text in the name the actor did it under, or in their e-mail address now. */
  who: string | null;
  storeId: string | null;
  since: string | null;
  until: string | null;
}

/** `like` patterns match the typed text literally, whatever % or _ it holds. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function selected(db: Executor, selection: AuditSelection) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('stores', 'stores.id', 'audit_log.store_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.actor_kind',
      'audit_log.actor_id',
      'audit_log.actor_name',
      'audit_log.target_kind',
      'audit_log.target_id',
      'audit_log.target_name',
      'audit_log.store_id',
      'stores.name as store_name',
      'audit_log.ip',
      'audit_log.detail',
    ]);
  const { actions, actorId, who, storeId, since, until } = selection;
  if (actions) query = query.where('audit_log.action', 'in', actions);
  if (actorId) query = query.where('audit_log.actor_id', '=', actorId);
  if (storeId) query = query.where('audit_log.store_id', '=', storeId);
  if (since) query = query.where('audit_log.at', '>=', since);
  if (until) query = query.where('audit_log.at', '<', until);
  if (who) {
    const pattern = likePattern(who);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(audit_log.actor_name) like ${pattern} escape '\\'`,
        eb(
          'audit_log.actor_id',
          'in',
          eb
            .selectFrom('users')
            .select('users.id')
            .where(sql<boolean>`lower(users.email) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

const named = (kind: string | null, id: string | null, name: string | null) =>
  kind === null ? null : { kind, id, name };

function detailOf(text: string): Record<string, unknown> {
  const parsed = storedJson(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : {};
}

function toEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    action: row.action,
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    target: named(row.target_kind, row.target_id, row.target_name),
    storeId: row.store_id,
    // A store deleted since is named as the entry named it.
    storeName: row.store_name ?? (row.target_kind === 'store' ? row.target_name : null),
    ip: row.ip,
    detail: detailOf(row.detail),
  };
}

/** Entries newest first: `limit` of them before entry `before` (from the newest without it). */
export async function pageAuditLog(
  db: Executor,
  selection: AuditSelection,
  before: number | null,
  limit: number,
): Promise<AuditEntry[]> {
  let query = selected(db, selection);
  if (before !== null) query = query.where('audit_log.id', '<', before);
  const rows = await query.orderBy('audit_log.id', 'desc').limit(limit).execute();
  return rows.map(toEntry);
}
