import { describe, expect, it } from 'vitest';
import {
  groupedSecret,
  isRecoveryCode,
  isTotpCode,
  normaliseRecoveryCode,
  recoveryCodeText,
} from './codes';

describe('the codes a person types', () => {
  it('takes an app code of six digits, with the spaces some apps show', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('takes a recovery code however it is typed, of letters nobody mixes up', () => {
    expect(normaliseRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(isRecoveryCode('abcde-fghjk')).toBe(true);
    expect(isRecoveryCode('ABCDEFGHJK')).toBe(true);
    // i, l, o, 0 and 1 are never in one.
    expect(isRecoveryCode('abcde-fghij')).toBe(false);
    expect(isRecoveryCode('abcde-0ghjk')).toBe(false);
    expect(isRecoveryCode('abcde-fghj')).toBe(false);
  });

  it('shows a recovery code in two halves and a secret in groups of four', () => {
    expect(recoveryCodeText('abcdefghjk')).toBe('abcde-fghjk');
    expect(groupedSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
