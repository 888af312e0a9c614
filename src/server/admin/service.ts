import { RECENT_USERS_SHOWN, SEED_MESSAGES, type AdminOverview } from '../../domain/admin/api';
import { ACCESS_MESSAGES } from '../../domain/auth/messages';
import { hasCapability, type Capability } from '../../domain/permissions';
import type { AuthenticatedSession } from '../auth/service';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { findStoreById } from '../stores/repository';
import { seedDefaultTemplates } from '../templates/seed-defaults';
import { countOverview, listRecentUsers } from './repository';

function requireCapability(session: AuthenticatedSession, capability: Capability): void {
  if (!hasCapability(session.user.role, capability)) throw forbidden(ACCESS_MESSAGES.notAllowed);
}

/** A super-admin sees every store; a store manager only their own (SPEC §6). */
export async function adminOverview(
  deps: AppDeps,
  session: AuthenticatedSession,
): Promise<AdminOverview> {
  requireCapability(session, 'admin-area');
  const chainWide = hasCapability(session.user.role, 'pick-any-store');
  const storeId = chainWide ? null : session.user.storeId;
  if (!chainWide && storeId === null) throw forbidden(ACCESS_MESSAGES.noAssignedStore);
  const store = storeId ? await findStoreById(deps.db.kysely, storeId) : null;
  const [counts, recentUsers] = await Promise.all([
    countOverview(deps.db.kysely, storeId),
    listRecentUsers(deps.db.kysely, storeId, RECENT_USERS_SHOWN),
  ]);
  return {
    scope: store
      ? { storeId: store.id, storeName: store.name, storeNumber: store.storeNumber }
      : null,
    counts,
    recentUsers,
  };
}

export async function seedTemplates(deps: AppDeps, session: AuthenticatedSession) {
  requireCapability(session, 'seed-templates');
  const created = await seedDefaultTemplates(deps);
  return { message: SEED_MESSAGES.success, created };
}
