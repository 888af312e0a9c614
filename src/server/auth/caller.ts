import type { SessionUser } from '#domain/auth/schemas';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import type { IdempotencyClaim } from '../idempotency/repository';

/**
 * The person a service acts for. `origin` tags the session a change came from, so the
 * browser tab that made it can ignore its echo on the live stream; services called outside a
 * request (the demo loader, tests) leave it out.
 */
export interface Caller extends SessionUser {
  origin?: string | null;
  /** The request's Idempotency-Key, claimed in the transaction of the change it guards. */
  idempotency?: IdempotencyClaim | null;
  /** The language the request reads in (request-locale.ts); absent outside a request. */
  reading?: Locale;
  /** The address the request came from, for the audit log; absent outside a request. */
  ip?: string | null;
}

/** The language a caller reads: the request's, else their own choice, their store's, English. */
export const readingLocale = (caller: Caller): Locale =>
  caller.reading ?? caller.locale ?? caller.storeLocale ?? SOURCE_LOCALE;

/** The tag a session's own changes carry (a prefix of its hashed token, never the token). */
export const originTag = (tokenHash: string) => tokenHash.slice(0, 16);
