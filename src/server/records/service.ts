// The temperature log and the signatures on a store's records (docs/decisions/045).
import { authorize } from '#domain/authz';
import { HISTORY } from '#domain/checklists/history-messages';
import {
  addDays,
  compareDates,
  daysBetween,
  startOfWeek,
  storeToday,
  type IsoDate,
} from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import {
  type Records,
  type RecordsQuery,
  type Review,
  type ReviewBody,
  type SignOff,
  type SignOffBody,
} from '#domain/records/api';
import { RECORDS_MAX_DAYS, RECORDS_MESSAGES, REVIEW_PERIOD_DAYS } from '#domain/records/messages';
import { EXPORT_MESSAGES } from '#domain/exports/messages';
import { personName } from '#domain/checklists/summary';
import { readingLocale, type Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { checklistChanged } from '../checklists/change';
import { insertChecklistEvents } from '../checklists/events-repository';
import { eventsBy } from '../checklists/history';
import { historyIn } from '../checklists/history-language';
import { loadVisibleStore } from '../checklists/service';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import type { StoreRecord } from '../stores/repository';
import { runTransaction } from '../writes/unit-of-work';
import { daySigned } from '../integrations/webhooks/events';
import { queueWebhookEvents } from '../integrations/webhooks/outbox';
import {
  insertReview,
  insertSignOff,
  listDayChecklists,
  listEventsAfter,
  listLatestSignOffs,
  listReadingsPage,
  listReviews,
  type SignOffRecord,
  type StorePeriod,
} from './repository';

/**
 * The period asked for, checked: both ends included, at most RECORDS_MAX_DAYS; by default the
 * store's week so far. A period reaching past today ends today: a week is asked for whole.
 */
function periodOf(store: StoreRecord, query: RecordsQuery, today: IsoDate, maxDays: number) {
  const asked = query.to ?? today;
  const to = compareDates(asked, today) > 0 ? today : asked;
  const from = query.from ?? startOfWeek(to);
  if (compareDates(from, asked) > 0) throw badRequest(EXPORT_MESSAGES.reversed);
  if (compareDates(from, today) > 0) throw badRequest(EXPORT_MESSAGES.future);
  if (daysBetween(from, to) + 1 > maxDays) throw badRequest(RECORDS_MESSAGES.rangeTooLong);
  return { storeId: store.id, from, to };
}

/**
 * Each day's latest signature in the period, with what changed on the day's checklists after
 * it, in the reader's language.
 */
export async function signOffsOf(
  deps: AppDeps,
  period: StorePeriod,
  locale: Locale,
): Promise<SignOff[]> {
  const signOffs = await listLatestSignOffs(deps.db.kysely, period);
  return Promise.all(signOffs.map((signOff) => withChangesAfter(deps, period, signOff, locale)));
}

async function withChangesAfter(
  deps: AppDeps,
  period: StorePeriod,
  signOff: SignOffRecord,
  locale: Locale,
): Promise<SignOff> {
  const checklists = await listDayChecklists(deps.db.kysely, period.storeId, signOff.businessDate);
  const events = await listEventsAfter(
    deps.db.kysely,
    checklists.map((checklist) => checklist.id),
    signOff.signedAt,
  );
  const changesAfter: SignOff['changesAfter'] = [];
  for (const checklist of checklists) {
    const own = events.filter((event) => event.checklist_id === checklist.id);
    const read = await historyIn(
      deps,
      checklist.id,
      locale,
      own.map((event) => ({
        id: event.id,
        at: event.at,
        userId: event.user_id,
        userName: event.user_name,
        action: event.action,
        subject: event.subject,
        summary: event.summary,
        before: null,
        after: null,
      })),
    );
    for (const event of read) {
      changesAfter.push({
        at: event.at,
        userName: event.userName,
        checklistId: checklist.id,
        category: checklist.category,
        summary: event.summary,
      });
    }
  }
  changesAfter.sort((a, b) => a.at.localeCompare(b.at));
  return { ...signOff, changesAfter };
}

/** GET /api/stores/:storeId/records: a store's readings and signatures for a period. */
export async function getRecords(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  query: RecordsQuery,
): Promise<Records> {
  const store = await loadVisibleStore(deps, user, storeId, 'store:view');
  requireAccess(user, 'records:view', { storeId: store.id });
  const today = storeToday(store, deps.clock.now());
  const period = periodOf(store, query, today, RECORDS_MAX_DAYS);
  const locale = readingLocale(user);
  const [readings, signOffs, reviews] = await Promise.all([
    // The screen's period is short (RECORDS_MAX_DAYS): its readings are one read.
    listReadingsPage(deps.db.kysely, period, locale, 0, Number.MAX_SAFE_INTEGER),
    signOffsOf(deps, period, locale),
    listReviews(deps.db.kysely, period),
  ]);
  const resource = { storeId: store.id, leadersSignOff: store.leadersSignOff };
  return {
    store: {
      id: store.id,
      name: store.name,
      storeNumber: store.storeNumber,
      timezone: store.timezone,
      temperatureUnit: store.temperatureUnit,
    },
    today,
    from: period.from,
    to: period.to,
    readings,
    signOffs,
    reviews,
    abilities: {
      signOff: authorize(user, 'records:sign', resource),
      review: authorize(user, 'records:review', { storeId: store.id }),
    },
  };
}

/**
 * POST /api/stores/:storeId/sign-offs: signs a day's records. A day may be signed again (after
 * changes, say); the latest signature counts and the earlier ones stay. Each of the day's
 * checklists records it in its History, and its screens are told.
 */
export async function signOffDay(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  body: SignOffBody & { note: string | null },
): Promise<SignOff> {
  const store = await loadVisibleStore(deps, user, storeId, 'store:view');
  requireAccess(user, 'records:sign', { storeId: store.id, leadersSignOff: store.leadersSignOff });
  const now = deps.clock.now();
  if (compareDates(body.date, storeToday(store, now)) > 0) {
    throw badRequest(RECORDS_MESSAGES.futureDay);
  }
  const signedAt = now.toISOString();
  const signOff = {
    storeId: store.id,
    businessDate: body.date,
    signedAt,
    userId: user.id,
    userName: personName(user),
    role: user.role,
    note: body.note,
  };
  const id = await runTransaction(
    deps,
    async (trx, announce) => {
      const signed = await insertSignOff(trx, signOff);
      const checklists = await listDayChecklists(trx, store.id, body.date);
      const summary = body.note ? HISTORY.daySignedOffWithNote(body.note) : HISTORY.daySignedOff();
      for (const checklist of checklists) {
        const draft = { action: 'day-signed-off' as const, subject: null, summary, before: null };
        await insertChecklistEvents(
          trx,
          eventsBy(user, checklist.id, signedAt, [{ ...draft, after: { signedOff: true } }]),
        );
        announce(
          checklistChanged(
            user,
            { ...checklist, storeId: store.id, businessDate: body.date },
            'changed',
          ),
        );
      }
      await queueWebhookEvents(trx, signedAt, [
        daySigned(signOff, { id: user.id, name: signOff.userName, role: user.role }),
      ]);
      return { commit: true, value: signed };
    },
    user.idempotency,
  );
  return { id, ...signOff, changesAfter: [] };
}

/** POST /api/stores/:storeId/reviews: the four-weekly review of the 28 days up to today. */
export async function reviewStore(
  deps: AppDeps,
  user: Caller,
  storeId: string,
  body: ReviewBody,
): Promise<Review> {
  const store = await loadVisibleStore(deps, user, storeId, 'store:view');
  requireAccess(user, 'records:review', { storeId: store.id });
  const to = storeToday(store, deps.clock.now());
  const review = {
    from: addDays(to, 1 - REVIEW_PERIOD_DAYS),
    to,
    signedAt: deps.clock.now().toISOString(),
    userName: personName(user),
    note: body.note.trim(),
  };
  const id = await runTransaction(
    deps,
    async (trx) => ({
      commit: true,
      value: await insertReview(trx, { ...review, storeId: store.id, userId: user.id }),
    }),
    user.idempotency,
  );
  return { id, ...review };
}
