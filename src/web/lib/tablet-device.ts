// Whether this browser is its store's paired tablet, and the open PIN session's write key. The
// tablet's own credential is an httpOnly cookie the page cannot read: this flag only says which
// screen a signed-out visit shows (the lock screen, which asks the server and forgets the flag
// when the tablet is not paired any more).
const PAIRED = 'shiftcheck.tablet';
const WRITE_KEY = 'shiftcheck.tablet-write-key';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const isPairedTablet = () => storage()?.getItem(PAIRED) === '1';

export function rememberPairedTablet(paired: boolean): void {
  if (paired) storage()?.setItem(PAIRED, '1');
  else storage()?.removeItem(PAIRED);
}

/** The write key of the PIN session open on this tablet (kept through a reload). */
export const tabletWriteKey = () => storage()?.getItem(WRITE_KEY) ?? undefined;

export function keepTabletWriteKey(key: string | null): void {
  if (key === null) storage()?.removeItem(WRITE_KEY);
  else storage()?.setItem(WRITE_KEY, key);
}
