// Corrective actions falling due (docs/decisions/047): the owner hears it is due, and a priority A
// or B action still outstanding goes up to the store's managers and, ACTION_ESCALATION_MINUTES
// later, to the super admins. Every notification is keyed by its action and due time, once per
// person, so a run repeated, overlapping or after a pause raises nothing twice.
import type { Kysely } from 'kysely';
import {
  actionDueText,
  actionEscalatedText,
  actionOverdueText,
  actionSubject,
} from '#domain/notifications/action-texts';
import { ACTION_ESCALATION_MINUTES, type NotificationKind } from '#domain/notifications/kinds';
import type { Database } from '../db/types';
import {
  actionRefOf,
  findActionNotices,
  listDueActions,
  type ActionNotice,
  type DueAction,
} from '../notifications/action-notices';
import { contractorEmailsKept, type ContractorDraft } from '../notifications/contractor-emails';
import { channelOf, type NotificationDraft } from '../notifications/raise';
import { findRecipients, loadChannels, notificationsRaised } from '../notifications/repository';
import type { StoreRecord } from '../stores/repository';

/**
 * How long after its due time an action is still looked at: a pause of the app (a deploy, an
 * outage) this long is caught up; lateness older than that is the morning digest's to tell, not a
 * burst of stale alarms (nor every old failure the migration gave an action).
 */
export const ACTION_CATCH_UP_MS = 12 * 60 * 60_000;

const ESCALATION_MS = ACTION_ESCALATION_MINUTES * 60_000;
const AT_ONCE = new Set(['A', 'B']);
const KINDS = ['action-due', 'action-overdue', 'action-escalated'] as const;
type ActionKind = (typeof KINDS)[number];

export interface ActionWork {
  drafts: NotificationDraft[];
  contractors: ContractorDraft[];
}

/** Who is still to hear what of one action. */
interface Waiting {
  action: DueAction;
  store: StoreRecord;
  people: Map<ActionKind, string[]>;
  contractor: boolean;
}

/**
 * What the outstanding actions that fell due in the catch-up window call for now. Who has heard
 * already is read first; only the actions someone is still to hear of are read with their
 * checklist and item, for their texts.
 */
export async function actionDrafts(
  db: Kysely<Database>,
  stores: readonly StoreRecord[],
  now: Date,
): Promise<ActionWork> {
  const due = await listDueActions(db, new Date(now.getTime() - ACTION_CATCH_UP_MS), now);
  if (due.length === 0) return { drafts: [], contractors: [] };
  const waiting = await whoIsWaiting(db, stores, due, now);
  if (waiting.length === 0) return { drafts: [], contractors: [] };
  const notices = await findActionNotices(
    db,
    waiting.map((w) => w.action.id),
  );
  const drafts: NotificationDraft[] = [];
  const contractors: ContractorDraft[] = [];
  for (const { action, store, people, contractor } of waiting) {
    const notice = notices.get(action.id);
    if (!notice) continue;
    if (contractor) contractors.push({ kind: 'action-due', notice, store });
    for (const [kind, recipientIds] of people) {
      drafts.push({
        kind,
        subject: actionSubject(action),
        businessDate: action.businessDate,
        storeId: store.id,
        recipientIds,
        ...textOf(kind, store, notice),
      });
    }
  }
  return { drafts, contractors };
}

function textOf(kind: ActionKind, store: StoreRecord, notice: ActionNotice) {
  const where = { store, checklist: { title: notice.checklistTitle } };
  const ref = actionRefOf(notice);
  if (kind === 'action-due') return actionDueText(where, ref);
  if (kind === 'action-overdue') return actionOverdueText(where, ref);
  return actionEscalatedText(where, ref, ACTION_ESCALATION_MINUTES);
}

async function whoIsWaiting(
  db: Kysely<Database>,
  stores: readonly StoreRecord[],
  due: readonly DueAction[],
  now: Date,
): Promise<Waiting[]> {
  const subjects = due.map(actionSubject);
  const raised = await notificationsRaised(db, KINDS, subjects);
  const emailed = await contractorEmailsKept(db, 'action-due', subjects);
  const byId = new Map(stores.map((store) => [store.id, store]));
  const managers = new Map<string, string[]>();
  // The area's managers and every super admin: by store, as its area decides.
  const escalation = new Map<string, string[]>();
  const out: Waiting[] = [];
  for (const action of due) {
    const store = byId.get(action.storeId);
    if (!store) continue;
    const subject = actionSubject(action);
    const people = new Map<ActionKind, string[]>();
    const add = (kind: ActionKind, ids: readonly string[]) => {
      const left = ids.filter((id) => !raised.has(`${kind}|${subject}|${id}`));
      if (left.length > 0) people.set(kind, left);
    };
    if (action.ownerUserId !== null) add('action-due', [action.ownerUserId]);
    const contractor =
      action.ownerUserId === null &&
      action.ownerEmail !== null &&
      !emailed.has(`${subject}|${action.ownerEmail}`);
    if (action.priority !== null && AT_ONCE.has(action.priority)) {
      let ofStore = managers.get(store.id);
      if (!ofStore) {
        ofStore = await findRecipients(db, store.id, 'action-overdue');
        managers.set(store.id, ofStore);
      }
      // The owner, if one of them, heard that it is due: once is enough.
      add(
        'action-overdue',
        ofStore.filter((id) => id !== action.ownerUserId),
      );
      if (Date.parse(action.dueAt) + ESCALATION_MS <= now.getTime()) {
        let above = escalation.get(store.id);
        if (!above) {
          above = await findRecipients(db, store.id, 'action-escalated');
          escalation.set(store.id, above);
        }
        add('action-escalated', above);
      }
    }
    if (people.size > 0 || contractor) out.push({ action, store, people, contractor });
  }
  return withoutSilenced(db, out);
}

/**
 * Leaves out an owner who turned the reminder off (escalations cannot be), so that a silenced
 * one is not read and drafted again every minute of the catch-up window.
 */
async function withoutSilenced(db: Kysely<Database>, waiting: Waiting[]): Promise<Waiting[]> {
  const kind: NotificationKind = 'action-due';
  const owners = waiting.flatMap((w) => w.people.get('action-due') ?? []);
  if (owners.length === 0) return waiting;
  const channels = await loadChannels(db, owners);
  return waiting.filter((w) => {
    const heard = (w.people.get('action-due') ?? []).filter(
      (id) => channelOf(kind, channels.get(id)?.get(kind)) !== 'off',
    );
    if (heard.length > 0) w.people.set('action-due', heard);
    else w.people.delete('action-due');
    return w.people.size > 0 || w.contractor;
  });
}
