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
  /** A choice item's options in the language, in the options' order ('' where one has none). */
  options?: string[];
}

/** An item as its translations are judged against: its English, its options' labels. */
export interface SourceItem {
  text: string;
  details: string | null;
  choices?: readonly { label: string }[] | null;
}

/** A translation as a template keeps it: its words and the English they were written from. */
export interface KeptTranslation extends ItemText {
  sourceText: string;
  sourceDetails: string | null;
  /** The options' labels the options' words were written from. */
  sourceOptions?: string[];
}

export type KeptTranslations = Partial<Record<TranslationLocale, KeptTranslation>>;

/** A checklist's frozen copy: each language's words as the crew was shown them. */
export type ShownTranslations = Partial<Record<TranslationLocale, ItemText>>;

export type TranslationState = 'current' | 'stale' | 'missing';

/** Whether two lists of words are the same words in the same order (none: an empty list). */
export function sameWords(a: readonly string[] = [], b: readonly string[] = []): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/**
 * Whether a kept translation still says what the item's English says: its text and details, and
 * its options' words where it has them (options reworded, added or taken away since).
 */
export function isStale(source: SourceItem, kept: KeptTranslation): boolean {
  if (kept.sourceText !== source.text || kept.sourceDetails !== source.details) return true;
  if (kept.options === undefined) return false;
  const labels = (source.choices ?? []).map((option) => option.label);
  return !sameWords(kept.sourceOptions, labels);
}

export function translationState(
  source: SourceItem,
  kept: KeptTranslation | undefined,
): TranslationState {
  if (!kept) return 'missing';
  return isStale(source, kept) ? 'stale' : 'current';
}

/** The translations a new checklist copies: the current ones; a stale one would mislead. */
export function currentTranslations(source: SourceItem, kept: KeptTranslations): ShownTranslations {
  const shown: ShownTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const translation = kept[locale];
    if (translation && !isStale(source, translation)) shown[locale] = wordsOf(translation);
  }
  return shown;
}

/** A translation's words, without the English they were written from. */
export function wordsOf({ text, details, options }: ItemText): ItemText {
  return options === undefined ? { text, details } : { text, details, options };
}

const wordList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((word) => typeof word === 'string') ? value : undefined;

/**
 * A choice's option in the reader's words: the word its translation gives the option's place,
 * else the option's own label (also for a value that is no option).
 */
export function optionWords(
  choices: readonly { label: string }[] | null | undefined,
  words: readonly string[] | undefined,
  value: string,
): string {
  const place = (choices ?? []).findIndex((option) => option.label === value);
  return (place >= 0 && words?.[place]) || value;
}

/** The options' words given, or none when every one is blank (the English options are shown). */
export function givenOptions(words: readonly string[] | undefined): string[] | undefined {
  return words?.some((word) => word.trim() !== '') ? words.map((word) => word.trim()) : undefined;
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
    const options = wordList(entry.options);
    kept[locale] = {
      text: entry.text,
      details: textOrNull(entry.details),
      sourceText: typeof entry.sourceText === 'string' ? entry.sourceText : '',
      sourceDetails: textOrNull(entry.sourceDetails),
      ...(options ? { options, sourceOptions: wordList(entry.sourceOptions) ?? [] } : {}),
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
    const options = wordList(entry.options);
    shown[locale] = wordsOf({ text: entry.text, details: textOrNull(entry.details), options });
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
