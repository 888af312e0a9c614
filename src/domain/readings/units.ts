// Temperatures: each store reads them in °C or °F; limits are kept once, in °C (docs/decisions/044).

export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export const UNIT_SYMBOLS: Record<TemperatureUnit, string> = { C: '°C', F: '°F' };

export function isTemperatureUnit(value: unknown): value is TemperatureUnit {
  return value === 'C' || value === 'F';
}

/** US stores read Fahrenheit; a store that has not said reads what its language's country does. */
export function defaultTemperatureUnit(locale: string | null): TemperatureUnit {
  return locale === 'en-US' ? 'F' : 'C';
}

/** Rounds half away from zero to `decimals` places, and never answers -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

export function toCelsius(value: number, unit: TemperatureUnit): number {
  return unit === 'C' ? value : ((value - 32) * 5) / 9;
}

export function fromCelsius(celsius: number, unit: TemperatureUnit): number {
  return unit === 'C' ? celsius : (celsius * 9) / 5 + 32;
}

/**
 * How a limit is kept: °C to two decimals, which brings every whole °F back as itself
 * (0 °F is kept as -17.78 °C and shown as 0 °F again).
 */
export function keptLimit(value: number, unit: TemperatureUnit): number {
  return roundTo(toCelsius(value, unit), 2);
}

/**
 * A limit as a store reading in `unit` sees it, and the value its readings are judged against:
 * °C to a tenth of a degree, °F in whole degrees (the way US food codes state them). -18 °C is
 * 0 °F to a US store, 63 °C is 145 °F.
 */
export function shownLimit(celsius: number, unit: TemperatureUnit): number {
  return unit === 'C' ? roundTo(celsius, 1) : roundTo(fromCelsius(celsius, 'F'), 0);
}
