// The audit log's rule texts (rules-audit): what its filters refuse.
import en from '#domain/i18n/catalogues/rules-audit/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const AUDIT_MESSAGES = {
  unknownAction: plainText(en.unknownAction),
  pageSize: (max: number) => englishText(en.pageSize, { max }),
  cursor: plainText(en.cursor),
  timeZone: plainText(en.timeZone),
  unknownFormat: plainText(en.unknownFormat),
} as const;
