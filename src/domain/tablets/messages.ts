// The store tablet's rules' messages (its permission checks' are in access-messages.ts).
import en from '#domain/i18n/catalogues/rules-tablets/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const TABLET_MESSAGES = {
  codeInvalid: plainText(en.codeInvalid),
  codeFormat: plainText(en.codeFormat),
  notPaired: plainText(en.notPaired),
  nameRequired: plainText(en.nameRequired),
  pinFormat: plainText(en.pinFormat),
  pinTooSimple: plainText(en.pinTooSimple),
  pinWrong: (left: number) => englishText(en.pinWrong, { left }),
  pinLocked: plainText(en.pinLocked),
  tabletBusy: plainText(en.tabletBusy),
  noPin: plainText(en.noPin),
  lockMinutes: (min: number, max: number) => englishText(en.lockMinutes, { min, max }),
  sessionEnded: plainText(en.sessionEnded),
  pinSet: plainText(en.pinSet),
} as const;
