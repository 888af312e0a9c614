// The codes a person types: the authenticator app's, and their recovery codes.

/** An authenticator app's code: 6 digits, a new one every 30 seconds (RFC 6238's defaults). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** What a person typed as an app code, without the spaces some apps show in it. */
export const normaliseTotpCode = (code: string) => code.replace(/\s/g, '');
export const isTotpCode = (code: string) =>
  new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normaliseTotpCode(code));

/** Letters and digits nobody mixes up: no i, l, o, 0 or 1. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;
/** How many a person is given at once; each is used once. */
export const RECOVERY_CODE_COUNT = 10;

/** What a person typed as a recovery code: small letters, no spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const isRecoveryCode = (code: string) =>
  new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(
    normaliseRecoveryCode(code),
  );

/** A recovery code as shown: abcde-fghjk. */
export const recoveryCodeText = (code: string) => {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
};

/** A base32 secret in groups of four, for typing into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
