import type { Kysely } from 'kysely';
import type { IsoDate } from '#domain/dates';
import { isLocale, SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import type { NotificationKind } from '#domain/notifications/kinds';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import type { Database } from '../db/types';
import { ACTION_KINDS, actionItemTranslations } from '../notifications/action-notices';
import { normaliseEmail } from '../users/repository';

type Executor = Kysely<Database>;

/**
 * The language an e-mail reaches a person in: the one they chose, else their store's, else the
 * source language. (A request's own languages do not count: the mail is read later, elsewhere.)
 */
export function recipientLocale(row: {
  locale: string | null;
  storeLocale: string | null;
}): Locale {
  if (isLocale(row.locale)) return row.locale;
  if (isLocale(row.storeLocale)) return row.storeLocale;
  return SOURCE_LOCALE;
}

function people(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .select(['users.locale as locale', 'stores.locale as storeLocale']);
}

/** The language of the person with this address (the source language for an unknown one). */
export async function localeOfEmail(db: Executor, email: string): Promise<Locale> {
  const row = await people(db).where('users.email', '=', normaliseEmail(email)).executeTakeFirst();
  return row ? recipientLocale(row) : SOURCE_LOCALE;
}

export async function localeOfUser(db: Executor, userId: string): Promise<Locale> {
  const row = await people(db).where('users.id', '=', userId).executeTakeFirst();
  return row ? recipientLocale(row) : SOURCE_LOCALE;
}

/** What a notification's e-mail is written from beyond its stored English text. */
export interface NotificationMailContext {
  kind: NotificationKind;
  businessDate: IsoDate;
  locale: Locale;
  /** A failed item's words in the recipient's language, as its checklist froze them. */
  itemWords: string | null;
}

/**
 * For each waiting notification: its kind and day, its recipient's language, its item's words (a
 * failed item's, or the item of the action it is about).
 */
export async function notificationMailContexts(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, NotificationMailContext>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.recipient_id')
    .leftJoin('stores as s', 's.id', 'u.store_id')
    .leftJoin('checklist_items as i', (join) =>
      join.onRef('i.id', '=', 'n.subject').on('n.kind', '=', 'priority-failure'),
    )
    .select([
      'n.id',
      'n.kind',
      'n.business_date as businessDate',
      'u.locale as locale',
      's.locale as storeLocale',
      'i.translations',
    ])
    .where('n.id', 'in', ids)
    .execute();
  // An action's item is found through the action its notification is about.
  const actionWords = await actionItemTranslations(
    db,
    rows.filter((row) => ACTION_KINDS.includes(row.kind)).map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const locale = recipientLocale(row);
      const shown = row.translations ?? actionWords.get(row.id);
      const words = shown ? translationFor(parseShownTranslations(shown), locale) : null;
      return [
        row.id,
        { kind: row.kind, businessDate: row.businessDate, locale, itemWords: words?.text ?? null },
      ];
    }),
  );
}
