import type { Role } from '#domain/roles';

/** A sign-in sent to the identity provider (migration 035). */
export interface SsoRequestsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  /** The issuer it was sent to: an answer is checked against that one. */
  issuer: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A claim's value → a role and its store or area; the first in `position` order decides. */
export interface SsoMappingsTable {
  id: string;
  position: number;
  claim: string;
  value: string;
  role: Role;
  store_id: string | null;
  area_id: string | null;
  created_at: string;
}

export interface SsoTables {
  sso_requests: SsoRequestsTable;
  sso_mappings: SsoMappingsTable;
}
