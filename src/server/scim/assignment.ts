import { hasCapability, worksInOneStore } from '#domain/authz';
import { DEFAULT_ROLE, type Role } from '#domain/roles';
import type { ScimUserInput } from '#domain/scim/user-input';
import { findAreaNamed } from '../areas/repository';
import type { AppDeps } from '../deps';
import { ensureDefaultStoreId } from '../setup/default-store';
import { scimBadRequest, ScimError } from './errors';
import { findStoreIdByNumber, type ScimUserRow } from './user-repository';

export interface ScimAssignment {
  role: Role;
  storeId: string | null;
  areaId: string | null;
  /** Works in one store and none was named or held: SPEC §4's default store, made if need be. */
  defaultStore: boolean;
}

/**
 * Where the person will work, as the ShiftCheck extension says, else as now, else as SPEC §4
 * initialises an account (a shift leader in the default store). SCIM never makes anyone a super
 * admin, nor changes a super admin's role: whoever holds the token must not gain the chain.
 */
export async function scimAssignment(
  deps: AppDeps,
  current: ScimUserRow | null,
  input: ScimUserInput,
): Promise<ScimAssignment> {
  const role: Role = input.role ?? current?.role ?? DEFAULT_ROLE;
  const wasSuperAdmin = current?.role === 'super-admin';
  if (wasSuperAdmin !== (role === 'super-admin')) {
    throw new ScimError(
      403,
      undefined,
      wasSuperAdmin
        ? 'A super admin’s role is changed in ShiftCheck, not through SCIM'
        : 'SCIM cannot make anyone a super admin',
    );
  }
  const db = deps.db.kysely;
  if (hasCapability(role, 'area-stores')) {
    let areaId = current?.areaId ?? null;
    if (input.areaName === null) areaId = null;
    if (typeof input.areaName === 'string') {
      areaId = await findAreaNamed(db, input.areaName, null);
      if (!areaId) throw scimBadRequest('invalidValue', `No area is named "${input.areaName}"`);
    }
    return { role, storeId: null, areaId, defaultStore: false };
  }
  if (!worksInOneStore(role)) {
    return {
      role,
      storeId: current?.storeId ?? null,
      areaId: current?.areaId ?? null,
      defaultStore: false,
    };
  }
  if (typeof input.storeNumber === 'string') {
    const storeId = await findStoreIdByNumber(db, input.storeNumber);
    if (!storeId) {
      throw scimBadRequest('invalidValue', `No store has the number "${input.storeNumber}"`);
    }
    return { role, storeId, areaId: null, defaultStore: false };
  }
  const kept = current?.storeId ?? null;
  return { role, storeId: kept, areaId: null, defaultStore: kept === null };
}

/** The store to save: the one decided, or the default store, made only once it is needed. */
export async function storeToSave(deps: AppDeps, assignment: ScimAssignment) {
  return assignment.defaultStore ? ensureDefaultStoreId(deps) : assignment.storeId;
}
