// Retention and erasure's rule texts (rules-retention): what the periods, holds and erasure refuse.
import en from '#domain/i18n/catalogues/rules-retention/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const RETENTION_MESSAGES = {
  daysRange: (min: number, max: number) => englishText(en.daysRange, { min, max }),
  auditLogMin: (days: number) => englishText(en.auditLogMin, { days }),
  unknownKind: plainText(en.unknownKind),
  holdReason: (max: number) => englishText(en.holdReason, { max }),
  eraseSelf: plainText(en.eraseSelf),
  eraseConfirm: plainText(en.eraseConfirm),
  alreadyErased: plainText(en.alreadyErased),
  /** The name an erased person's records carry from then on: "Former employee 4F2A". */
  formerEmployee: (code: string) => englishText(en.formerEmployee, { code }),
} as const;
