// What the sign-in screen knows of single sign-on (docs/decisions/052): no schema library, as
// it is on the first page.

/** Why a single sign-on did not sign someone in: the sign-in screen says it in their words. */
export const SSO_FAILURES = [
  'expired',
  'untrusted',
  'refused',
  'unavailable',
  'noEmail',
  'noAccount',
  'turnedOff',
  'notConfigured',
  'tooMany',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];
export const isSsoFailure = (value: unknown): value is SsoFailure =>
  SSO_FAILURES.some((failure) => failure === value);

/** The query parameter the callback sends the browser back to the sign-in screen with. */
export const SSO_FAILURE_PARAM = 'sso-failed';
export const SSO_START_PATH = '/api/auth/sso/start';
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
