import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { personName } from '#domain/checklists/summary';
import type { LegalHoldBody, RetentionSettings, StoreRetention } from '#domain/retention/api';
import {
  NO_STORE_OVERRIDES,
  RETENTION_KINDS,
  STORE_RETENTION_KINDS,
  type RetentionPeriods,
  type StoreRetentionPeriods,
} from '#domain/retention/retention';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import {
  auditBy,
  auditedChange,
  changeOf,
  settingTarget,
  storeTarget,
} from '../integrations/audit/record';
import { findStoreById, listStores, type StoreRecord } from '../stores/repository';
import {
  chainPeriodsSavedBy,
  listStoreRetention,
  readChainPeriods,
  RETENTION_SETTING_KEY,
  writeChainPeriods,
  writeLegalHold,
  writeStoreOverrides,
  type StoreRetentionRow,
} from './repository';

const rowOf = (store: StoreRecord, own: StoreRetentionRow | undefined): StoreRetention => ({
  storeId: store.id,
  storeNumber: store.storeNumber,
  name: store.name,
  overrides: own?.overrides ?? NO_STORE_OVERRIDES,
  hold: own?.hold ?? null,
});

/** Admin → Retention: the chain's periods, and every store's overrides and hold. */
export async function getRetention(deps: AppDeps, user: Caller): Promise<RetentionSettings> {
  requireAccess(user, 'retention:manage');
  const db = deps.db.kysely;
  const own = await listStoreRetention(db);
  const stores = (await listStores(db, { kind: 'all' })).sort(
    (a, b) => a.storeNumber.localeCompare(b.storeNumber) || a.name.localeCompare(b.name),
  );
  const saved = await chainPeriodsSavedBy(db);
  return {
    periods: await readChainPeriods(db),
    updatedAt: saved?.at ?? null,
    updatedByName: saved?.name ?? null,
    stores: stores.map((store) => rowOf(store, own.get(store.id))),
  };
}

/** What changed between two sets of periods, kind by kind (unchanged kinds left out). */
function changes<K extends string>(
  kinds: readonly K[],
  before: Record<K, number | null>,
  after: Record<K, number | null>,
) {
  return Object.fromEntries(kinds.map((kind) => [kind, changeOf(before[kind], after[kind])]));
}

export async function saveChainPeriods(
  deps: AppDeps,
  user: Caller,
  periods: RetentionPeriods,
): Promise<RetentionSettings> {
  requireAccess(user, 'retention:manage');
  const before = await readChainPeriods(deps.db.kysely);
  const by = { name: personName(user), at: deps.clock.now().toISOString() };
  await auditedChange(
    deps,
    {
      action: 'retention.changed',
      ...auditBy(user),
      target: settingTarget(RETENTION_SETTING_KEY),
      detail: changes(RETENTION_KINDS, before, periods),
    },
    (trx) => writeChainPeriods(trx, periods, by),
  );
  return getRetention(deps, user);
}

async function storeOrNotFound(deps: AppDeps, storeId: string): Promise<StoreRecord> {
  const store = await findStoreById(deps.db.kysely, storeId);
  if (!store) throw notFound(STORE_NOT_FOUND);
  return store;
}

export async function getStoreRetention(
  deps: AppDeps,
  user: Caller,
  storeId: string,
): Promise<StoreRetention> {
  requireAccess(user, 'retention:manage');
  const store = await storeOrNotFound(deps, storeId);
  return rowOf(store, (await listStoreRetention(deps.db.kysely)).get(store.id));
}

export async function saveStoreRetention(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  periods: StoreRetentionPeriods,
): Promise<StoreRetention> {
  requireAccess(user, 'retention:manage');
  const store = await storeOrNotFound(deps, storeId);
  const before = (await getStoreRetention(deps, user, storeId)).overrides;
  const by = { name: personName(user), at: deps.clock.now().toISOString() };
  await auditedChange(
    deps,
    {
      action: 'retention.changed',
      ...auditBy(user),
      target: storeTarget(store),
      storeId: store.id,
      detail: changes(STORE_RETENTION_KINDS, before, periods),
    },
    (trx) => writeStoreOverrides(trx, store.id, periods, by),
  );
  return getStoreRetention(deps, user, storeId);
}

/** Holds a store's records: while held, the sweep removes nothing of it. */
export async function setLegalHold(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  body: LegalHoldBody,
): Promise<StoreRetention> {
  requireAccess(user, 'store:legal-hold', { id: storeId });
  const store = await storeOrNotFound(deps, storeId);
  const by = { name: personName(user), at: deps.clock.now().toISOString() };
  await auditedChange(
    deps,
    {
      action: 'store.legal-hold-set',
      ...auditBy(user),
      target: storeTarget(store),
      storeId: store.id,
      detail: { reason: body.reason },
    },
    (trx) => writeLegalHold(trx, store.id, { reason: body.reason }, by),
  );
  return getStoreRetention(deps, user, storeId);
}

export async function liftLegalHold(deps: AppDeps, user: Caller, storeId: string): Promise<void> {
  requireAccess(user, 'store:legal-hold', { id: storeId });
  const store = await storeOrNotFound(deps, storeId);
  const held = (await listStoreRetention(deps.db.kysely)).get(store.id)?.hold;
  if (!held) return;
  const by = { name: personName(user), at: deps.clock.now().toISOString() };
  await auditedChange(
    deps,
    {
      action: 'store.legal-hold-lifted',
      ...auditBy(user),
      target: storeTarget(store),
      storeId: store.id,
      detail: { reason: held.reason },
    },
    (trx) => writeLegalHold(trx, store.id, null, by),
  );
}
