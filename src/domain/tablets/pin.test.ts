import { describe, expect, it } from 'vitest';
import { TABLET_MESSAGES } from './messages';
import { initialsOf, isTooSimplePin, pinProblem } from './pin';

describe('a tablet PIN', () => {
  it('is 4 to 8 digits', () => {
    expect(pinProblem('2580')).toBeNull();
    expect(pinProblem('73915062')).toBeNull();
    for (const pin of ['', '258', '739150624', '25a0', '25 80', '２５８０']) {
      expect(pinProblem(pin), pin).toBe(TABLET_MESSAGES.pinFormat);
    }
  });

  it('is not one digit over and over, or a straight run', () => {
    for (const pin of ['1111', '000000', '1234', '4321', '3456789', '98765']) {
      expect(isTooSimplePin(pin), pin).toBe(true);
      expect(pinProblem(pin), pin).toBe(TABLET_MESSAGES.pinTooSimple);
    }
    for (const pin of ['1235', '2468', '1212', '9870'])
      expect(isTooSimplePin(pin), pin).toBe(false);
  });
});

describe('initials on the lock screen', () => {
  it('takes the first and last word of a name, or the start of an e-mail', () => {
    expect(initialsOf('Sam Leader')).toBe('SL');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
    expect(initialsOf('priya')).toBe('PR');
    expect(initialsOf('tom.fletcher@example.com')).toBe('TF');
    expect(initialsOf('Øystein')).toBe('ØY');
  });
});
