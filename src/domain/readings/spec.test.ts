import { describe, expect, it } from 'vitest';
import { READING_MESSAGES } from './messages';
import {
  parseReadingSpec,
  keptSpec,
  limitProblems,
  limitText,
  readingInputSchema,
  withinLimits,
  type ReadingSpec,
} from './spec';
import { parseReading } from './value';

const fridge: ReadingSpec = { quantity: 'temperature', unit: null, min: null, max: 5 };
const freezer: ReadingSpec = { quantity: 'temperature', unit: null, min: null, max: -18 };
const hotHolding: ReadingSpec = { quantity: 'temperature', unit: null, min: 63, max: null };
const sanitiser: ReadingSpec = { quantity: 'number', unit: 'ppm', min: 200, max: 400 };

describe('limits at their edges', () => {
  it('passes a reading on the limit and fails one a tenth past it, in °C', () => {
    expect(withinLimits(fridge, 5, 'C')).toBe(true);
    expect(withinLimits(fridge, 5.1, 'C')).toBe(false);
    expect(withinLimits(hotHolding, 63, 'C')).toBe(true);
    expect(withinLimits(hotHolding, 62.9, 'C')).toBe(false);
    expect(withinLimits(sanitiser, 200, 'C')).toBe(true);
    expect(withinLimits(sanitiser, 400.01, 'C')).toBe(false);
  });

  it('judges a °F reading against the limit as the °F store is shown it', () => {
    expect(withinLimits(fridge, 41, 'F')).toBe(true);
    expect(withinLimits(fridge, 41.1, 'F')).toBe(false);
    // -18 °C is shown as 0 °F: a US freezer at 0 °F passes.
    expect(withinLimits(freezer, 0, 'F')).toBe(true);
    expect(withinLimits(freezer, 0.1, 'F')).toBe(false);
  });

  it('writes limits in language-free signs, in the store unit', () => {
    expect(limitText(fridge, 'C')).toBe('≤\u00a05\u00a0°C');
    expect(limitText(fridge, 'F')).toBe('≤\u00a041\u00a0°F');
    expect(limitText(hotHolding, 'F')).toBe('≥\u00a0145\u00a0°F');
    expect(limitText(sanitiser, 'F')).toBe('200–400\u00a0ppm');
    expect(limitText(fridge, 'C', (n) => String(n).replace('.', ','))).toBe('≤\u00a05\u00a0°C');
  });
});

describe('parseReading', () => {
  it('takes what a phone keyboard types: a decimal comma, a real minus, Arabic digits', () => {
    const read = (raw: string) => parseReading(raw, freezer, 'C', 'C');
    expect(read('-18')).toMatchObject({
      ok: true,
      reading: { text: '-18', value: -18, within: true },
    });
    expect(read('−17,5')).toMatchObject({ ok: true, reading: { text: '-17.5', within: false } });
    expect(read(' ٨٫٢ ')).toMatchObject({ ok: true, reading: { text: '8.2', value: 8.2 } });
    expect(read('08.20')).toMatchObject({ ok: true, reading: { text: '8.2' } });
    expect(read('-0')).toMatchObject({ ok: true, reading: { text: '0', value: 0 } });
  });

  it('refuses what is not a reading, with the message for it', () => {
    const read = (raw: string) => parseReading(raw, fridge, 'C', 'C');
    expect(read('abc')).toEqual({ ok: false, message: READING_MESSAGES.notANumber });
    expect(read('')).toEqual({ ok: false, message: READING_MESSAGES.notANumber });
    expect(read('1e9')).toEqual({ ok: false, message: READING_MESSAGES.notANumber });
    expect(read('4.25')).toEqual({ ok: false, message: READING_MESSAGES.tooManyDecimals(1) });
    expect(read('1000000000')).toEqual({ ok: false, message: READING_MESSAGES.notANumber });
    expect(read('301')).toEqual({
      ok: false,
      message: READING_MESSAGES.outOfRange('-60\u00a0°C', '300\u00a0°C'),
    });
    expect(parseReading('41', fridge, 'C', 'F')).toEqual({
      ok: false,
      message: READING_MESSAGES.wrongUnit('°F'),
    });
  });

  it('gives other numbers two decimals and their own unit', () => {
    expect(parseReading('250.25', sanitiser, 'ppm', 'F')).toMatchObject({
      ok: true,
      reading: { unit: 'ppm', within: true },
    });
    expect(parseReading('9999999', sanitiser, 'ppm', 'C')).toMatchObject({ ok: false });
  });
});

describe('limits as an editor writes them', () => {
  const input = { quantity: 'temperature' as const, unit: 'C', min: null, max: 5 };

  it('needs a limit, min not above max, °F in whole degrees, a unit for a number', () => {
    expect(limitProblems({ ...input, max: null })).toEqual([
      { path: 'min', message: READING_MESSAGES.limitsRequired },
    ]);
    expect(limitProblems({ ...input, min: 8, max: 5 })).toEqual([
      { path: 'max', message: READING_MESSAGES.minAboveMax },
    ]);
    expect(limitProblems({ ...input, unit: 'F', max: 40.5 })).toEqual([
      { path: 'max', message: READING_MESSAGES.fahrenheitWholeDegrees },
    ]);
    expect(limitProblems({ ...input, unit: 'K' })[0]?.path).toBe('unit');
    expect(limitProblems({ ...input, max: 1e9 })[0]?.path).toBe('max');
    expect(limitProblems({ quantity: 'number', unit: '', min: 1, max: null })[0]?.path).toBe(
      'unit',
    );
    expect(limitProblems(input)).toEqual([]);
    expect(readingInputSchema.safeParse({ ...input, min: 9 }).success).toBe(false);
    expect(readingInputSchema.safeParse({ ...input, max: 'abc' }).success).toBe(false);
  });

  it('keeps temperatures in °C, and a limit shown unchanged as it was kept', () => {
    expect(keptSpec({ ...input, unit: 'F', max: 41 })).toEqual(fridge);
    expect(keptSpec({ ...input, unit: 'F', max: 0 }).max).toBe(-17.78);
    // A US editor saving the -18 °C freezer they see as 0 °F leaves it at -18 °C.
    expect(keptSpec({ ...input, unit: 'F', max: 0 }, freezer).max).toBe(-18);
    expect(keptSpec({ ...input, unit: 'F', max: 1 }, freezer).max).toBe(-17.22);
    expect(keptSpec({ quantity: 'number', unit: 'ppm', min: 200, max: 400 })).toEqual(sanitiser);
  });
});

describe('parseReadingSpec', () => {
  it('reads a stored measure back, and nothing that is not one', () => {
    expect(parseReadingSpec(JSON.stringify(fridge))).toEqual(fridge);
    expect(parseReadingSpec(JSON.stringify(sanitiser))).toEqual(sanitiser);
    for (const stored of [
      null,
      'not json',
      '[]',
      '{"quantity":"pressure","unit":null,"min":null,"max":5}',
      '{"quantity":"temperature","unit":3,"min":null,"max":5}',
      '{"quantity":"temperature","unit":null,"min":"1","max":5}',
      '{"quantity":"temperature","unit":null,"min":null}',
    ]) {
      expect(parseReadingSpec(stored), String(stored)).toBeNull();
    }
  });
});
