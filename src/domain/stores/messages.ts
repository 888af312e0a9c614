import en from '#domain/i18n/catalogues/rules-stores/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';
import { STORE_NOT_FOUND } from '../checklists/messages';

export const STORE_NAME_MAX_LENGTH = 100;
export const STORE_NUMBER_MAX_LENGTH = 20;
export const DELIVERY_SERVICE_MAX_LENGTH = 40;

/** SPEC §5 "Stores" and §8 "Stores": shown verbatim by the screens and the API. */
export const STORE_MESSAGES = {
  nameRequired: plainText(en.nameRequired),
  nameTooLong: englishText(en.nameTooLong, { max: STORE_NAME_MAX_LENGTH }),
  numberRequired: plainText(en.numberRequired),
  numberTooLong: englishText(en.numberTooLong, { max: STORE_NUMBER_MAX_LENGTH }),
  numberNotNumeric: plainText(en.numberNotNumeric),
  numberHint: plainText(en.numberHint),
  timeZoneInvalid: plainText(en.timeZoneInvalid),
  deliveryServiceTooLong: englishText(en.deliveryServiceTooLong, {
    max: DELIVERY_SERVICE_MAX_LENGTH,
  }),
  timeFormat: plainText(en.timeFormat),
  overnightTimesRequired: plainText(en.overnightTimesRequired),
  overnightSameTimes: plainText(en.overnightSameTimes),
  overnightNote: plainText(en.overnightNote),
  notFound: STORE_NOT_FOUND,
  loadFailed: plainText(en.loadFailed),
  saveFailed: plainText(en.saveFailed),
  settingsSaveFailed: plainText(en.settingsSaveFailed),
  /** A store deleted by someone else while its settings dialog was open. */
  goneWhileEditing: plainText(en.goneWhileEditing),
  created: plainText(en.created),
  updated: plainText(en.updated),
  settingsUpdated: plainText(en.settingsUpdated),
  noStores: plainText(en.noStores),
  noMatches: plainText(en.noMatches),
} as const;

export function duplicateStoreNumberMessage(storeNumber: string): string {
  return englishText(en.duplicateNumber, { storeNumber });
}

/**
 * Why a store cannot be deleted yet: deleting it would orphan its people and drop its
 * checklists' history, so the admin moves or deletes them first.
 */
export function storeNotEmptyMessage(counts: { users: number; checklists: number }): string {
  const { users, checklists } = counts;
  if (users > 0 && checklists > 0) return englishText(en.notEmptyBoth, { users, checklists });
  if (users > 0) return englishText(en.notEmptyUsers, { users });
  return englishText(en.notEmptyChecklists, { checklists });
}
