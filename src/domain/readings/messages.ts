// The words for refusing a reading or a reading's limits, one source for server and web.
import en from '#domain/i18n/catalogues/rules-readings/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const READING_MESSAGES = {
  notANumber: plainText(en.notANumber),
  tooManyDecimals: (decimals: number) => englishText(en.tooManyDecimals, { decimals }),
  outOfRange: (min: string, max: string) => englishText(en.outOfRange, { min, max }),
  wrongUnit: (unit: string) => englishText(en.wrongUnit, { unit }),
  actionRequired: plainText(en.actionRequired),
  readingRequired: plainText(en.readingRequired),
  notAReadingItem: plainText(en.notAReadingItem),
  limitsRequired: plainText(en.limitsRequired),
  minAboveMax: plainText(en.minAboveMax),
  limitNotANumber: plainText(en.limitNotANumber),
  limitOutOfRange: (min: string, max: string) => englishText(en.limitOutOfRange, { min, max }),
  fahrenheitWholeDegrees: plainText(en.fahrenheitWholeDegrees),
  unitRequired: plainText(en.unitRequired),
  unitTooLong: (max: number) => englishText(en.unitTooLong, { max }),
} as const;
