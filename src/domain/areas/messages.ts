import en from '#domain/i18n/catalogues/rules-areas/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const AREA_NAME_MAX_LENGTH = 100;
/** More than any area manager could look after; a bound on what one request writes. */
export const AREA_MAX_STORES = 500;

/** The areas' rules (docs/decisions/048), shown verbatim by the screens and the API. */
export const AREA_MESSAGES = {
  nameRequired: plainText(en.nameRequired),
  nameTooLong: englishText(en.nameTooLong, { max: AREA_NAME_MAX_LENGTH }),
  notFound: plainText(en.notFound),
  tooManyStores: englishText(en.tooManyStores, { max: AREA_MAX_STORES }),
  storeGone: plainText(en.storeGone),
} as const;

export const duplicateAreaNameMessage = (name: string) => englishText(en.duplicateName, { name });
