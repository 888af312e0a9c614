import en from '#domain/i18n/catalogues/rules-tablets-access/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const TABLET_ACCESS_MESSAGES = {
  tabletNotFound: plainText(en.tabletNotFound),
  personNotHere: plainText(en.personNotHere),
} as const;
