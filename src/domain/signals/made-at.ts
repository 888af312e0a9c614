// When a change was made, as the person's device says, for a change that reached the server
// later than it was made: a write queued without signal and sent on reconnecting.

/** A write that lands this soon after it was made simply arrived: the server's time stands. */
export const LATE_AFTER_MS = 5_000;
/** An offline queue older than this is not believed: a device's clock may be far off. */
export const MADE_AT_KEPT_MS = 7 * 24 * 60 * 60_000;

/** The device's time of a late change, or null when the change was not late or the time is odd. */
export function lateMadeAt(madeAt: string | null | undefined, now: string): string | null {
  if (!madeAt) return null;
  const made = Date.parse(madeAt);
  const received = Date.parse(now);
  if (Number.isNaN(made) || Number.isNaN(received)) return null;
  const late = received - made;
  return late >= LATE_AFTER_MS && late <= MADE_AT_KEPT_MS ? new Date(made).toISOString() : null;
}
