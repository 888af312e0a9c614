// What kind of answer an item takes, and for a reading what it measures and the limits that
// pass it (docs/decisions/044). Kept as JSON beside the item, on templates and checklists alike.
import { z } from 'zod/mini';
import { READING_MESSAGES } from './messages';
import {
  isTemperatureUnit,
  keptLimit,
  roundTo,
  shownLimit,
  UNIT_SYMBOLS,
  type TemperatureUnit,
} from './units';
import { storedJson } from '../stored-json';

export const QUANTITIES = ['temperature', 'number'] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** A number's unit, such as ppm or %: short enough to sit beside the box it is typed in. */
export const UNIT_LABEL_MAX_LENGTH = 12;

/**
 * A reading item's measure. A temperature is read in its store's unit and its limits are kept in
 * °C; any other number names its own unit and keeps its limits as written. At least one limit.
 */
export interface ReadingSpec {
  quantity: Quantity;
  /** The unit of a number (ppm, %, g); null for a temperature, which is in the store's unit. */
  unit: string | null;
  min: number | null;
  max: number | null;
}

export const readingSpecSchema = z.object({
  quantity: z.enum(QUANTITIES),
  unit: z.nullable(z.string()),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
}) satisfies z.ZodMiniType<ReadingSpec>;

/** The range a probe or a count can read; a value past it is a typing slip. */
export const READING_RANGE = {
  temperature: { C: { min: -60, max: 300 }, F: { min: -76, max: 572 } },
  number: { min: -1_000_000, max: 1_000_000 },
} as const;

/**
 * Decimal places a limit may have: hundredths, as a °C limit is kept (docs/decisions/044);
 * °F limits are whole degrees.
 */
export const LIMIT_DECIMALS = 2;

/** Decimal places a reading may have: a tenth of a degree; hundredths for other numbers. */
export const READING_DECIMALS: Record<Quantity, number> = { temperature: 1, number: 2 };

export function rangeOf(quantity: Quantity, unit: TemperatureUnit) {
  return quantity === 'temperature' ? READING_RANGE.temperature[unit] : READING_RANGE.number;
}

/** The unit a reading of this spec is written in, in a store reading temperatures in `unit`. */
export function readingUnitOf(spec: ReadingSpec, unit: TemperatureUnit): string {
  return spec.quantity === 'temperature' ? unit : (spec.unit ?? '');
}

/** The unit's symbol as shown beside a value: °C, °F, ppm. */
export function unitSymbol(unit: string): string {
  return isTemperatureUnit(unit) ? UNIT_SYMBOLS[unit] : unit;
}

/** The limits as a store reading in `unit` sees them and judges its readings against. */
export function limitsIn(
  spec: ReadingSpec,
  unit: TemperatureUnit,
): { min: number | null; max: number | null } {
  if (spec.quantity !== 'temperature') return { min: spec.min, max: spec.max };
  return {
    min: spec.min === null ? null : shownLimit(spec.min, unit),
    max: spec.max === null ? null : shownLimit(spec.max, unit),
  };
}

/**
 * The limits in a few language-free signs: "≤ 5 °C", "≥ 63 °C", "2–8 °C". `format` writes a
 * number the reader's way (decimal comma and all).
 */
export function limitText(
  spec: ReadingSpec,
  unit: TemperatureUnit,
  format: (value: number) => string = String,
): string {
  const { min, max } = limitsIn(spec, unit);
  const symbol = unitSymbol(readingUnitOf(spec, unit));
  const suffix = symbol === '' ? '' : `\u00a0${symbol}`;
  if (min !== null && max !== null) return `${format(min)}–${format(max)}${suffix}`;
  if (max !== null) return `≤\u00a0${format(max)}${suffix}`;
  if (min !== null) return `≥\u00a0${format(min)}${suffix}`;
  return '';
}

/**
 * A value, limit or unit kept left to right inside a sentence of any direction (Unicode isolates):
 * "8.2 °C" in an Arabic sentence reads 8.2 °C, not C° 8.2. For screens; documents set their
 * own lines.
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;

/** Whether a value read in `unit` is within the spec's limits, as the store sees them. */
export function withinLimits(spec: ReadingSpec, value: number, unit: TemperatureUnit): boolean {
  const { min, max } = limitsIn(spec, unit);
  return (min === null || value >= min) && (max === null || value <= max);
}

// ---- Limits as an editor writes them ---------------------------------------------------------

/**
 * A reading's measure as the template editor sends it: a temperature's limits in the unit named
 * (the editor's store's), a number's in its own unit.
 */
