import type { Actor } from '#domain/authz';
import type { Caller } from '../auth/caller';
import { auditBy, recordAudit, storeTarget } from '../integrations/audit/record';
import { fieldChanges, shiftChanges } from '../integrations/audit/settings-changes';
import type {
  AdminStore,
  AdminStores,
  CreateStoreBody,
  ShiftSettingsBody,
  UpdateStoreBody,
} from '#domain/stores/api';
import { isStoreNumber } from '#domain/stores/api';
import {
  STORE_MESSAGES,
  duplicateStoreNumberMessage,
  storeNotEmptyMessage,
} from '#domain/stores/messages';
import { sortByStoreNumber } from '#domain/stores/store-number';
import { canonicalTimeZone } from '#domain/stores/time-zones';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { requireAccess } from '../authz/require-access';
import { deleteStoreWithKeptChecklists } from '../checklists/deleted-service';
import { runTransaction } from '../writes/unit-of-work';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { updateDueSettings } from './repository';
import {
  deleteStoreRow,
  lockStoreRow,
  findStoreWithContents,
  insertStoreIfNumberFree,
  isUniqueViolation,
  listStoresWithContents,
  replaceShiftSettings,
  storeIdWithNumber,
  updateStoreFields,
  userIdsOfStore,
  type StoreWithContents,
} from './admin-repository';

const toAdminStore = (store: StoreWithContents): AdminStore => ({
  id: store.id,
  name: store.name,
  storeNumber: store.storeNumber,
  timezone: store.timezone,
  locale: store.locale,
  deliveryService: store.deliveryService,
  clock: store.clock,
  temperatureUnit: store.temperatureUnit,
  leadersSignOff: store.leadersSignOff,
  shiftSettings: store.shiftSettings,
  dueSettings: store.dueSettings,
  actionDueMinutes: store.actionDueMinutes,
  createdAt: store.createdAt,
  userCount: store.users,
  checklistCount: store.checklists,
});

/** Reads the store back after a write; SPEC §5's message if it vanished meanwhile. */
async function readBack(deps: AppDeps, storeId: string): Promise<AdminStore> {
  const store = await findStoreWithContents(deps.db.kysely, storeId);
  if (!store) throw notFound(`Store with ID ${storeId} not found after update`);
  return toAdminStore(store);
}

/** Store Management's list: every store in store-number order, with what each still holds. */
export async function listAdminStores(deps: AppDeps, actor: Actor): Promise<AdminStores> {
  requireAccess(actor, 'store:manage');
  const stores = await listStoresWithContents(deps.db.kysely);
  return {
    stores: sortByStoreNumber(stores).map(toAdminStore),
    defaultTimeZone: deps.config.defaultTimeZone,
  };
}

export async function getAdminStore(
  deps: AppDeps,
  actor: Actor,
  storeId: string,
): Promise<AdminStore> {
  requireAccess(actor, 'store:manage');
  const store = await findStoreWithContents(deps.db.kysely, storeId);
  if (!store) throw notFound(STORE_MESSAGES.notFound);
  return toAdminStore(store);
}

export async function createStore(
  deps: AppDeps,
  actor: Caller,
  body: CreateStoreBody,
): Promise<AdminStore> {
  requireAccess(actor, 'store:manage');
  const id = await runTransaction(deps, async (trx) => {
    const timezone = canonicalTimeZone(body.timezone ?? deps.config.defaultTimeZone);
    const inserted = await insertStoreIfNumberFree(trx, {
      name: body.name,
      storeNumber: body.storeNumber,
      timezone,
      locale: body.locale ?? null,
      deliveryService: body.deliveryService ?? null,
      clock: body.clock ?? null,
      ...(body.temperatureUnit ? { temperatureUnit: body.temperatureUnit } : {}),
      ...(body.leadersSignOff === undefined ? {} : { leadersSignOff: body.leadersSignOff }),
      shiftSettings: body.shiftSettings ?? DEFAULT_SHIFT_SETTINGS,
      actionDueMinutes: body.actionDueMinutes ?? null,
      createdAt: deps.clock.now().toISOString(),
    });
    if (inserted !== null) {
      await recordAudit(trx, deps.clock.now(), {
        action: 'store.created',
        ...auditBy(actor),
        target: storeTarget({ id: inserted, ...body }),
        storeId: inserted,
        detail: { timezone },
      });
    }
    return { commit: inserted !== null, value: inserted };
  });
  if (!id) throw conflict(duplicateStoreNumberMessage(body.storeNumber));
  return readBack(deps, id);
}

