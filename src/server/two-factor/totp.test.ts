import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { authenticatorSetup, newSecret, stepOfCode } from './totp';

const at = new Date('2026-11-22T12:00:10.000Z');
const codeAt = (secret: string, time: Date, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time.getTime() + steps * 30_000 });

describe('authenticator app codes (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('makes a 160-bit secret, in base32', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(secret);
  });

  it('says which step a code is of, a step either side of now, and refuses any other', () => {
    const secret = newSecret();
    const now = Math.floor(at.getTime() / 30_000);
    expect(stepOfCode(secret, codeAt(secret, at), at)).toBe(now);
    expect(stepOfCode(secret, codeAt(secret, at, -1), at)).toBe(now - 1);
    expect(stepOfCode(secret, codeAt(secret, at, 1), at)).toBe(now + 1);
    expect(stepOfCode(secret, codeAt(secret, at, 2), at)).toBeNull();
    expect(stepOfCode(secret, codeAt(secret, at, -2), at)).toBeNull();
    const spaced = codeAt(secret, at).replace(/^(\d{3})/, '$1 ');
    expect(stepOfCode(secret, spaced, at)).toBe(now);
  });

  it('gives an app the otpauth URI as a QR code (SVG) and the key to type', async () => {
    const secret = newSecret();
    const setup = await authenticatorSetup(secret, 'sam@example.com');
    expect(setup.secret.replace(/ /g, '')).toBe(secret);
    const parsed = new URL(setup.uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('ShiftCheck');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(setup.qrSvg).not.toContain('<script');
  });
});

describe('recovery codes', () => {
  it('makes ten different codes, each hashed as typed in any case or without its dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [code = ''] = codes;
    expect(hashRecoveryCode(code.toUpperCase().replace('-', ''))).toBe(hashRecoveryCode(code));
  });
});
