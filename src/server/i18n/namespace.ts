import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isCatalogueEntry } from '#domain/i18n/english';
import { catalogueChain, type Locale } from '#domain/i18n/locales';

/** A catalogue file as its JSON import reads: text by key. */
export type CatalogueFile = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/** A namespace's texts in one language: `t('pageOf', { page: 2, pages: 5 })`. */
export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  readonly locale: Locale;
}

function compiled(catalogue: CatalogueFile | undefined): Messages {
  const out: Messages = {};
  for (const [key, text] of Object.entries(catalogue ?? {})) {
    const entry = compileMessage(text);
    if (isCatalogueEntry(entry)) out[key] = entry;
  }
  return out;
}

/**
 * A catalogue namespace the server writes from (PDFs, CSV headings, e-mails), given its files
 * as the importing module reads them, so the build bundles exactly those. Each language reads
 * its own file over the English source (a missing text reads in English, and the catalogue test
 * fails); each is compiled the first time a document or message in it is made.
 */
export function serverNamespace<Key extends string>(
  english: Readonly<Record<Key, string>>,
  translations: Readonly<Record<string, CatalogueFile | undefined>>,
): (locale: Locale) => Translate<Key> {
  const made = new Map<Locale, Translate<Key>>();
  return (locale) => {
    const known = made.get(locale);
    if (known) return known;
    const messages: Messages = compiled(english);
    for (const file of catalogueChain(locale).toReversed()) {
      if (file !== 'en') Object.assign(messages, compiled(translations[file]));
    }
    const i18n: I18n = setupI18n({ locale, locales: [locale], messages: { [locale]: messages } });
    const t = Object.assign((key: Key, values?: MessageValues) => i18n._(key, values), { locale });
    made.set(locale, t);
    return t;
  };
}
