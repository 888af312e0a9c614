/** Sign-in (SPEC §5 "Sign-in"). */
export const SIGN_IN_MESSAGES = {
  missingFields: 'Please enter both email and password',
  invalidCredentials: 'Invalid email or password',
  rateLimited: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  fallback: 'Failed to sign in',
} as const;

/** One account guessed at from elsewhere: it slows down, and says for how long. */
export function signInSlowedMessage(seconds: number): string {
  return `Too many failed sign-in attempts for this account. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
}

/** SPEC §8 "Authentication and access". */
export const ACCESS_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  notAllowed: 'You do not have permission to do that.',
  noStoreSelected: 'No store selected. Please select a store first.',
  noAssignedStore: 'You do not have an assigned store. Please contact your administrator.',
} as const;
