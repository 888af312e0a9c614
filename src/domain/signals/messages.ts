// Record confidence's messages, apart from its schemas: the authorization rules read them on
// the first page, which loads no zod.
import en from '#domain/i18n/catalogues/rules-signals/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const SIGNAL_MESSAGES = {
  notFound: plainText(en.notFound),
  threshold: (min: number, max: number) => englishText(en.threshold, { min, max }),
  noteRequired: plainText(en.noteRequired),
  madeAt: plainText(en.madeAt),
} as const;
