import en from '#domain/i18n/catalogues/rules-idempotency/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** Writes may carry this header; a repeat with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{1,100}$/;
/** How long a key is remembered: longer than any phone stays offline in a shift. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 72;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: plainText(en.invalidKey),
  inProgress: plainText(en.inProgress),
  reusedForOther: plainText(en.reusedForOther),
  alreadySaved: plainText(en.alreadySaved),
} as const;
