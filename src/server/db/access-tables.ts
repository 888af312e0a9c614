import type { ColumnType, Generated, SqlBool } from 'kysely';
import type { Role } from '#domain/roles';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The store tablet a PIN opened it on (migration 032); null for a password sign-in. */
  tablet_id: Nullable<string>;
  /** The hash of the key that sends this tablet session's queued changes after it locked. */
  write_key_hash: Nullable<string>;
  /** When the tablet locked it: it serves no screen any more, only its queued changes. */
  locked_at: Nullable<string>;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  subject: string;
  failed_at: string;
}

/** A browser paired as one store's tablet (migration 032, docs/decisions/051). */
export interface StoreTabletsTable {
  id: string;
  store_id: string;
  name: string;
  /** The hash of its long-lived credential (the tablet cookie's token). */
  token_hash: string;
  paired_by_name: string;
  paired_at: string;
  last_used_at: Nullable<string>;
  revoked_at: Nullable<string>;
}

/** A one-time pairing code a manager showed, by its hash. */
export interface TabletPairingsTable {
  code_hash: string;
  store_id: string;
  name: string;
  created_by_name: string;
  created_at: string;
  expires_at: string;
  used_at: Nullable<string>;
}

/** A person's tablet PIN (argon2id); `must_change` when their manager set it. */
export interface UserPinsTable {
  user_id: string;
  pin_hash: string;
  must_change: ColumnType<SqlBool, boolean, boolean>;
  set_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: Role | null;
  display_name: string | null;
  store_id: string | null;
  created_at: string;
  password_changed_at: string | null;
  /** The language the person chose in Profile; null follows their browser, then their store. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** An area manager's area (migration 029). */
  area_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The identity provider's `iss` and `sub` of the person, once they used it (migration 035). */
  sso_subject: Nullable<string>;
  /** Turned off by the identity provider through SCIM (migration 036): no sign-in, no session. */
  deactivated_at: Nullable<string>;
  /** The identity provider's own id for the person (SCIM `externalId`). */
  scim_external_id: Nullable<string>;
  /** The name's parts as the identity provider sent them (the app shows `display_name`). */
  scim_given_name: Nullable<string>;
  scim_family_name: Nullable<string>;
}
