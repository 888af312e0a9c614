import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A person's authenticator app (migration 034). */
export interface UserTwoFactorTable {
  user_id: string;
  /** The TOTP secret, base32. */
  secret: string;
  created_at: string;
  /** Null while its owner has not yet entered a first code from it. */
  enabled_at: Nullable<string>;
  /** The last TOTP time step a code was accepted at: that code, and older ones, are refused. */
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export interface TwoFactorRecoveryCodesTable {
  user_id: string;
  /** SHA-256 of the normalised code: the codes are random, so a fast hash is enough. */
  code_hash: string;
  created_at: string;
  used_at: Nullable<string>;
}

/** A sign-in waiting for its second factor. */
export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: string;
  /** How the first factor was passed: 'password' or 'sso'. */
  via: string;
  /** The browser's known-device cookie, by hash, when it sent one that is this account's. */
  device_hash: Nullable<string>;
  created_at: string;
  expires_at: string;
  used_at: Nullable<string>;
}

export interface TwoFactorTables {
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}
