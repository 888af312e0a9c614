import type { WebhookTables } from './webhook-tables';
import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** An integration's bearer token (migration 037), by its hash; it acts for its maker. */
export interface ApiTokensTable {
  id: string;
  name: string;
  token_hash: string;
  /** JSON array of ApiScope. */
  scopes: string;
  /** Its reach: one store, one area, or (both null) the chain. */
  store_id: Nullable<string>;
  area_id: Nullable<string>;
  created_by: string;
  created_at: string;
  expires_at: Nullable<string>;
  last_used_at: Nullable<string>;
}

/** One thing someone did outside checklists (migration 037); names as they were then. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  action: string;
  /** 'person', 'token', 'scim', 'system' or 'anonymous' (a failed sign-in). */
  actor_kind: string;
  actor_id: Nullable<string>;
  actor_name: Nullable<string>;
  target_kind: Nullable<string>;
  target_id: Nullable<string>;
  target_name: Nullable<string>;
  store_id: Nullable<string>;
  ip: Nullable<string>;
  /** JSON object: what changed (never a secret). */
  detail: string;
}

export interface IntegrationsTables extends WebhookTables {
  api_tokens: ApiTokensTable;
  audit_log: AuditLogTable;
}
