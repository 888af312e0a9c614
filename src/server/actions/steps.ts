// One step of a corrective action's life (docs/decisions/047), in the transaction of its
// checklist's lock: handed on, started, done (the failure resolved through the item's own write
// path), verified, or reopened (the failure unresolved again). Each step writes its History.
import { isOutstanding } from '#domain/actions/actions';
import type { ActionStepBody } from '#domain/actions/api';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import { HISTORY } from '#domain/checklists/history-messages';
import { personName } from '#domain/checklists/summary';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller';
import { requireAccess } from '../authz/require-access';
import { runChecklistChange } from '../checklists/change';
import { insertChecklistEvents } from '../checklists/events-repository';
import { eventsBy } from '../checklists/history';
import { changeItemLocked } from '../checklists/tick/group';
import type { Database } from '../db/types';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Announce } from '../writes/unit-of-work';
import { notifyActionAssigned } from '../notifications/action-events';
import { sendWaitingEmails } from '../notifications/checklist-events';
import { findActionRow, type ActionRow } from './queries';
import { actionEvent, actionRefOf } from '../integrations/webhooks/events';
import { queueWebhookEvents } from '../integrations/webhooks/outbox';

type Executor = Kysely<Database>;

/** The steps other systems hear of (docs/decisions/058). */
const WEBHOOK_EVENT_OF_STEP: Partial<
  Record<ActionStepBody['step'], 'action.assigned' | 'action.verified'>
> = {
  assign: 'action.assigned',
  'assign-contractor': 'action.assigned',
  verify: 'action.verified',
};

const resourceOf = (row: ActionRow) => ({ storeId: row.store_id, ownerUserId: row.owner_user_id });

/** What a step wrote: its History sentence, and e-mails waiting for the commit. */
interface Stepped {
  summary: string;
  after: Record<string, unknown>;
  emails: number;
}

/** Takes the step, or refuses it with the rule it breaks; null: nothing to change. */
export async function takeStep(
  deps: AppDeps,
  user: Caller,
  actionId: string,
  body: ActionStepBody,
): Promise<void> {
  const found = await findActionRow(deps.db.kysely, actionId);
  if (!found) throw notFound(ACTION_MESSAGES.notFound);
  requireAccess(user, 'actions:view', resourceOf(found));
  const now = deps.clock.now().toISOString();
  const emails = await runChecklistChange(
    deps,
    user,
    found.checklist_id,
    now,
    async (trx, _, announce) => {
      // As it stands under the lock: another step may have come first.
      const row = await findActionRow(trx, actionId);
      if (!row) throw notFound(ACTION_MESSAGES.notFound);
      const verifying = body.step === 'verify' || body.step === 'reopen';
      requireAccess(user, verifying ? 'actions:verify' : 'actions:progress', resourceOf(row));
      const stepped = await step(deps, trx, announce, { user, row, body, now });
      if (!stepped) return { commit: false, value: 0 };
      const draft = {
        action: 'action-changed' as const,
        subject: row.item_id,
        summary: stepped.summary,
        before: { status: row.status },
        after: stepped.after,
      };
      await insertChecklistEvents(trx, eventsBy(user, row.checklist_id, now, [draft]));
      const event = WEBHOOK_EVENT_OF_STEP[body.step];
      if (event) {
        const after = await findActionRow(trx, actionId);
        if (after) {
          const who = { id: user.id, name: personName(user) };
          await queueWebhookEvents(trx, now, [actionEvent(event, actionRefOf(after), who)]);
        }
      }
      return { commit: true, value: stepped.emails };
    },
  );
  sendWaitingEmails(deps, emails);
}

interface StepContext {
  user: Caller;
  row: ActionRow;
  body: ActionStepBody;
  now: string;
}

