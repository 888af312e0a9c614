import en from '#domain/i18n/catalogues/rules-signals-access/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const SIGNAL_ACCESS_MESSAGES = {
  notFound: plainText(en.notFound),
} as const;
