// Each failure's corrective action (docs/decisions/047) as the documents write it: the actions
// CSV, the checklist PDF and the inspection pack read them here, with their items' words.
import type { Kysely } from 'kysely';
import type { ActionStatus } from '#domain/actions/actions';
import { productOutcomeSchema, type ProductOutcome } from '#domain/actions/api';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import type { Section } from '#domain/sections';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import type { Database } from '../db/types';

type Executor = Kysely<Database>;

/** Who an action is with: a person of the store, an outside contractor, or nobody yet. */
export type ExportActionOwner =
  { kind: 'person'; name: string } | { kind: 'contractor'; name: string; email: string } | null;

export interface ExportAction {
  checklistId: string;
  itemId: string;
  /** The item's section; null only if the item is gone, which the app never does. */
  section: Section | null;
  /** The item's English as its checklist froze it, and its words in the document's language. */
  itemText: string;
  shownText: string | null;
  failureComment: string | null;
  priority: FailurePriority | null;
  status: ActionStatus;
  openedAt: string;
  openedByName: string;
  dueAt: string;
  owner: ExportActionOwner;
  doneAt: string | null;
  doneByName: string | null;
  doneNote: string | null;
  productOutcome: ProductOutcome | null;
  verifiedAt: string | null;
  verifiedByName: string | null;
  reopenReason: string | null;
  recurring: boolean;
}

/** The checklists whose actions are read: by id, with the store and date that key them. */
export interface ActionChecklistKey {
  id: string;
  storeId: string;
  businessDate: IsoDate;
}

function ownerOf(row: {
  ownerUserId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
}): ExportActionOwner {
  if (row.ownerName === null) return null;
  // A contractor is a name and an e-mail, never an account (actionStepBodySchema).
  if (row.ownerUserId === null && row.ownerEmail !== null) {
    return { kind: 'contractor', name: row.ownerName, email: row.ownerEmail };
  }
  return { kind: 'person', name: row.ownerName };
}

/**
 * The actions of the given checklists, in checklist order then item order, each with its item's
 * words in `locale`. Bounded by the checklists' stores and dates as well as their ids, so the
 * read walks the actions' unique key (store, date, checklist, item) instead of the whole table.
 */
export async function listChecklistActions(
  db: Executor,
  checklists: readonly ActionChecklistKey[],
  locale: Locale,
): Promise<ExportAction[]> {
  if (checklists.length === 0) return [];
  const dates = checklists.map((c) => c.businessDate).sort();
  const rows = await db
    .selectFrom('actions as a')
    .leftJoin('checklist_items as i', 'i.id', 'a.item_id')
    .select([
      'a.checklist_id as checklistId',
      'a.item_id as itemId',
      'i.section',
      'a.item_text as itemText',
      'i.translations',
      'i.failure_comment as failureComment',
      'a.priority',
      'a.status',
      'a.opened_at as openedAt',
      'a.opened_by_name as openedByName',
      'a.due_at as dueAt',
      'a.owner_user_id as ownerUserId',
      'a.owner_name as ownerName',
      'a.owner_email as ownerEmail',
      'a.done_at as doneAt',
      'a.done_by_name as doneByName',
      'a.done_note as doneNote',
      'a.product_outcome as productOutcome',
      'a.verified_at as verifiedAt',
      'a.verified_by_name as verifiedByName',
      'a.reopen_reason as reopenReason',
      'a.recurring',
    ])
    .where('a.store_id', 'in', [...new Set(checklists.map((c) => c.storeId))])
    .where('a.business_date', '>=', dates[0]!)
    .where('a.business_date', '<=', dates.at(-1)!)
    .where(
      'a.checklist_id',
      'in',
      checklists.map((c) => c.id),
    )
    .orderBy('a.checklist_id')
    .orderBy('i.position')
    .orderBy('a.item_id')
    .execute();
  return rows.map(({ translations, ownerUserId, ownerName, ownerEmail, ...row }) => {
    const outcome = productOutcomeSchema.safeParse(row.productOutcome);
    return {
      ...row,
      shownText:
        translations === null
          ? null
          : (translationFor(parseShownTranslations(translations), locale)?.text ?? null),
      owner: ownerOf({ ownerUserId, ownerName, ownerEmail }),
      // Only the four outcomes are ever written (actionStepBodySchema); anything else is none.
      productOutcome: outcome.success ? outcome.data : null,
      // SQLite answers 0/1 (see sqlite-boolean-plugin.ts).
      recurring: Boolean(row.recurring),
    };
  });
}

/** One checklist's actions by item id: what its PDF lists under each failure. */
export async function actionsByItem(
  db: Executor,
  checklist: ActionChecklistKey,
  locale: Locale,
): Promise<Map<string, ExportAction>> {
  const actions = await listChecklistActions(db, [checklist], locale);
  return new Map(actions.map((action) => [action.itemId, action]));
}