async function step(
  deps: AppDeps,
  trx: Executor,
  announce: Announce,
  { user, row, body, now }: StepContext,
): Promise<Stepped | null> {
  const update = trx.updateTable('actions').where('id', '=', row.id);
  const item = row.item_text;
  switch (body.step) {
    case 'assign': {
      if (!isOutstanding(asStatus(row))) throw conflict(ACTION_MESSAGES.alreadyDone);
      const person = await trx
        .selectFrom('users')
        .select(['id', 'display_name', 'email'])
        .where('id', '=', body.userId)
        .where('store_id', '=', row.store_id)
        .where('role', 'is not', null)
        .executeTakeFirst();
      if (!person) throw badRequest(ACTION_MESSAGES.ownerNotInStore);
      if (row.owner_user_id === person.id) return null;
      const name = personName({ displayName: person.display_name, email: person.email });
      await update
        .set({ owner_user_id: person.id, owner_name: name, owner_email: null, updated_at: now })
        .execute();
      const emails = await notifyActionAssigned(trx, announce, now, row.id, by(user));
      return { summary: HISTORY.actionAssigned(item, name), after: { owner: name }, emails };
    }
    case 'assign-contractor': {
      if (!isOutstanding(asStatus(row))) throw conflict(ACTION_MESSAGES.alreadyDone);
      const email = body.email.toLowerCase();
      if (row.owner_user_id === null && row.owner_name === body.name && row.owner_email === email) {
        return null;
      }
      await update
        .set({ owner_user_id: null, owner_name: body.name, owner_email: email, updated_at: now })
        .execute();
      return {
        summary: HISTORY.actionAssignedContractor(item, body.name, email),
        after: { owner: body.name, email },
        emails: await notifyActionAssigned(trx, announce, now, row.id, by(user)),
      };
    }
    case 'start': {
      if (row.status === 'in-progress') return null;
      if (row.status !== 'open') throw conflict(ACTION_MESSAGES.alreadyDone);
      await update.set({ status: 'in-progress', updated_at: now }).execute();
      return { summary: HISTORY.actionStarted(item), after: { status: 'in-progress' }, emails: 0 };
    }
    case 'done': {
      if (!isOutstanding(asStatus(row))) throw conflict(ACTION_MESSAGES.alreadyDone);
      // Resolving the failure marks the action done (followItemChange); then what was done.
      const change = await resolveFailure(deps, trx, announce, user, row, true, now);
      await update
        .set({
          done_note: body.note,
          product_outcome: body.productOutcome ?? null,
          updated_at: now,
        })
        .execute();
      return {
        summary: HISTORY.actionDone(item, body.note),
        after: { status: 'done', productOutcome: body.productOutcome ?? null },
        emails: change,
      };
    }
    case 'verify': {
      if (row.status === 'verified') throw conflict(ACTION_MESSAGES.alreadyVerified);
      if (row.status !== 'done') throw conflict(ACTION_MESSAGES.notDone);
      await update
        .set({
          status: 'verified',
          verified_at: now,
          verified_by_name: personName(user),
          updated_at: now,
        })
        .execute();
      return { summary: HISTORY.actionVerified(item), after: { status: 'verified' }, emails: 0 };
    }
    case 'reopen': {
      if (isOutstanding(asStatus(row))) throw conflict(ACTION_MESSAGES.notDone);
      const emails = await resolveFailure(deps, trx, announce, user, row, false, now);
      await update.set({ reopen_reason: body.reason, updated_at: now }).execute();
      return {
        summary: HISTORY.actionReopened(item, body.reason),
        after: { status: 'open', reason: body.reason },
        emails,
      };
    }
  }
}

const by = (user: Caller) => ({ id: user.id, name: personName(user) });

function asStatus(row: ActionRow) {
  const { status } = row;
  if (status === 'open' || status === 'in-progress' || status === 'done' || status === 'verified') {
    return status;
  }
  throw new Error(`action ${row.id} has the status ${status}`);
}

/**
 * Resolves (or unresolves) the action's failure as the item's own change would, under the lock
 * this transaction holds; the action's rules, checked already, stand for the checklist's.
 */
async function resolveFailure(
  deps: AppDeps,
  trx: Executor,
  announce: Announce,
  user: Caller,
  row: ActionRow,
  resolved: boolean,
  now: string,
): Promise<number> {
  const change = await changeItemLocked(
    deps,
    deps.ticks.store,
    trx,
    announce,
    { ...user, idempotency: null },
    {
      checklistId: row.checklist_id,
      itemId: row.item_id,
      change: { type: 'resolve', resolved },
      now,
    },
    'action',
  );
  return change.emails;
}
