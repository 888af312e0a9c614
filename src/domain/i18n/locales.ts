/**
 * The languages ShiftCheck ships, as BCP 47 tags. The source texts (SPEC.md's exact English) are
 * British English; every other language's catalogue translates them, US English only where it
 * spells or says a thing differently.
 */
export const LOCALES = ['en-GB', 'en-US', 'es', 'fr-CA', 'pl', 'pt-BR', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-GB';

/** The catalogue files a language reads, most specific first; the source catalogue is last. */
export function catalogueChain(locale: Locale): readonly string[] {
  if (locale === 'en-GB') return ['en'];
  return [locale, 'en'];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Right to left for Arabic; every other shipped language reads left to right. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** For a language with no exact match: the shipped variant a speaker of it reads best. */
const BY_LANGUAGE: Record<string, Locale> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr-CA',
  pl: 'pl',
  pt: 'pt-BR',
  zh: 'zh-CN',
  ar: 'ar',
};

/** Regions that write English the British way (the source); others get US English. */
const BRITISH_ENGLISH = new Set(['GB', 'UK', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG', 'HK', 'MT']);

/**
 * The first of a person's languages ShiftCheck ships (navigator.languages, or an
 * Accept-Language header's tags in order), or undefined when none is.
 */
export function negotiateLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const [language = '', region = ''] = tag.trim().split(/[-_]/);
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
    if (exact) return exact;
    const lower = language.toLowerCase();
    if (lower === 'en' && BRITISH_ENGLISH.has(region.toUpperCase())) return 'en-GB';
    const match = BY_LANGUAGE[lower];
    if (match) return match;
  }
  return undefined;
}

/** An Accept-Language header's tags, most wanted first ("*" and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
