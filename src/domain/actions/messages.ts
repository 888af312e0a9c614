// Corrective actions' limits and the words for refusals (docs/decisions/047).
import en from '#domain/i18n/catalogues/rules-actions/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const ACTION_NOTE_MAX_LENGTH = 2000;
export const CONTRACTOR_NAME_MAX_LENGTH = 100;
/** A store's own due windows: from 5 minutes to 14 days. */
export const DUE_MINUTES_MIN = 5;
export const DUE_MINUTES_MAX = 14 * 24 * 60;
/** A list's page. */
export const ACTIONS_PAGE_SIZE = 50;
/** The same item failing this many times in RECURRING_DAYS days in one store is recurring. */
export const RECURRING_COUNT = 3;
export const RECURRING_DAYS = 30;

export const ACTION_MESSAGES = {
  notFound: plainText(en.notFound),
  notAllowed: plainText(en.notAllowed),
  verifyNotAllowed: plainText(en.verifyNotAllowed),
  listStoreNotAllowed: plainText(en.listStoreNotAllowed),
  alreadyDone: plainText(en.alreadyDone),
  notDone: plainText(en.notDone),
  alreadyVerified: plainText(en.alreadyVerified),
  ownerNotInStore: plainText(en.ownerNotInStore),
  ownerRequired: plainText(en.ownerRequired),
  contractorNameRequired: plainText(en.contractorNameRequired),
  contractorNameTooLong: englishText(en.nameTooLong, { max: CONTRACTOR_NAME_MAX_LENGTH }),
  noteRequired: plainText(en.noteRequired),
  noteTooLong: englishText(en.noteTooLong, { max: ACTION_NOTE_MAX_LENGTH }),
  reasonRequired: plainText(en.reasonRequired),
  storeRequired: plainText(en.storeRequired),
  cursorInvalid: plainText(en.cursorInvalid),
  dueMinutesInvalid: englishText(en.dueMinutesInvalid, {
    min: DUE_MINUTES_MIN,
    max: DUE_MINUTES_MAX,
  }),
} as const;