export const readingInputSchema = z
  .object({
    quantity: z.enum(QUANTITIES),
    unit: z.string().check(z.trim()),
    min: z.nullable(z.number({ error: READING_MESSAGES.limitNotANumber })),
    max: z.nullable(z.number({ error: READING_MESSAGES.limitNotANumber })),
  })
  .check((ctx) => {
    const issue = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value });
    for (const problem of limitProblems(ctx.value)) issue(problem.message, problem.path);
  });
export type ReadingInput = z.infer<typeof readingInputSchema>;

/** What is wrong with an editor's limits, each with the field it belongs to. */
export function limitProblems(input: ReadingInput): { path: string; message: string }[] {
  const { quantity, unit, min, max } = input;
  if (quantity === 'temperature') {
    if (!isTemperatureUnit(unit))
      return [{ path: 'unit', message: READING_MESSAGES.wrongUnit('°C') }];
  } else {
    if (unit === '') return [{ path: 'unit', message: READING_MESSAGES.unitRequired }];
    if (unit.length > UNIT_LABEL_MAX_LENGTH) {
      return [{ path: 'unit', message: READING_MESSAGES.unitTooLong(UNIT_LABEL_MAX_LENGTH) }];
    }
  }
  if (min === null && max === null)
    return [{ path: 'min', message: READING_MESSAGES.limitsRequired }];
  const range = rangeOf(quantity, isTemperatureUnit(unit) ? unit : 'C');
  const problems: { path: string; message: string }[] = [];
  for (const [path, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === null) continue;
    if (!Number.isFinite(value) || value < range.min || value > range.max) {
      problems.push({
        path,
        message: READING_MESSAGES.limitOutOfRange(String(range.min), String(range.max)),
      });
    } else if (unit === 'F' && !Number.isInteger(value)) {
      problems.push({ path, message: READING_MESSAGES.fahrenheitWholeDegrees });
    } else if (roundTo(value, LIMIT_DECIMALS) !== value) {
      problems.push({ path, message: READING_MESSAGES.tooManyDecimals(LIMIT_DECIMALS) });
    }
  }
  if (problems.length === 0 && min !== null && max !== null && min > max) {
    problems.push({ path: 'max', message: READING_MESSAGES.minAboveMax });
  }
  return problems;
}

/** A kept measure as an editor reads it back: a temperature's limits in °C, as kept. */
export function readingOf(measure: ReadingSpec): ReadingInput {
  return {
    quantity: measure.quantity,
    unit: measure.quantity === 'temperature' ? 'C' : (measure.unit ?? ''),
    min: measure.min,
    max: measure.max,
  };
}

/** A measure sent back as a template's detail answered it, checked as limits in °C are. */
export const keptMeasureSchema = z
  .pipe(
    readingSpecSchema,
    z.transform((measure) => readingOf(measure)),
  )
  .check((ctx) => {
    for (const problem of limitProblems(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        path: [problem.path],
        input: ctx.value,
      });
    }
  });

/**
 * The spec kept for limits an editor wrote (checked by readingInputSchema): °C for temperatures.
 * A limit the editor saw and left as it was stays as it was kept (`before`), so a US editor
 * saving a template does not move a -18 °C freezer to the -17.78 °C their 0 °F stands for.
 */
export function keptSpec(input: ReadingInput, before: ReadingSpec | null = null): ReadingSpec {
  if (input.quantity === 'number') {
    return { quantity: 'number', unit: input.unit, min: input.min, max: input.max };
  }
  const unit = isTemperatureUnit(input.unit) ? input.unit : 'C';
  const was = before?.quantity === 'temperature' ? before : null;
  const kept = (value: number | null, old: number | null) => {
    if (value === null) return null;
    if (old !== null && shownLimit(old, unit) === value) return old;
    return keptLimit(value, unit);
  };
  return {
    quantity: 'temperature',
    unit: null,
    min: kept(input.min, was?.min ?? null),
    max: kept(input.max, was?.max ?? null),
  };
}

/**
 * An item's spec JSON as stored; null for a tick or anything that does not read as a spec. Read
 * on every tick of a reading item, so checked by hand: the schema's parse cost eight times as much.
 */
export function parseReadingSpec(json: string | null): ReadingSpec | null {
  const value = storedJson(json);
  if (typeof value !== 'object' || value === null) return null;
  const field = (name: string): unknown => Reflect.get(value, name);
  const quantity = field('quantity');
  const unit = field('unit');
  const min = field('min');
  const max = field('max');
  if (quantity !== 'temperature' && quantity !== 'number') return null;
  if (!(unit === null || typeof unit === 'string') || !isLimit(min) || !isLimit(max)) return null;
  return { quantity, unit, min, max };
}

const isLimit = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
