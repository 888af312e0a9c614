import type {
  ChecklistDetail,
  ChecklistHistory,
  ChecklistSummary,
  StoreDay,
} from '../../domain/checklists/api';
import { CHECKLIST_NOT_FOUND } from '../../domain/checklists/messages';
import { checklistAbilities, type ChecklistAbilities } from '../../domain/checklists/policy';
import type { SessionUser } from '../../domain/auth/schemas';
import { businessDate, businessDayStart, type IsoDate } from '../../domain/dates';
import { SHIFT_CATEGORIES } from '../../domain/shifts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { findStoreById, type StoreRecord } from '../stores/repository';
import { listChecklistEvents } from './events-repository';
import { listChecklistItems } from './items-repository';
import { assertAllowed, assertReadable, assertStoreVisible } from './permissions';
import { toChecklistDetail, toChecklistSummary } from './presenter';
import {
  deleteChecklistById,
  findChecklistById,
  listChecklistsForDay,
  type ChecklistRecord,
} from './repository';
import { listShiftTargets, listShiftTargetsByChecklist } from './targets-repository';

/** "Today" for a store: its business date, which starts at its breakfast start time. */
export function storeToday(store: StoreRecord, now: Date): IsoDate {
  return businessDate(now, store.timezone, businessDayStart(store.shiftSettings));
}

export interface ChecklistContext {
  checklist: ChecklistRecord;
  store: StoreRecord;
  today: IsoDate;
  abilities: ChecklistAbilities;
}

/** Loads a checklist the user may see, with what they may do to it; 404 otherwise. */
export async function loadChecklistContext(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<ChecklistContext> {
  const checklist = await findChecklistById(deps.db.kysely, checklistId);
  const store = checklist ? await findStoreById(deps.db.kysely, checklist.storeId) : null;
  if (!checklist || !store) throw notFound(CHECKLIST_NOT_FOUND);
  const today = storeToday(store, deps.clock.now());
  const abilities = checklistAbilities(user, checklist, today);
  assertReadable(abilities);
  return { checklist, store, today, abilities };
}

export async function getChecklistDetail(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<ChecklistDetail> {
  const { checklist, store, abilities } = await loadChecklistContext(deps, user, checklistId);
  const [items, targets] = await Promise.all([
    listChecklistItems(deps.db.kysely, checklist.id),
    listShiftTargets(deps.db.kysely, checklist.id),
  ]);
  return toChecklistDetail(checklist, {
    items,
    targets,
    storeTimezone: store.timezone,
    abilities,
  });
}

/** The checklist's list-view fields as they stand now (after a change has committed). */
export async function getChecklistSummary(
  deps: AppDeps,
  checklistId: string,
): Promise<ChecklistSummary> {
  const checklist = await findChecklistById(deps.db.kysely, checklistId);
  if (!checklist) throw notFound(CHECKLIST_NOT_FOUND);
  return toChecklistSummary(checklist, await listShiftTargets(deps.db.kysely, checklistId));
}

export async function getStoreDay(
  deps: AppDeps,
  user: SessionUser,
  storeId: string,
  date: IsoDate | undefined,
): Promise<StoreDay> {
  const store = await findStoreById(deps.db.kysely, storeId);
  assertStoreVisible(user, store);
  const today = storeToday(store, deps.clock.now());
  const day = date ?? today;
  const checklists = await listChecklistsForDay(deps.db.kysely, store.id, day);
  const targets = await listShiftTargetsByChecklist(
    deps.db.kysely,
    checklists.map((c) => c.id),
  );
  const byShift = (c: ChecklistRecord) => SHIFT_CATEGORIES.indexOf(c.category);
  return {
    store: {
      id: store.id,
      name: store.name,
      storeNumber: store.storeNumber,
      timezone: store.timezone,
      shiftSettings: store.shiftSettings,
    },
    today,
    date: day,
    checklists: checklists
      .sort((a, b) => byShift(a) - byShift(b))
      .map((c) => toChecklistSummary(c, targets.get(c.id) ?? [])),
  };
}

export async function deleteChecklist(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<void> {
  const { abilities } = await loadChecklistContext(deps, user, checklistId);
  assertAllowed(abilities, 'delete');
  if (!(await deleteChecklistById(deps.db.kysely, checklistId))) {
    throw notFound(CHECKLIST_NOT_FOUND);
  }
}

export async function getChecklistHistory(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<ChecklistHistory> {
  await loadChecklistContext(deps, user, checklistId);
  return { events: await listChecklistEvents(deps.db.kysely, checklistId) };
}
