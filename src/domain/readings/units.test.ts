import { describe, expect, it } from 'vitest';
import {
  defaultTemperatureUnit,
  fromCelsius,
  keptLimit,
  roundTo,
  shownLimit,
  toCelsius,
} from './units';

describe('temperature units', () => {
  it('converts the food-safety limits both ways', () => {
    expect(fromCelsius(5, 'F')).toBe(41);
    expect(fromCelsius(75, 'F')).toBe(167);
    expect(toCelsius(41, 'F')).toBe(5);
    expect(toCelsius(212, 'F')).toBe(100);
    expect(toCelsius(8.2, 'C')).toBe(8.2);
  });

  it('brings every whole °F limit from -76 to 572 back as itself through its kept °C', () => {
    for (let f = -76; f <= 572; f += 1) {
      expect(shownLimit(keptLimit(f, 'F'), 'F'), `${f} °F`).toBe(f);
    }
  });

  it('keeps every °C limit to a hundredth exactly as written', () => {
    for (let tenths = -600; tenths <= 3000; tenths += 7) {
      const c = tenths / 10;
      expect(keptLimit(c, 'C')).toBe(c);
      expect(shownLimit(keptLimit(c, 'C'), 'C')).toBe(c);
    }
  });

  it('shows °C limits to a tenth and °F limits in whole degrees', () => {
    expect(shownLimit(-18, 'F')).toBe(0);
    expect(shownLimit(63, 'F')).toBe(145);
    expect(shownLimit(-17.78, 'C')).toBe(-17.8);
    expect(shownLimit(keptLimit(0, 'F'), 'C')).toBe(-17.8);
  });

  it('rounds half away from zero and never answers -0', () => {
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
  });

  it('starts US English stores in °F and everyone else in °C', () => {
    expect(defaultTemperatureUnit('en-US')).toBe('F');
    expect(defaultTemperatureUnit('en-GB')).toBe('C');
    expect(defaultTemperatureUnit(null)).toBe('C');
  });
});
