import type { Kysely } from 'kysely';
import { isOutstanding } from '#domain/actions/actions';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import type { ShiftCategory } from '#domain/shifts';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

export interface PackFigures {
  checklists: number;
  completed: number;
  withOpenIssues: number;
  openIssues: number;
  progressSum: number;
}

/** The cover's figures for a store and dates, summed by the database. */
export async function packFigures(
  db: Executor,
  range: { storeId: string; from: IsoDate; to: IsoDate },
): Promise<PackFigures> {
  const row = await db
    .selectFrom('checklists')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('checklists'),
      eb.fn.count<string | number>('completed_at').as('completed'),
      eb.fn
        .sum<string | number | null>(eb.case().when('open_issues', '>', 0).then(1).else(0).end())
        .as('withOpenIssues'),
      eb.fn.sum<string | number | null>('open_issues').as('openIssues'),
      eb.fn.sum<string | number | null>('progress').as('progressSum'),
    ])
    .where('store_id', '=', range.storeId)
    .where('business_date', '>=', range.from)
    .where('business_date', '<=', range.to)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums as strings.
  return {
    checklists: Number(row.checklists),
    completed: Number(row.completed),
    withOpenIssues: Number(row.withOpenIssues ?? 0),
    openIssues: Number(row.openIssues ?? 0),
    progressSum: Number(row.progressSum ?? 0),
  };
}

export interface OpenIssueRow {
  businessDate: IsoDate;
  category: ShiftCategory;
  /** The item's English, its source. */
  text: string;
  /** Its words in the pack's language as the checklist froze them; null without them. */
  shownText: string | null;
  failureComment: string | null;
  failurePriority: string | null;
}

/**
 * Unresolved failures in the range, oldest first, at most `limit` of them, each with its words
 * in the pack's language.
 */
export async function listOpenIssues(
  db: Executor,
  range: { storeId: string; from: IsoDate; to: IsoDate },
  limit: number,
  locale: Locale,
): Promise<OpenIssueRow[]> {
  const rows = await db
    .selectFrom('checklist_items as i')
    .innerJoin('checklists as c', 'c.id', 'i.checklist_id')
    .select([
      'c.business_date as businessDate',
      'c.category',
      'i.text',
      'i.translations',
      'i.failure_comment as failureComment',
      'i.failure_priority as failurePriority',
    ])
    .where('c.store_id', '=', range.storeId)
    .where('c.business_date', '>=', range.from)
    .where('c.business_date', '<=', range.to)
    .where('i.failed', '=', true)
    .where('i.resolved', '=', false)
    .orderBy('c.business_date')
    .orderBy('c.category')
    .orderBy('i.position')
    .limit(limit)
    .execute();
  return rows.map(({ translations, ...row }) => ({
    ...row,
    shownText: translationFor(parseShownTranslations(translations), locale)?.text ?? null,
  }));
}

export interface ActionFigures {
  /** Open or in progress. */
  outstanding: number;
  /** Of those, past their due time. */
  overdue: number;
  doneNotVerified: number;
  verified: number;
}

/**
 * The cover's count of the range's corrective actions by where they stand, summed by the
 * database; overdue is outstanding and past due at `now`, when the pack is made.
 */
export async function actionFigures(
  db: Executor,
  range: { storeId: string; from: IsoDate; to: IsoDate },
  now: Date,
): Promise<ActionFigures> {
  const rows = await db
    .selectFrom('actions')
    .select((eb) => [
      'status',
      eb.fn.countAll<string | number>().as('count'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('due_at', '<', now.toISOString()).then(1).else(0).end(),
        )
        .as('pastDue'),
    ])
    .where('store_id', '=', range.storeId)
    .where('business_date', '>=', range.from)
    .where('business_date', '<=', range.to)
    .groupBy('status')
    .execute();
  const figures: ActionFigures = { outstanding: 0, overdue: 0, doneNotVerified: 0, verified: 0 };
  // PostgreSQL answers counts and sums as strings.
  for (const row of rows) {
    const count = Number(row.count);
    if (isOutstanding(row.status)) {
      figures.outstanding += count;
      figures.overdue += Number(row.pastDue ?? 0);
    } else if (row.status === 'done') figures.doneNotVerified += count;
    else figures.verified += count;
  }
  return figures;
}
