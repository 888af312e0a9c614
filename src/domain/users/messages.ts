import en from '#domain/i18n/catalogues/rules-users/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';
import { USER_ACCESS_MESSAGES } from './access-messages';
import { USER_LIST_MESSAGES } from './list-messages';

/** SPEC §5 "User form" and §8 "Users", "Role change": shown verbatim by the screens and the API. */
export const USER_MESSAGES = {
  ...USER_LIST_MESSAGES,
  ...USER_ACCESS_MESSAGES,
  notFound: plainText(en.notFound),
  loadFailed: plainText(en.loadFailed),
  storeRequired: plainText(en.storeRequired),
  areaRequired: plainText(en.areaRequired),
  emailRequired: plainText(en.emailRequired),
  invalidEmail: plainText(en.invalidEmail),
  passwordRequired: plainText(en.passwordRequired),
  passwordsDoNotMatch: plainText(en.passwordsDoNotMatch),
  passwordTooWeak: plainText(en.passwordTooWeak),
  updated: plainText(en.updated),
  created: plainText(en.created),
  saveFailed: plainText(en.saveFailed),
  roleUpdated: plainText(en.roleUpdated),
  // Not in the original, which could not check these.
  emailTaken: plainText(en.emailTaken),
  cannotDeleteSelf: plainText(en.cannotDeleteSelf),
  emailLocked: plainText(en.emailLocked),
  lastSuperAdmin: plainText(en.lastSuperAdmin),
} as const;

export function passwordTooShortMessage(minLength: number): string {
  return englishText(en.passwordTooShort, { minLength });
}

/** Longer than any password is allowed to be (PASSWORD_MAX_LENGTH), for both password fields. */
export function passwordTooLongMessage(maxLength: number): string {
  return englishText(en.passwordTooLong, { maxLength });
}

export function userNotFoundByEmailMessage(email: string): string {
  return englishText(en.notFoundByEmail, { email });
}

/** An e-mail address longer than any address can be. */
export function emailTooLongMessage(max: number): string {
  return englishText(en.emailTooLong, { max });
}

export function displayNameTooLongMessage(max: number): string {
  return englishText(en.displayNameTooLong, { max });
}

/** SPEC §8 "Password reset", plus the signed-out flow that the original left to its provider. */
export const PASSWORD_RESET_MESSAGES = {
  sent: plainText(en.resetSent),
  userNotFound: plainText(en.resetUserNotFound),
  invalidEmail: plainText(en.resetInvalidEmail),
  sendFailed: plainText(en.resetSendFailed),
  unexpected: plainText(en.resetUnexpected),
  /** The same answer whether or not the address has an account. */
  requested: plainText(en.resetRequested),
  rateLimited: plainText(en.resetRateLimited),
  invalidLink: plainText(en.resetInvalidLink),
  done: plainText(en.resetDone),
} as const;
