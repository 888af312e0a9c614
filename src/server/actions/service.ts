// Corrective actions over the API (docs/decisions/047): lists in due order, one action with
// what it may become, and its steps — each in the transaction of its checklist's lock, with its
// History; done and reopen resolve and unresolve the failure through the item's own write path.
import { authorize, storeScopeOf } from '#domain/authz';
import { isOutstanding } from '#domain/actions/actions';
import type {
  Action,
  ActionDetail,
  ActionList,
  ActionListQuery,
  ActionStepAnswer,
  ActionStepBody,
} from '#domain/actions/api';
import { productOutcomeSchema } from '#domain/actions/api';
import { ACTION_MESSAGES, ACTIONS_PAGE_SIZE } from '#domain/actions/messages';
import { failurePrioritySchema } from '#domain/checklists/priorities';
import { personName } from '#domain/checklists/summary';
import type { Locale } from '#domain/i18n/locales';
import { sectionSchema, shiftCategorySchema } from '#domain/schemas';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { readingLocale, type Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { takeStep } from './steps';
import {
  briefOf,
  findActionRow,
  listActionRows,
  listEarlierFailures,
  listStorePeople,
  type ActionCursor,
  type ActionFilter,
  type ActionRow,
} from './queries';

/** The action's store and owner, as its rules read them. */
export const resourceOf = (row: Pick<ActionRow, 'store_id' | 'owner_user_id'>) => ({
  storeId: row.store_id,
  ownerUserId: row.owner_user_id,
});

/** An action as the caller sees it, at `now`, in their language. */
export function toAction(row: ActionRow, user: Caller, now: string, locale: Locale): Action {
  const brief = briefOf(row);
  const category = shiftCategorySchema.safeParse(row.category);
  const section = sectionSchema.safeParse(row.section);
  if (!brief || !category.success || !section.success) {
    throw new Error(`action ${row.id} is not as stored`);
  }
  const priority = failurePrioritySchema.safeParse(row.priority);
  const outcome = productOutcomeSchema.safeParse(row.product_outcome);
  const resource = resourceOf(row);
  return {
    ...brief,
    overdue: isOutstanding(brief.status) && row.due_at < now,
    checklistId: row.checklist_id,
    itemId: row.item_id,
    storeId: row.store_id,
    storeNumber: row.store_number,
    storeName: row.store_name,
    businessDate: row.business_date,
    category: category.data,
    section: section.data,
    itemText: row.item_text,
    itemTextShown:
      translationFor(parseShownTranslations(row.translations), locale)?.text ?? row.item_text,
    failureComment: row.failure_comment,
    priority: priority.success ? priority.data : null,
    openedAt: row.opened_at,
    openedByName: row.opened_by_name,
    doneAt: row.done_at,
    doneByName: row.done_by_name,
    doneNote: row.done_note,
    productOutcome: outcome.success ? outcome.data : null,
    verifiedAt: row.verified_at,
    verifiedByName: row.verified_by_name,
    reopenReason: row.reopen_reason,
    can: {
      assign: isOutstanding(brief.status) && authorize(user, 'actions:progress', resource),
      progress: isOutstanding(brief.status) && authorize(user, 'actions:progress', resource),
      verify: !isOutstanding(brief.status) && authorize(user, 'actions:verify', resource),
    },
  };
}

function encodeCursor(row: ActionRow): string {
  return Buffer.from(JSON.stringify([row.due_at, row.id])).toString('base64url');
}

function decodeCursor(text: string | undefined): ActionCursor | null {
  if (text === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(ACTION_MESSAGES.cursorInvalid);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2)
    throw badRequest(ACTION_MESSAGES.cursorInvalid);
  const [dueAt, id]: unknown[] = parsed;
  if (typeof dueAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(dueAt))) {
    throw badRequest(ACTION_MESSAGES.cursorInvalid);
  }
  return { dueAt, id };
}

