// A template item's text in each shipped language: what it says, and the English it was written
// from, so a change to the English marks the translation stale instead of leaving it to say
// something else (docs/decisions/042).
import { LOCALES, SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';

/** The languages an item can be translated into: every shipped one but the source. */
export type TranslationLocale = Exclude<Locale, 'en-GB'>;
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is TranslationLocale => locale !== SOURCE_LOCALE,
);

/**
 * US English reads the British source where it has no wording of its own, so a missing US
 * translation is not a gap to flag.
 */
export const OPTIONAL_TRANSLATIONS: ReadonlySet<TranslationLocale> = new Set(['en-US']);

/** A variant of the source language (US English): its words reword the source, never replace it. */
export const isSourceVariant = (locale: string): boolean =>
  [...OPTIONAL_TRANSLATIONS].some((optional) => optional === locale);

export interface ItemText {
  text: string;
  details: string | null;
}

/** A translation as a template keeps it: its words and the English they were written from. */
export interface KeptTranslation extends ItemText {
  sourceText: string;
  sourceDetails: string | null;
}

export type KeptTranslations = Partial<Record<TranslationLocale, KeptTranslation>>;

/** A checklist's frozen copy: each language's words as the crew was shown them. */
export type ShownTranslations = Partial<Record<TranslationLocale, ItemText>>;

export type TranslationState = 'current' | 'stale' | 'missing';

/** Whether a kept translation still says what the item's English says. */
export function isStale(source: ItemText, kept: KeptTranslation): boolean {
  return kept.sourceText !== source.text || kept.sourceDetails !== source.details;
}

export function translationState(
  source: ItemText,
  kept: KeptTranslation | undefined,
): TranslationState {
  if (!kept) return 'missing';
  return isStale(source, kept) ? 'stale' : 'current';
}

/** The translations a new checklist copies: the current ones; a stale one would mislead. */
export function currentTranslations(source: ItemText, kept: KeptTranslations): ShownTranslations {
  const shown: ShownTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const translation = kept[locale];
    if (translation && !isStale(source, translation)) {
      shown[locale] = { text: translation.text, details: translation.details };
    }
  }
  return shown;
}

function isItemText(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'text' in value;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Reads a stored JSON column; anything that is not a shipped language's entry is left out. */
export function parseKeptTranslations(json: string): KeptTranslations {
  const kept: KeptTranslations = {};
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null) return kept;
  for (const locale of TRANSLATION_LOCALES) {
    const entry: unknown = Reflect.get(data, locale);
    if (!isItemText(entry) || typeof entry.text !== 'string') continue;
    kept[locale] = {
      text: entry.text,
      details: textOrNull(entry.details),
      sourceText: typeof entry.sourceText === 'string' ? entry.sourceText : '',
      sourceDetails: textOrNull(entry.sourceDetails),
    };
  }
  return kept;
}

export function parseShownTranslations(json: string): ShownTranslations {
  const shown: ShownTranslations = {};
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null) return shown;
  for (const locale of TRANSLATION_LOCALES) {
    const entry: unknown = Reflect.get(data, locale);
    if (!isItemText(entry) || typeof entry.text !== 'string') continue;
    shown[locale] = { text: entry.text, details: textOrNull(entry.details) };
  }
  return shown;
}

/**
 * The words a reader of `locale` is shown: that language's, else (US English) the source's; null
 * when the reader reads the source.
 */
export function translationFor(
  shown: ShownTranslations,
  locale: Locale,
): (ItemText & { locale: TranslationLocale }) | null {
  if (locale === 'en-GB') return null;
  const translation = shown[locale];
  return translation ? { locale, ...translation } : null;
}
