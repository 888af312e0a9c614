import type { Kysely } from 'kysely';
import type { StoreScope } from '#domain/authz';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import type { Section } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';
import type { FailurePriority } from '#domain/checklists/priorities';
import { personName } from '#domain/checklists/summary';
import type { ChoiceOption, ItemKind } from '#domain/answers/kinds';
import type { ReadingSpec } from '#domain/readings/spec';
import {
  parseShownTranslations,
  translationFor,
  type ItemText,
} from '#domain/templates/translations';
import type { Database } from '../db/types';
import { ANSWER_RULES_COLUMNS, answerRulesOf } from '../answers/rules-columns';

type Executor = Kysely<Database>;

/** A checklist row of an export, with its store, as one page of the keyset walk reads it. */
export interface ExportChecklistRow {
  id: string;
  storeId: string;
  storeNumber: string;
  storeName: string;
  timezone: string;
  /** The delivery service the store's Travel Path names; null: the language's word. */
  deliveryService: string | null;
  /** 'C' or 'F': the unit the store's limits are shown in when an item has no reading yet. */
  temperatureUnit: string;
  businessDate: IsoDate;
  category: ShiftCategory;
  title: string;
  creatorName: string;
  serviceAreaLeader: string;
  productionAreaLeader: string;
  postShiftAnalysis: string;
  progress: number;
  completedAt: string | null;
  openIssues: number;
  feedbackText: string | null;
  feedbackAt: string | null;
  feedbackUserName: string | null;
}

/** Where the previous page ended: the sort key of its last row. */
export interface ExportCursor {
  businessDate: IsoDate;
  storeId: string;
  category: ShiftCategory;
  id: string;
}

export interface ExportPageQuery {
  scope: StoreScope;
  from: IsoDate;
  to: IsoDate;
  after: ExportCursor | null;
  limit: number;
}

/**
 * One page of checklists in (business date, store, category, id) order, after a cursor, so an
 * export of any size reads a bounded batch at a time and never skips or repeats a row.
 */
export async function pageExportChecklists(
  db: Executor,
  q: ExportPageQuery,
): Promise<ExportChecklistRow[]> {
  if (q.scope.kind === 'stores' && q.scope.storeIds.length === 0) return [];
  let query = db
    .selectFrom('checklists as c')
    .innerJoin('stores as s', 's.id', 'c.store_id')
    .select([
      'c.id',
      'c.store_id as storeId',
      's.store_number as storeNumber',
      's.name as storeName',
      's.timezone',
      's.delivery_service as deliveryService',
      's.temperature_unit as temperatureUnit',
      'c.business_date as businessDate',
      'c.category',
      'c.title',
      'c.creator_name as creatorName',
      'c.service_area_leader as serviceAreaLeader',
      'c.production_area_leader as productionAreaLeader',
      'c.post_shift_analysis as postShiftAnalysis',
      'c.progress',
      'c.completed_at as completedAt',
      'c.open_issues as openIssues',
      'c.feedback_text as feedbackText',
      'c.feedback_at as feedbackAt',
      'c.feedback_user_name as feedbackUserName',
    ])
    .where('c.business_date', '>=', q.from)
    .where('c.business_date', '<=', q.to);
  if (q.scope.kind === 'stores') query = query.where('c.store_id', 'in', q.scope.storeIds);
  const after = q.after;
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('c.business_date', 'c.store_id', 'c.category', 'c.id'),
        '>',
        eb.tuple(after.businessDate, after.storeId, after.category, after.id),
      ),
    );
  }
  return query
    .orderBy('c.business_date')
    .orderBy('c.store_id')
    .orderBy('c.category')
    .orderBy('c.id')
    .limit(q.limit)
    .execute();
}

export interface ExportItemRow {
  checklistId: string;
  section: Section;
  subsection: string | null;
  /** The item's English, its source. */
  text: string;
  /** Its words in the export's language as the checklist froze them; null without them. */
  shown: ItemText | null;
  /** What it takes, with a reading's measure and limits, a choice's options (null otherwise). */
  kind: ItemKind;
  measure: ReadingSpec | null;
  choices: ChoiceOption[] | null;
  /** Its last answer, written plainly ("-18.5", "yes"), and a reading's unit. */
  answerValue: string | null;
  answerUnit: string | null;
  /** Why it was N/A; null when it was not. */
  naReason: string | null;
  completed: boolean;
  completedAt: string | null;
  completedByName: string | null;
  completedByEmail: string | null;
  failed: boolean;
  failureComment: string | null;
  failurePriority: FailurePriority | null;
  resolved: boolean;
  resolvedAt: string | null;
}

/**
 * The items of one page of checklists, in checklist order, with who ticked them and their words
 * in the export's language.
 */
export async function listExportItems(
  db: Executor,
  checklistIds: readonly string[],
  locale: Locale,
): Promise<ExportItemRow[]> {
  if (checklistIds.length === 0) return [];
  const rows = await db
    .selectFrom('checklist_items as i')
    .leftJoin('users as u', 'u.id', 'i.completed_by')
    .select([
      'i.checklist_id as checklistId',
      'i.section',
      'i.subsection',
      'i.text',
      'i.translations',
      'i.completed',
      'i.completed_at as completedAt',
      'u.display_name as completedByName',
      'u.email as completedByEmail',
      'i.failed',
      'i.failure_comment as failureComment',
      'i.failure_priority as failurePriority',
      'i.resolved',
      'i.resolved_at as resolvedAt',
      'i.kind',
      'i.measure',
      'i.answer_value as answerValue',
      'i.answer_unit as answerUnit',
      'i.na_reason as naReason',
      ...ANSWER_RULES_COLUMNS.map((column) => `i.${column}` as const),
    ])
    .where('i.checklist_id', 'in', checklistIds)
    .orderBy('i.checklist_id')
    .orderBy('i.position')
    .execute();
  // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
  return rows.map((row) => {
    const { kind, measure, choices } = answerRulesOf(row);
    return {
      checklistId: row.checklistId,
      section: row.section,
      subsection: row.subsection,
      text: row.text,
      completedAt: row.completedAt,
      completedByName: row.completedByName,
      completedByEmail: row.completedByEmail,
      failureComment: row.failureComment,
      failurePriority: row.failurePriority,
      resolvedAt: row.resolvedAt,
      answerValue: row.answerValue,
      answerUnit: row.answerUnit,
      naReason: row.naReason,
      shown: translationFor(parseShownTranslations(row.translations), locale),
      kind,
      measure,
      choices,
      completed: Boolean(row.completed),
      failed: Boolean(row.failed),
      resolved: Boolean(row.resolved),
    };
  });
}

/** Display names (else e-mails) of the given users, for "done by" lines. */
export async function listUserNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [row.id, personName({ displayName: row.display_name, email: row.email })]),
  );
}
