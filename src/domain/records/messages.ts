// Signing the records and reading the temperature log: limits and the words for refusals.
import en from '#domain/i18n/catalogues/rules-records/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const SIGN_OFF_NOTE_MAX_LENGTH = 1000;
export const REVIEW_NOTE_MAX_LENGTH = 4000;
/** The screen shows a month at most; the PDF of the log covers up to a year. */
export const RECORDS_MAX_DAYS = 31;
/** The four-weekly review looks back this many days (Safer Food, Better Business). */
export const REVIEW_PERIOD_DAYS = 28;

export const RECORDS_MESSAGES = {
  signOffNotAllowed: plainText(en.signOffNotAllowed),
  reviewNotAllowed: plainText(en.reviewNotAllowed),
  futureDay: plainText(en.futureDay),
  signOffNoteTooLong: englishText(en.noteTooLong, { max: SIGN_OFF_NOTE_MAX_LENGTH }),
  reviewNoteTooLong: englishText(en.noteTooLong, { max: REVIEW_NOTE_MAX_LENGTH }),
  reviewNoteRequired: plainText(en.reviewNoteRequired),
  rangeTooLong: englishText(en.rangeTooLong, { days: RECORDS_MAX_DAYS }),
} as const;
