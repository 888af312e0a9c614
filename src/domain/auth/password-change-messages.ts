// Apart from the sign-in and access texts: the first page loads those, the profile screen these.
import en from '#domain/i18n/catalogues/rules-password-change/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** Password change (SPEC §5 "Change password", §8 "Password change"). */
export const PASSWORD_CHANGE_MESSAGES = {
  allFieldsRequired: plainText(en.allFieldsRequired),
  mustDiffer: plainText(en.mustDiffer),
  confirmationMismatch: plainText(en.confirmationMismatch),
  currentIncorrect: plainText(en.currentIncorrect),
  tooWeak: plainText(en.tooWeak),
  failed: plainText(en.failed),
  notSignedIn: plainText(en.notSignedIn),
  unexpected: plainText(en.unexpected),
  rateLimited: plainText(en.rateLimited),
  success: plainText(en.success),
} as const;

export function newPasswordTooShortMessage(minLength: number): string {
  return englishText(en.newPasswordTooShort, { minLength });
}
