import type { SessionUser } from '#domain/auth/schemas';
import { authorize, storeScopeOf, type StoreScope } from '#domain/authz';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { addDays, businessDate, DEFAULT_DAY_START, storeToday, type IsoDate } from '#domain/dates';
import {
  DEFAULT_EXPORT_DAYS,
  exportRangeProblem,
  exportToday,
  type ExportQuery,
} from '#domain/exports/api';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { findStoreById, listStores } from '../stores/repository';

/** What an export covers once access and the range are checked. */
export interface ExportRange {
  scope: StoreScope;
  /** For the file name: the store's number, or null for every store. */
  storeNumber: string | null;
  from: IsoDate;
  to: IsoDate;
}

/** "Today" of every store at once (exportToday); a chain without stores has the default's. */
async function latestToday(deps: AppDeps): Promise<IsoDate> {
  const now = deps.clock.now();
  return (
    exportToday(await listStores(deps.db.kysely, { kind: 'all' }), now) ??
    businessDate(now, deps.config.defaultTimeZone, DEFAULT_DAY_START)
  );
}

/**
 * No store asked for: one's own, or every store a super admin or an area manager sees. Ranges longer than a year
 * are refused rather than split, so one file always answers one question.
 */
export async function resolveExportRange(
  deps: AppDeps,
  user: SessionUser,
  query: ExportQuery,
): Promise<ExportRange> {
  const everyStore =
    query.storeId === undefined && authorize(user, 'export:view', { storeId: null });
  const storeId = everyStore ? null : (query.storeId ?? user.storeId);
  requireAccess(user, 'export:view', { storeId });
  let today: IsoDate;
  // Every store the person sees, unless one is asked for.
  let scope: StoreScope = storeScopeOf(user);
  let storeNumber: string | null = null;
  if (storeId === null) {
    today = await latestToday(deps);
  } else {
    const store = await findStoreById(deps.db.kysely, storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    today = storeToday(store, deps.clock.now());
    scope = { kind: 'stores', storeIds: [store.id] };
    storeNumber = store.storeNumber;
  }
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DEFAULT_EXPORT_DAYS);
  const problem = exportRangeProblem(from, to, today);
  if (problem) throw badRequest(problem.message);
  return { scope, storeNumber, from, to };
}

/** 'shiftcheck-store-0412-2026-10-01-to-2026-10-31-items.csv' */
export function exportFileName(range: ExportRange, kind: string, extension: string): string {
  const store = range.storeNumber
    ? `store-${range.storeNumber.replace(/[^A-Za-z0-9-]+/g, '_')}`
    : 'all-stores';
  return `shiftcheck-${store}-${range.from}-to-${range.to}-${kind}.${extension}`;
}
