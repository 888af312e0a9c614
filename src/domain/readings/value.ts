// A reading as typed on a phone, checked and written one way: "8,2", "−18", "٨٫٢" are 8.2, -18, 8.2.
import { READING_MESSAGES } from './messages';
import {
  rangeOf,
  READING_DECIMALS,
  readingUnitOf,
  unitSymbol,
  withinLimits,
  type ReadingSpec,
} from './spec';
import { isTemperatureUnit, type TemperatureUnit } from './units';

/** The longest reading text taken at all; anything longer is not a reading. */
export const READING_TEXT_MAX_LENGTH = 32;

export interface Reading {
  /** The number, as the store's unit has it. */
  value: number;
  /** The value written plainly: a dot for decimals, a hyphen for minus ("-18.5"). */
  text: string;
  /** The unit it was read in: 'C' or 'F' for a temperature, else the spec's unit. */
  unit: string;
  /** Inside the limits as the store sees them. */
  within: boolean;
}

export type ReadingResult = { ok: true; reading: Reading } | { ok: false; message: string };

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/g;
const NUMBER = /^([+-]?)(\d{1,7})(?:\.(\d{0,12}))?$/;

/** Digits and signs a phone keyboard may give, as ASCII: Arabic digits, a decimal comma, −. */
export function plainDigits(raw: string): string {
  return raw
    .trim()
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/\s/g, '');
}

/**
 * Checks a typed reading against what the item measures and the store's unit. `unit` is the unit
 * the reader sent: a temperature must be in the store's, so nobody's 41 °F is taken for 41 °C.
 */
export function parseReading(
  raw: string,
  spec: ReadingSpec,
  unit: string,
  storeUnit: TemperatureUnit,
): ReadingResult {
  const expected = readingUnitOf(spec, storeUnit);
  if (spec.quantity === 'temperature' && unit !== expected) {
    return { ok: false, message: READING_MESSAGES.wrongUnit(unitSymbol(expected)) };
  }
  const match = NUMBER.exec(plainDigits(raw));
  if (!match) return { ok: false, message: READING_MESSAGES.notANumber };
  const [, sign = '', whole = '', fraction = ''] = match;
  const decimals = READING_DECIMALS[spec.quantity];
  let trimmed = fraction;
  while (trimmed.endsWith('0')) trimmed = trimmed.slice(0, -1);
  if (trimmed.length > decimals) {
    return { ok: false, message: READING_MESSAGES.tooManyDecimals(decimals) };
  }
  const text = `${sign === '-' ? '-' : ''}${String(Number(whole))}${trimmed ? `.${trimmed}` : ''}`;
  // -0 is 0: the same reading, written and compared one way.
  const value = Number(text) === 0 ? 0 : Number(text);
  const range = rangeOf(spec.quantity, isTemperatureUnit(expected) ? expected : storeUnit);
  if (value < range.min || value > range.max) {
    const symbol = unitSymbol(expected);
    const withUnit = (n: number) => (symbol ? `${n}\u00a0${symbol}` : String(n));
    return {
      ok: false,
      message: READING_MESSAGES.outOfRange(withUnit(range.min), withUnit(range.max)),
    };
  }
  const normal = value === 0 ? '0' : text;
  return {
    ok: true,
    reading: { value, text: normal, unit: expected, within: withinLimits(spec, value, storeUnit) },
  };
}