/**
 * SPEC §4: an edit replaces name, number, time zone and shifts, and the language when the body
 * gives one. A new time zone changes how "today" is counted from now on; checklists keep the
 * business date they were made for. The store's people's sessions carry its name, number,
 * language and clock, so when one of those changes each of them is announced as an `access` change: every
 * instance's session cache reads their sessions again (and their live streams with them).
 */
export async function updateStore(
  deps: AppDeps,
  actor: Caller,
  storeId: string,
  body: UpdateStoreBody,
): Promise<AdminStore> {
  requireAccess(actor, 'store:manage');
  const duplicate = () => conflict(duplicateStoreNumberMessage(body.storeNumber));
  try {
    await runTransaction(deps, async (trx, announce) => {
      const before = await findStoreWithContents(trx, storeId);
      if (!before) throw notFound(STORE_MESSAGES.notFound);
      if (body.storeNumber !== before.storeNumber) {
        if (!isStoreNumber(body.storeNumber)) throw badRequest(STORE_MESSAGES.numberNotNumeric);
        const holder = await storeIdWithNumber(trx, body.storeNumber);
        if (holder && holder !== storeId) throw duplicate();
      }
      const fields = {
        name: body.name,
        storeNumber: body.storeNumber,
        timezone: canonicalTimeZone(body.timezone),
        locale: body.locale,
        deliveryService: body.deliveryService,
        clock: body.clock,
        temperatureUnit: body.temperatureUnit,
        leadersSignOff: body.leadersSignOff,
        actionDueMinutes: body.actionDueMinutes,
      };
      await updateStoreFields(trx, storeId, fields);
      await replaceShiftSettings(trx, storeId, body.shiftSettings);
      const shifts = shiftChanges(before.shiftSettings, body.shiftSettings);
      await recordAudit(trx, deps.clock.now(), {
        action: 'store.updated',
        ...auditBy(actor),
        target: storeTarget({ id: storeId, ...fields }),
        storeId,
        detail: { ...fieldChanges(before, fields), ...(shifts.length > 0 ? { shifts } : {}) },
      });
      const sessionsChange =
        body.name !== before.name ||
        body.storeNumber !== before.storeNumber ||
        (body.locale !== undefined && body.locale !== before.locale) ||
        (body.clock !== undefined && body.clock !== before.clock);
      if (sessionsChange) {
        // One message per person, as a role or store change sends: the cache forgets only
        // theirs, and no browser is asked to fetch everything again (as `resync` would).
        for (const userId of await userIdsOfStore(trx, storeId)) {
          announce({ type: 'access', userId });
        }
      }
      return { commit: true, value: undefined };
    });
  } catch (error) {
    // Another admin gave a store this number between the check and the write.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return readBack(deps, storeId);
}

/** The settings dialog: the four shifts and when their sections are due. */
export async function updateShiftSettings(
  deps: AppDeps,
  actor: Caller,
  storeId: string,
  body: ShiftSettingsBody,
): Promise<AdminStore> {
  requireAccess(actor, 'store:manage');
  await runTransaction(deps, async (trx) => {
    const before = await findStoreWithContents(trx, storeId);
    if (!before) throw notFound(STORE_MESSAGES.notFound);
    await replaceShiftSettings(trx, storeId, body.shiftSettings);
    if (body.dueSettings) await updateDueSettings(trx, storeId, body.dueSettings);
    await recordAudit(trx, deps.clock.now(), {
      action: 'store.settings-changed',
      ...auditBy(actor),
      target: storeTarget(before),
      storeId,
      detail: {
        shifts: shiftChanges(before.shiftSettings, body.shiftSettings),
        ...fieldChanges(before, { dueSettings: body.dueSettings }),
      },
    });
    return { commit: true, value: undefined };
  });
  return readBack(deps, storeId);
}

/**
 * Deletes an empty store. One that still has people or checklists is refused with what it
 * has: deleting it would leave those people without a store and drop the checklists' history.
 */
export async function deleteStore(deps: AppDeps, actor: Caller, storeId: string): Promise<void> {
  requireAccess(actor, 'store:manage');
  await runTransaction(deps, async (trx) => {
    await lockStoreRow(trx, deps.db.dialect, storeId);
    const store = await findStoreWithContents(trx, storeId);
    if (!store) throw notFound(STORE_MESSAGES.notFound);
    if (store.users > 0 || store.checklists > 0) throw conflict(storeNotEmptyMessage(store));
    await deleteStoreWithKeptChecklists(deps, trx, storeId, () => deleteStoreRow(trx, storeId));
    await recordAudit(trx, deps.clock.now(), {
      action: 'store.deleted',
      ...auditBy(actor),
      target: storeTarget(store),
      storeId,
    });
    return { commit: true, value: undefined };
  });
}
