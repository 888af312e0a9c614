import {
  RECENT_USERS_SHOWN,
  seedResultMessage,
  type AdminOverview,
  type SeedTemplatesResponse,
} from '#domain/admin/api';
import { storeScopeOf, worksInOneStore } from '#domain/authz';
import type { AuthenticatedSession } from '../auth/service';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { findStoreById } from '../stores/repository';
import { seedDefaultTemplates } from '../templates/seed-defaults';
import { countOverview, listRecentUsers } from './repository';

/** A super-admin sees every store; an area manager their area's; a store manager their own. */
export async function adminOverview(
  deps: AppDeps,
  session: AuthenticatedSession,
): Promise<AdminOverview> {
  const { user } = session;
  requireAccess(user, 'admin:open');
  const scope = storeScopeOf(user);
  const oneStore = scope.kind === 'stores' && worksInOneStore(user.role);
  const storeId = oneStore ? (scope.storeIds[0] ?? null) : null;
  const store = storeId ? await findStoreById(deps.db.kysely, storeId) : null;
  const [counts, recentUsers] = await Promise.all([
    countOverview(deps.db.kysely, scope),
    listRecentUsers(deps.db.kysely, scope, RECENT_USERS_SHOWN),
  ]);
  return {
    scope: store
      ? { storeId: store.id, storeName: store.name, storeNumber: store.storeNumber }
      : null,
    area: user.areaId && user.areaName ? { id: user.areaId, name: user.areaName } : null,
    counts,
    recentUsers,
  };
}

export async function seedTemplates(
  deps: AppDeps,
  session: AuthenticatedSession,
): Promise<SeedTemplatesResponse> {
  requireAccess(session.user, 'admin:seed-templates');
  const created = await seedDefaultTemplates(deps);
  return { message: seedResultMessage(created.map((t) => t.title)), created };
}
