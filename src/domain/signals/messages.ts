// Record confidence's rules' messages (its permission checks' are in access-messages.ts).
import en from '#domain/i18n/catalogues/rules-signals/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const SIGNAL_MESSAGES = {
  threshold: (min: number, max: number) => englishText(en.threshold, { min, max }),
  noteRequired: plainText(en.noteRequired),
  madeAt: plainText(en.madeAt),
} as const;
