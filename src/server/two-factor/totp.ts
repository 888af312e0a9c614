import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthenticatorSetup } from '#domain/two-factor/api';
import {
  groupedSecret,
  normaliseTotpCode,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '#domain/two-factor/codes';

/** What the authenticator app names the account by. */
const ISSUER = 'ShiftCheck';
/** 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
/** A code of the step before or after is accepted too: a phone's clock is often a little off. */
const WINDOW_STEPS = 1;

export function newSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step the code belongs to when it is right now (give or take a step), else null. */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: normaliseTotpCode(code), timestamp, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The secret as an app takes it: a QR code of its otpauth:// URI, and the text to type. */
export async function authenticatorSetup(
  secret: string,
  email: string,
): Promise<AuthenticatorSetup> {
  const uri = totpOf(secret, email).toString();
  // Drawn here, so the web app carries no QR code library.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: groupedSecret(secret), uri, qrSvg };
}
