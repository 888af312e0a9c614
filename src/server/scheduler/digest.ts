import type { Kysely } from 'kysely';
import { addDays, compareDates, storeFirstDay, zonedParts } from '#domain/dates';
import { firstOwedDay, onTimeFigures, sectionOutcomes, sharedDueTimes } from '#domain/due/on-time';
import {
  DIGEST_ACTIONS_LISTED,
  digestText,
  type DigestFigures,
  type OverdueActions,
} from '#domain/notifications/texts';
import type { Database } from '../db/types';
import { sectionDoneAtOf } from '../checklists/section-done-columns';
import { channelOf, type NotificationDraft } from '../notifications/raise';
import { findRecipients, loadChannels } from '../notifications/repository';
import type { StoreRecord } from '../stores/repository';
import {
  listDayChecklists,
  openIssuesByPriority,
  overdueActionsOf,
  recipientsAlreadyNotified,
} from './repository';

/** 06:00 store time. */
export const DIGEST_AT_MINUTES = 6 * 60;

/** The store's actions overdue as the digest is made, whatever day they were found on. */
async function overdueActions(
  db: Kysely<Database>,
  storeId: string,
  now: Date,
): Promise<OverdueActions> {
  const { count, listed } = await overdueActionsOf(db, storeId, now, DIGEST_ACTIONS_LISTED);
  return {
    count,
    listed: listed.map((a) => ({
      priority: a.priority,
      itemText: a.item_text,
      ownerName: a.owner_name,
      hoursOverdue: Math.floor((now.getTime() - Date.parse(a.due_at)) / 3_600_000),
    })),
  };
}

/** Yesterday's figures of a store as the digest gives them, and its actions overdue now. */
export async function digestFigures(
  db: Kysely<Database>,
  store: StoreRecord,
  date: string,
  now: Date,
): Promise<DigestFigures> {
  const rows = await listDayChecklists(db, store.id, date);
  const outcomes = sectionOutcomes(
    { ...store, firstDay: firstOwedDay(store, sharedDueTimes()) },
    [date],
    rows.map((r) => ({
      businessDate: date,
      category: r.category,
      sectionDoneAt: sectionDoneAtOf(r),
    })),
    now,
  );
  const pick = (kind: 'late' | 'missed') =>
    outcomes
      .filter((o) => o.timeliness === kind)
      .map((o) => ({ category: o.category, section: o.section }));
  const total = rows.reduce((sum, r) => sum + r.progress, 0);
  return {
    date,
    checklists: rows.length,
    completed: rows.filter((r) => r.completed_at !== null).length,
    averageProgress: rows.length === 0 ? 0 : Math.round(total / rows.length),
    timeliness: onTimeFigures(outcomes),
    lateSections: pick('late'),
    missedSections: pick('missed'),
    openIssues: await openIssuesByPriority(
      db,
      rows.map((r) => r.id),
    ),
    overdueActions: await overdueActions(db, store.id, now),
  };
}

/**
 * From 06:00 store time on, the managers' digest of yesterday (the calendar day before),
 * once each; later in the day it is caught up if 06:00 was missed.
 */
export async function digestDrafts(
  db: Kysely<Database>,
  store: StoreRecord,
  now: Date,
): Promise<NotificationDraft[]> {
  const local = zonedParts(now, store.timezone);
  if (local.minutes < DIGEST_AT_MINUTES) return [];
  const date = addDays(local.date, -1);
  if (compareDates(date, storeFirstDay(store)) < 0) return [];
  const managers = await findRecipients(db, store.id, 'daily-digest');
  const done = await recipientsAlreadyNotified(db, {
    kind: 'daily-digest',
    subject: store.id,
    businessDate: date,
  });
  const channels = await loadChannels(db, managers);
  const waiting = managers.filter(
    (id) =>
      !done.has(id) && channelOf('daily-digest', channels.get(id)?.get('daily-digest')) !== 'off',
  );
  if (waiting.length === 0) return [];
  return [
    {
      kind: 'daily-digest',
      subject: store.id,
      businessDate: date,
      storeId: store.id,
      recipientIds: waiting,
      ...digestText(store, await digestFigures(db, store, date, now)),
    },
  ];
}
