import en from '#domain/i18n/catalogues/rules-auth/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** Sign-in (SPEC §5 "Sign-in"). */
export const SIGN_IN_MESSAGES = {
  missingFields: plainText(en.missingFields),
  invalidCredentials: plainText(en.invalidCredentials),
  rateLimited: plainText(en.rateLimited),
  fallback: plainText(en.fallback),
} as const;

/** One account guessed at from elsewhere: it slows down, and says for how long. */
export function signInSlowedMessage(seconds: number): string {
  return englishText(en.signInSlowed, { seconds });
}

/** SPEC §8 "Authentication and access". */
export const ACCESS_MESSAGES = {
  notAuthenticated: plainText(en.notAuthenticated),
  notAllowed: plainText(en.notAllowed),
  noStoreSelected: plainText(en.noStoreSelected),
  noAssignedStore: plainText(en.noAssignedStore),
  notOnTablet: plainText(en.notOnTablet),
} as const;

/** Any text field longer than its limit. */
export function fieldTooLongMessage(max: number): string {
  return englishText(en.fieldTooLong, { max });
}
