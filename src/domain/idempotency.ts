/** Writes may carry this header; a repeat with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{1,100}$/;
/** How long a key is remembered: longer than any phone stays offline in a shift. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 72;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.',
  inProgress: 'A request with this Idempotency-Key is still being handled. Try again shortly.',
  reusedForOther:
    'This Idempotency-Key was already used for a different request. Send this change with a new key.',
  alreadySaved: 'This change was already saved.',
} as const;
