import type { ColumnType, Generated, SqlBool } from 'kysely';

/** Timestamps travel as ISO-8601 UTC strings on both dialects (see database.ts). */
type Timestamp = string;

export interface StoresTable {
  id: string;
  name: string;
  store_number: string;
  timezone: string;
  created_at: Timestamp;
}

export interface StoreShiftsTable {
  store_id: string;
  category: string;
  enabled: ColumnType<SqlBool, boolean, boolean>;
  start_time: string;
  end_time: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: string | null;
  display_name: string | null;
  store_id: string | null;
  created_at: Timestamp;
  password_changed_at: Timestamp | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  subject: string;
  failed_at: Timestamp;
}

export interface Database {
  stores: StoresTable;
  store_shifts: StoreShiftsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
}
