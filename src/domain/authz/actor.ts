import type { Role } from '../roles';

/** Who is asking: the session user, or any object with the same fields. */
export interface Actor {
  id: string;
  role: Role;
  storeId: string | null;
  /** An area manager's stores: those of their area (none without an area). Others have none. */
  areaStoreIds?: readonly string[];
  /** An area manager's area, if any. */
  areaId?: string | null;
  /** The store tablet a PIN opened the session on: only TABLET_ACTIONS are allowed there. */
  tablet?: { id: string; name: string } | null;
  /** The identity provider's SCIM token, not a person: only SCIM_ACTIONS are allowed to it. */
  scimToken?: { id: string } | null;
  /**
   * An integration's API token acting for the person who made it (docs/decisions/055): only the
   * actions of its scopes (`actions`, from api-token.ts when the token is read), and only within
   * its store or area (the role and stores it is given).
   */
  apiToken?: { id: string; name: string; actions: readonly string[] } | null;
}
