import en from '#domain/i18n/catalogues/rules-users-list/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** What the users list says after a change made on it (apart: the list loads no form texts). */
export const USER_LIST_MESSAGES = {
  deleted: plainText(en.deleted),
} as const;
