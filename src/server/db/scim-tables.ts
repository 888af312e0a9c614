import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A bearer token of the identity provider's SCIM client (migration 036), by its hash. */
export interface ScimTokensTable {
  id: string;
  name: string;
  token_hash: string;
  /** Who made it, as they were called then. */
  created_by_name: string;
  created_at: string;
  last_used_at: Nullable<string>;
  /** Revoked: it opens nothing any more; the row stays. */
  revoked_at: Nullable<string>;
}

export interface ScimTables {
  scim_tokens: ScimTokensTable;
}
