import en from '#domain/i18n/catalogues/rules-templates-access/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const TEMPLATE_ACCESS_MESSAGES = {
  notFound: plainText(en.notFound),
  deleteNotAllowed: plainText(en.deleteNotAllowed),
  editNotAllowed: plainText(en.editNotAllowed),
  defaultNotDeletable: plainText(en.defaultNotDeletable),
} as const;
