import { setupI18n, type Messages } from '@lingui/core';
import { catalogueChain, type Locale } from '#domain/i18n/locales';
import { recogniserOf } from '#domain/i18n/recognise';
import { loadEnglishRules, loadLanguageFile } from './language-files';

// Loaded only for a person reading another language than English: which rules entry wrote an
// English text, and that entry in their language.

/** The domain's English texts in `locale`, once its files have come. */
export async function domainTextsIn(locale: Locale): Promise<(english: string) => string> {
  const files = catalogueChain(locale).filter((file) => file !== 'en');
  const [english, ...languages] = await Promise.all([
    loadEnglishRules(),
    ...files.map(loadLanguageFile),
  ]);
  const recogniser = recogniserOf(new Map(Object.entries(english)));
  const messages: Messages = {};
  // English first, the most specific file last over the others.
  for (const file of [english, ...languages.toReversed()]) {
    for (const [namespace, entries] of Object.entries(file)) {
      if (!namespace.startsWith('rules-')) continue;
      for (const [key, entry] of Object.entries(entries)) messages[`${namespace}.${key}`] = entry;
    }
  }
  const i18n = setupI18n({ locale, locales: [locale], messages: { [locale]: messages } });
  return (text) => {
    const known = recogniser.recognise(text);
    return known ? i18n._(known.key, known.values) : text;
  };
}
