import type { SessionUser } from '#domain/auth/schemas';
import { AREA_MESSAGES } from '#domain/areas/messages';
import { storeScopeOf } from '#domain/authz';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import {
  addDays,
  businessDate,
  DEFAULT_DAY_START,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  type IsoDate,
} from '#domain/dates';
import type { InsightScope, InsightsQuery } from '#domain/insights/api';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { StoreRecord } from '../stores/repository';
import type { InsightStores } from './repository';

/** What one insights request reads: its scope, its stores, and the chain's today. */
export interface ResolvedInsights {
  scope: InsightScope;
  /** The scope's stores by store number. */
  stores: StoreRecord[];
  filter: InsightStores;
  /** Every store of the chain, in no order (the most-failed list names its stores from it). */
  chain: StoreRecord[];
  today: IsoDate;
  /** The date asked for (today unless given): a trend's last week is its week. */
  date: IsoDate;
  now: Date;
}

/** Store numbers compare as numbers ('9' before '10'); one collator, made once. */
const numbers = new Intl.Collator('en', { numeric: true });
const byNumber = (a: StoreRecord, b: StoreRecord) => numbers.compare(a.storeNumber, b.storeNumber);

async function areaOf(deps: AppDeps, areaId: string) {
  const db = deps.db.kysely;
  const area = await db
    .selectFrom('areas')
    .select('name')
    .where('id', '=', areaId)
    .executeTakeFirst();
  if (!area) throw notFound(AREA_MESSAGES.notFound);
  const rows = await db.selectFrom('stores').select('id').where('area_id', '=', areaId).execute();
  return { name: area.name, storeIds: new Set(rows.map((row) => row.id)) };
}

/**
 * The scope asked for, through the `insights:view` policy: a store, an area, or every store the
 * person sees (a super admin's chain, an area manager's area, a store manager's store). The
 * period is the week (Monday to Sunday) or the month of `date`, by default the chain's today.
 */
export async function resolveInsights(
  deps: AppDeps,
  user: SessionUser,
  query: InsightsQuery,
): Promise<ResolvedInsights> {
  const storeId = query.storeId ?? null;
  const areaId = query.areaId ?? null;
  requireAccess(user, 'insights:view', { storeId, areaId });
  const now = deps.clock.now();
  const today = businessDate(now, deps.config.defaultTimeZone, DEFAULT_DAY_START);
  const date = query.date ?? today;
  const period = query.period ?? 'month';
  const from = period === 'week' ? startOfWeek(date) : startOfMonth(date);
  const to = period === 'week' ? addDays(from, 6) : endOfMonth(date);
  const chain = await deps.stores.all(deps.db.kysely);
  const dates = { period, from, to, today };

  if (storeId !== null) {
    const store = chain.find((s) => s.id === storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    const scope = { kind: 'store', storeId, areaId: null, name: store.name, ...dates } as const;
    return {
      scope,
      stores: [store],
      filter: { kind: 'stores', storeIds: [storeId] },
      chain,
      today,
      date,
      now,
    };
  }
  const ownArea = user.role === 'area' ? (user.areaId ?? null) : null;
  const askedArea = areaId ?? ownArea;
  if (askedArea !== null) {
    const area = await areaOf(deps, askedArea);
    // An area manager's stores as their session has them (the policy's scope).
    const visible = storeScopeOf(user);
    const stores = chain
      .filter(
        (s) =>
          area.storeIds.has(s.id) && (visible.kind === 'all' || visible.storeIds.includes(s.id)),
      )
      .sort(byNumber);
    const scope = {
      kind: 'area',
      storeId: null,
      areaId: askedArea,
      name: area.name,
      ...dates,
    } as const;
    const filter = { kind: 'stores', storeIds: stores.map((s) => s.id) } as const;
    return { scope, stores, filter, chain, today, date, now };
  }
  const visible = storeScopeOf(user);
  const stores = (
    visible.kind === 'all' ? [...chain] : chain.filter((s) => visible.storeIds.includes(s.id))
  ).sort(byNumber);
  const own = visible.kind === 'stores' && stores.length === 1 ? stores[0]! : null;
  const scope = own
    ? ({ kind: 'store', storeId: own.id, areaId: null, name: own.name, ...dates } as const)
    : ({ kind: 'all', storeId: null, areaId: null, name: null, ...dates } as const);
  const filter: InsightStores =
    visible.kind === 'all' ? visible : { kind: 'stores', storeIds: stores.map((s) => s.id) };
  return { scope, stores, filter, chain, today, date, now };
}
