import { randomInt } from 'node:crypto';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeText,
} from '#domain/two-factor/codes';
import { hashToken } from '../auth/tokens';

/** A new set of recovery codes, as shown (abcde-fghjk): about 50 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    }
    return recoveryCodeText(code);
  });
}

/** Stored by hash; a fast one is enough, as the codes are random, not chosen. */
export const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));