/** Whose actions the query asks for, as the caller may see them. */
function storesAsked(
  user: Caller,
  query: ActionListQuery,
): Pick<ActionFilter, 'stores' | 'ownerUserId'> {
  const scope = query.scope ?? 'mine';
  // Every store the caller sees: null for all of them (a super admin); '' matches none.
  const seen = storeScopeOf(user);
  const stores = seen.kind === 'all' ? null : seen.storeIds.length ? [...seen.storeIds] : [''];
  if (scope === 'mine') {
    requireAccess(user, 'actions:open');
    return { stores: query.storeId ? [query.storeId] : stores, ownerUserId: user.id };
  }
  if (scope === 'all') {
    requireAccess(user, 'actions:list-all');
    if (query.storeId) requireAccess(user, 'actions:list-store-of', { storeId: query.storeId });
    return { stores: query.storeId ? [query.storeId] : stores };
  }
  const storeId = query.storeId ?? user.storeId;
  if (!storeId) throw badRequest(ACTION_MESSAGES.storeRequired);
  requireAccess(user, 'actions:list-store-of', { storeId });
  return { stores: [storeId] };
}

/** GET /api/actions: a page of actions in due order. */
export async function listActions(
  deps: AppDeps,
  user: Caller,
  query: ActionListQuery,
): Promise<ActionList> {
  const whose = storesAsked(user, query);
  const now = deps.clock.now().toISOString();
  const limit = query.limit ?? ACTIONS_PAGE_SIZE;
  const filter: ActionFilter = {
    ...whose,
    // A leader's "mine" is only ever their own store's: stores stays as the scope gave it.
    status: query.status ?? 'outstanding',
    priority: query.priority,
    owner: query.owner,
    overdueAt: query.overdue === 'true' ? now : undefined,
    recurring: query.recurring === 'true',
    from: query.from,
    to: query.to,
  };
  const rows = await listActionRows(deps.db.kysely, filter, decodeCursor(query.cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const locale = readingLocale(user);
  return {
    actions: page.map((row) => toAction(row, user, now, locale)),
    next: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** GET /api/actions/:actionId: the action, the item's earlier failures, who may own it. */
export async function getAction(
  deps: AppDeps,
  user: Caller,
  actionId: string,
): Promise<ActionDetail> {
  const row = await findActionRow(deps.db.kysely, actionId);
  if (!row) throw notFound(ACTION_MESSAGES.notFound);
  requireAccess(user, 'actions:view', resourceOf(row));
  const now = deps.clock.now().toISOString();
  const action = toAction(row, user, now, readingLocale(user));
  const [earlier, people] = await Promise.all([
    listEarlierFailures(deps.db.kysely, row),
    action.can.assign ? listStorePeople(deps.db.kysely, row.store_id) : Promise.resolve([]),
  ]);
  return {
    action,
    earlier: earlier.flatMap((failure) => {
      const category = shiftCategorySchema.safeParse(failure.category);
      const brief = briefOf({
        ...failure,
        due_at: '',
        owner_user_id: null,
        owner_name: null,
        owner_email: null,
        recurring: false,
      });
      return category.success && brief
        ? [
            {
              actionId: failure.id,
              checklistId: failure.checklist_id,
              businessDate: failure.business_date,
              category: category.data,
              status: brief.status,
            },
          ]
        : [];
    }),
    people: people.map((person) => ({
      id: person.id,
      name: personName({ displayName: person.display_name, email: person.email }),
    })),
  };
}

/** POST /api/actions/:actionId/steps: one step, answered with the action as it now stands. */
export async function stepAction(
  deps: AppDeps,
  user: Caller,
  actionId: string,
  body: ActionStepBody,
): Promise<ActionStepAnswer> {
  await takeStep(deps, user, actionId, body);
  const row = await findActionRow(deps.db.kysely, actionId);
  if (!row) throw notFound(ACTION_MESSAGES.notFound);
  return { action: toAction(row, user, deps.clock.now().toISOString(), readingLocale(user)) };
}
