// The temperature log's rows, the day's signatures and the four-weekly reviews of a store.
import type { Kysely } from 'kysely';
import type { ShiftCategory } from '#domain/shifts';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { parseReadingSpec } from '#domain/readings/spec';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import type { ReadingRow, Review } from '#domain/records/api';
import type { Role } from '#domain/roles';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface StorePeriod {
  storeId: string;
  from: IsoDate;
  to: IsoDate;
}

/** How many readings one page of the log reads: a year of a store goes out a page at a time. */
export const READINGS_PAGE = 500;

/**
 * A page of the store's readings in the period, in the order taken, after the reading `after`
 * (its id; 0 for the first page). Each with its item's words as its checklist had them: the
 * source, and the reader's language's where the checklist had them in it.
 */
export async function listReadingsPage(
  db: Executor,
  period: StorePeriod,
  locale: Locale,
  after = 0,
  limit = READINGS_PAGE,
): Promise<ReadingRow[]> {
  const rows = await db
    .selectFrom('readings as r')
    .innerJoin('checklists as c', 'c.id', 'r.checklist_id')
    .innerJoin('checklist_items as i', 'i.id', 'r.item_id')
    .select([
      'r.id',
      'r.at',
      'r.business_date',
      'r.checklist_id',
      'c.category',
      'r.item_id',
      'i.text',
      'i.translations',
      'r.user_name',
      'r.value',
      'r.unit',
      'r.measure',
      'r.within',
      'r.action',
    ])
    .where('r.store_id', '=', period.storeId)
    .where('r.business_date', '>=', period.from)
    .where('r.business_date', '<=', period.to)
    .where('r.id', '>', after)
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const measure = parseReadingSpec(row.measure);
    if (!measure) return [];
    const shown = translationFor(parseShownTranslations(row.translations), locale);
    return [
      {
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        businessDate: String(row.business_date).slice(0, 10),
        checklistId: row.checklist_id,
        category: row.category,
        itemId: row.item_id,
        itemText: row.text,
        shownText: shown?.text ?? null,
        userName: row.user_name,
        value: row.value,
        unit: row.unit,
        measure,
        within: Boolean(row.within),
        action: row.action,
      },
    ];
  });
}

/** Every reading of the period, a page at a time, in the order taken. */
export async function* readingPages(
  db: Executor,
  period: StorePeriod,
  locale: Locale,
): AsyncGenerator<ReadingRow[]> {
  let after = 0;
  for (;;) {
    const page = await listReadingsPage(db, period, locale, after);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < READINGS_PAGE) return;
    after = last.id;
  }
}

export interface SignOffRecord {
  id: number;
  businessDate: IsoDate;
  signedAt: string;
  userName: string;
  role: Role;
  note: string | null;
}

/** The latest signature of each signed day of the period, by date. */
export async function listLatestSignOffs(
  db: Executor,
  period: StorePeriod,
): Promise<SignOffRecord[]> {
  const rows = await db
    .selectFrom('day_sign_offs')
    .selectAll()
    .where('store_id', '=', period.storeId)
    .where('business_date', '>=', period.from)
    .where('business_date', '<=', period.to)
    .orderBy('business_date')
    .orderBy('signed_at')
    .orderBy('id')
    .execute();
  const latest = new Map<string, SignOffRecord>();
  for (const row of rows) {
    const businessDate = String(row.business_date).slice(0, 10);
    latest.set(businessDate, {
      id: Number(row.id),
      businessDate,
      signedAt: new Date(row.signed_at).toISOString(),
      userName: row.user_name,
      role: row.role,
      note: row.note,
    });
  }
  return [...latest.values()];
}

export interface NewSignOff {
  storeId: string;
  businessDate: IsoDate;
  signedAt: string;
  userId: string;
  userName: string;
  role: Role;
  note: string | null;
}

export async function insertSignOff(db: Executor, signOff: NewSignOff): Promise<number> {
  const row = await db
    .insertInto('day_sign_offs')
    .values({
      store_id: signOff.storeId,
      business_date: signOff.businessDate,
      signed_at: signOff.signedAt,
      user_id: signOff.userId,
      user_name: signOff.userName,
      role: signOff.role,
      note: signOff.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The store's checklists of a day, for what changed on them after a signature. */
export async function listDayChecklists(
  db: Executor,
  storeId: string,
  businessDate: IsoDate,
): Promise<{ id: string; category: ShiftCategory }[]> {
  return db
    .selectFrom('checklists')
    .select(['id', 'category'])
    .where('store_id', '=', storeId)
    .where('business_date', '=', businessDate)
    .orderBy('category')
    .execute();
}

/** The History entries of these checklists after a moment, oldest first, signatures left out. */
export async function listEventsAfter(
  db: Executor,
  checklistIds: readonly string[],
  after: string,
) {
  if (checklistIds.length === 0) return [];
  const rows = await db
    .selectFrom('checklist_events')
    .select(['id', 'checklist_id', 'at', 'user_id', 'user_name', 'action', 'subject', 'summary'])
    .where('checklist_id', 'in', checklistIds)
    .where('at', '>', after)
    .where('action', '!=', 'day-signed-off')
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}

export async function insertReview(
  db: Executor,
  review: Omit<Review, 'id'> & { storeId: string; userId: string },
): Promise<number> {
  const row = await db
    .insertInto('store_reviews')
    .values({
      store_id: review.storeId,
      period_from: review.from,
      period_to: review.to,
      signed_at: review.signedAt,
      user_id: review.userId,
      user_name: review.userName,
      note: review.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The reviews whose period ends within this one, newest first. */
export async function listReviews(db: Executor, period: StorePeriod): Promise<Review[]> {
  const rows = await db
    .selectFrom('store_reviews')
    .selectAll()
    .where('store_id', '=', period.storeId)
    .where('period_to', '>=', period.from)
    .where('period_to', '<=', period.to)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    from: String(row.period_from).slice(0, 10),
    to: String(row.period_to).slice(0, 10),
    signedAt: new Date(row.signed_at).toISOString(),
    userName: row.user_name,
    note: row.note,
  }));
}
