import en from '#domain/i18n/catalogues/rules-exports/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** The longest range one export covers; a year of a store, leap years included. */
export const MAX_EXPORT_DAYS = 366;

export const EXPORT_MESSAGES = {
  reversed: plainText(en.reversed),
  tooLong: englishText(en.tooLong, { days: MAX_EXPORT_DAYS }),
  future: plainText(en.future),
  noChecklists: plainText(en.noChecklists),
} as const;

export const PACK_MESSAGES = {
  storeRequired: plainText(en.packStoreRequired),
} as const;
