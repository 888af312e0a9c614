// Two-factor sign-in's rules' messages (the authenticator app and recovery codes).
import en from '#domain/i18n/catalogues/rules-two-factor/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

export const TWO_FACTOR_MESSAGES = {
  codeFormat: plainText(en.codeFormat),
  codeWrong: plainText(en.codeWrong),
  codeReplayed: plainText(en.codeReplayed),
  recoveryCodeFormat: plainText(en.recoveryCodeFormat),
  recoveryCodeWrong: plainText(en.recoveryCodeWrong),
  challengeExpired: plainText(en.challengeExpired),
  notSetUp: plainText(en.notSetUp),
  alreadyOn: plainText(en.alreadyOn),
  notOn: plainText(en.notOn),
  requiredForRole: plainText(en.requiredForRole),
  rateLimited: plainText(en.rateLimited),
} as const;
