// Store numbers are text ('228', 'MCD001'): sorting them as text would put '1000' before '228'.

const DIGITS = /^\d+$/;

/** Compares two all-digit strings by value without Number(), so 20-digit numbers stay exact. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The store list's order (SPEC §2 "Store list"): numeric store numbers by value first, then the
 * rest alphabetically ('MCD2' before 'MCD10'). Ties fall back to the raw text, so the order is
 * total and stable whatever the input order. Usable as an Array.prototype.sort comparator;
 * reverse it for the daily view's descending selector.
 */
export function compareStoreNumbers(a: string, b: string): number {
  const aNumeric = DIGITS.test(a);
  const bNumeric = DIGITS.test(b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  const byValue = aNumeric ? compareDigits(a, b) : collator.compare(a, b);
  if (byValue !== 0) return byValue;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A copy of the stores in store-number order. */
export function sortByStoreNumber<T extends { storeNumber: string }>(stores: readonly T[]): T[] {
  return [...stores].sort((a, b) => compareStoreNumbers(a.storeNumber, b.storeNumber));
}
