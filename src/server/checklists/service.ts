import {
  type ChecklistDetail,
  type ChecklistHistory,
  type ChecklistSummary,
  type StoreDay,
} from '#domain/checklists/api';
import { CHECKLIST_NOT_FOUND, STORE_NOT_FOUND } from '#domain/checklists/messages';
import type { ChecklistResource } from '#domain/authz';
import { checklistAbilities } from '#domain/checklists/policy';
import { isPriorityAFailure } from '#domain/checklists/priorities';
import type { SessionUser } from '#domain/auth/schemas';
import { storeToday, type IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { shiftTiming } from '#domain/due/shift-timing';
import { SHIFT_CATEGORIES } from '#domain/shifts';
import { readingLocale, type Caller } from '../auth/caller';
import { historyIn } from './history-language';
import { runTransaction } from '../writes/unit-of-work';
import type { DocumentSource } from '../http/encoded-documents';
import type { AppDeps } from '../deps';
import { checklistChanged } from './change';
import { notFound } from '../http/errors';
import type { StoreRecord } from '../stores/repository';
import { listDayFailures } from './day-failures-repository';
import { listChecklistEvents } from './events-repository';
import {
  listChecklistItems,
  listItemTranslations,
  withPriorityAFailures,
} from './items-repository';
import { requireAccess } from '../authz/require-access';
import { toChecklistDetail, toChecklistSummary } from './presenter';
import { listChecklistActions } from '../actions/queries';
import {
  deleteChecklistById,
  findChecklistById,
  findChecklistAccess,
  findChecklistWithStoreRevision,
  listChecklistsForDay,
  findStoreRevisionAndVersions,
  type ChecklistAccess,
  type ChecklistRecord,
} from './repository';
import { listShiftTargets, listShiftTargetsByChecklist } from './targets-repository';
import {
  keepDeletedChecklist,
  priorityAFailuresIn,
  readChecklistContents,
} from './deleted-repository';
import { listChecklistPhotos, toPhoto } from '../photos/repository';

export interface ChecklistContext {
  checklist: ChecklistRecord;
  store: StoreRecord;
  /** The store's revision (store-cache.ts): changes with any of its settings. */
  storeRevision: string;
  today: IsoDate;
}

type ChecklistAction = 'checklist:read' | 'checklist:edit' | 'checklist:add-feedback';

/**
 * Loads a checklist the user may see (404 otherwise), with what they may do to it, after
 * checking the action the caller is about to take.
 */
export async function loadChecklistContext(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
  action: ChecklistAction = 'checklist:read',
): Promise<ChecklistContext> {
  const found = await findChecklistWithStoreRevision(deps.db.kysely, checklistId);
  if (!found) throw notFound(CHECKLIST_NOT_FOUND);
  return checkAccess(deps, user, found, action);
}

/** The checks of loadChecklistContext, on what was read of the checklist (all of it or less). */
async function checkAccess<C extends ChecklistResource>(
  deps: AppDeps,
  user: SessionUser,
  { checklist, storeRevision }: { checklist: C; storeRevision: string },
  action: ChecklistAction,
) {
  const store = await deps.stores.atRevision(deps.db.kysely, checklist.storeId, storeRevision);
  if (!store) throw notFound(CHECKLIST_NOT_FOUND);
  const today = storeToday(store, deps.clock.now());
  requireAccess(user, action, checklist);
  return { checklist, store, storeRevision, today };
}

/**
 * What `find` reads of a store the user may open checklists in; 404 for one they may not see
 * or that is gone (`find` answering null).
 */
async function inVisibleStore<T>(
  user: SessionUser,
  storeId: string,
  find: () => Promise<T | null>,
  action: 'checklist:create' | 'checklist:list' | 'store:view' = 'checklist:create',
): Promise<T> {
  requireAccess(user, action, { storeId });
  const found = await find();
  if (!found) throw notFound(STORE_NOT_FOUND);
  return found;
}

/**
 * A store the user may open checklists in (or, with `store:view`, see: its records); 404 for
 * one they may not see or that is gone.
 */
export function loadVisibleStore(
  deps: AppDeps,
  user: SessionUser,
  storeId: string,
  action: 'checklist:create' | 'store:view' = 'checklist:create',
): Promise<StoreRecord> {
  return inVisibleStore(user, storeId, () => deps.stores.current(deps.db.kysely, storeId), action);
}

export async function getChecklistDetail(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<ChecklistDetail> {
  return buildChecklistDetail(deps, user, await loadChecklistContext(deps, user, checklistId));
}

/**
 * The checklist document, keyed by the checklist's version and what the reader may do, so the
 * route builds it once and shares it with every reader after that: at opening time a store's
 * phones all read the same few checklists, and only a change (which raises the version)
 * rebuilds it. Most reads find it kept: they read only what access and the key need.
 */
export async function checklistDocument(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<DocumentSource<ChecklistDetail>> {
  const found = await findChecklistAccess(deps.db.kysely, checklistId);
  if (!found) throw notFound(CHECKLIST_NOT_FOUND);
  return {
    key: documentKey(user, await checkAccess(deps, user, found, 'checklist:read')),
    now: deps.clock.now().getTime(),
    build: async () => {
      const context = await loadChecklistContext(deps, user, checklistId);
      return {
        value: await buildChecklistDetail(deps, user, context),
        key: documentKey(user, context),
      };
    },
  };
}

/**
 * A checklist's document as one reader sees it: its version, its store's, the store's day, the
 * language the items are read in and every fact about the reader that what they may do depends
 * on (role, whether they created it or wrote its feedback). What they may do also reads the
 * items, which the version covers.
 */
function documentKey(
  user: Caller,
  {
    checklist,
    storeRevision,
    today,
  }: { checklist: ChecklistAccess; storeRevision: string; today: IsoDate },
): string {
  const creator = Number(checklist.createdBy === user.id);
  const feedbackAuthor = Number(checklist.feedback?.userId === user.id);
  const reader = `${user.role}${String(creator)}${String(feedbackAuthor)}`;
  const key = `${checklist.id}|${String(checklist.version)}|${storeRevision}|${today}`;
  return `${key}|${reader}|${readingLocale(user)}`;
}

async function buildChecklistDetail(
  deps: AppDeps,
  user: Caller,
  { checklist, store, today }: ChecklistContext,
): Promise<ChecklistDetail> {
  const [items, targets, photos, translations, actions] = await Promise.all([
    listChecklistItems(deps.db.kysely, checklist.id),
    listShiftTargets(deps.db.kysely, checklist.id),
    listChecklistPhotos(deps.db.kysely, checklist.id),
    listItemTranslations(deps.db.kysely, checklist.id, readingLocale(user)),
    listChecklistActions(deps.db.kysely, checklist),
  ]);
  return toChecklistDetail(checklist, {
    items,
    translations,
    targets,
    photos: photos.map(toPhoto),
    storeTimezone: store.timezone,
    temperatureUnit: store.temperatureUnit,
    deliveryService: store.deliveryService,
    abilities: checklistAbilities(user, checklist, {
      storeToday: today,
      hasPriorityAFailure: items.some(isPriorityAFailure),
    }),
    timing: shiftTiming(store, checklist.businessDate, checklist.category, checklist.sectionDoneAt),
    actions,
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

/**
 * A store's day as a document keyed by everything it shows: the store's name, time zone, shift
 * times and due settings, the date and today, the version of each of the day's checklists
 * (every change to one raises it) and the language its failures are read in. Each read still
 * checks access and reads the store and those versions, so a change on any instance shows on
 * the next read.
 */
export async function storeDayDocument(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  date: IsoDate | undefined,
): Promise<DocumentSource<StoreDay>> {
  const now = deps.clock.now();
  const found = await inVisibleStore(
    user,
    storeId,
    () =>
      deps.stores.currentWith(deps.db.kysely, storeId, (store) => {
        const day = date ?? storeToday(store, now);
        return findStoreRevisionAndVersions(deps.db.kysely, storeId, day, day);
      }),
    'checklist:list',
  );
  const { store, revision } = found;
  const today = storeToday(store, now);
  const day = date ?? today;
  const locale = readingLocale(user);
  return {
    key: `store-day|${store.id}|${revision}|${today}|${day}|${found.read.versions}|${locale}`,
    now: now.getTime(),
    build: async () => ({ value: await buildStoreDay(deps, store, { today, day, locale }) }),
  };
}

async function buildStoreDay(
  deps: AppDeps,
  store: StoreRecord,
  { today, day, locale }: { today: IsoDate; day: IsoDate; locale: Locale },
): Promise<StoreDay> {
  const checklists = await listChecklistsForDay(deps.db.kysely, store.id, day);
  const byShift = (c: ChecklistRecord) => SHIFT_CATEGORIES.indexOf(c.category);
  checklists.sort((a, b) => byShift(a) - byShift(b));
  const ids = checklists.map((c) => c.id);
  const [targets, priorityA, failures] = await Promise.all([
    listShiftTargetsByChecklist(deps.db.kysely, ids),
    withPriorityAFailures(deps.db.kysely, ids),
    listDayFailures(deps.db.kysely, { storeId: store.id, day, checklistIds: ids }, locale),
  ]);
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
    checklists: checklists.map((c) => toChecklistSummary(c, targets.get(c.id) ?? [])),
    withPriorityAFailures: priorityA,
    failures,
    timing: SHIFT_CATEGORIES.flatMap((category) => {
      const checklist = checklists.find((c) => c.category === category);
      if (!checklist && !store.shiftSettings[category].enabled) return [];
      return [shiftTiming(store, day, category, checklist?.sectionDoneAt)];
    }),
  };
}

/**
 * Deletes a checklist the user may delete, keeping it whole (rows and photo files) among the
 * deleted ones for a super admin to restore (deleted-service.ts). Whether it holds a priority A
 * failure is decided on the items read in the transaction that deletes it.
 */
export async function deleteChecklist(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<void> {
  const { checklist, today } = await loadChecklistContext(deps, user, checklistId);
  await runTransaction(
    deps,
    async (trx, announce) => {
      const contents = await readChecklistContents(trx, checklistId);
      if (!contents) throw notFound(CHECKLIST_NOT_FOUND);
      const priorityAFailures = priorityAFailuresIn(contents.items);
      requireAccess(user, 'checklist:delete', {
        ...checklist,
        storeToday: today,
        hasPriorityAFailure: priorityAFailures > 0,
      });
      await keepDeletedChecklist(trx, {
        contents,
        priorityAFailures,
        by: user,
        at: deps.clock.now().toISOString(),
      });
      if (!(await deleteChecklistById(trx, checklistId))) throw notFound(CHECKLIST_NOT_FOUND);
      announce(checklistChanged(user, checklist, 'deleted'));
      return { commit: true, value: null };
    },
    user.idempotency,
  );
}

/** The checklist's History, newest first, in the reader's language (history-language.ts). */
export async function getChecklistHistory(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<ChecklistHistory> {
  await loadChecklistContext(deps, user, checklistId);
  const events = await listChecklistEvents(deps.db.kysely, checklistId);
  return { events: await historyIn(deps, checklistId, readingLocale(user), events) };
}
