import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { catalogueChain, type Locale } from '#domain/i18n/locales';
import { languageFileNow, loadLanguageFile, type LanguageFile } from './language-files';

/** A catalogue as the build hands it over: each message compiled from its ICU text. */
export type Catalogue = Messages;

/**
 * One namespace of texts: its English source, bundled with the code that uses it, so an English
 * page waits for nothing. Every other language comes as one file holding all its namespaces,
 * loaded the first time a person reading it opens the app.
 */
export interface Namespace<Key extends string> {
  readonly name: string;
  readonly english: Readonly<Record<Key, unknown>> & Catalogue;
}

/** Names a namespace: `defineNamespace('daily', english)`, english from its `en.json`. */
export function defineNamespace<Key extends string>(
  name: string,
  english: Readonly<Record<Key, unknown>> & Catalogue,
): Namespace<Key> {
  return { name, english };
}

const instances = new Map<Locale, I18n>();

/** The one Lingui instance of a language; namespaces add their texts to it as they load. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [locale], messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const loaded = new Map<string, Promise<void>>();
const ready = new Set<string>();

function prefixed(namespace: string, messages: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [key, message] of Object.entries(messages)) out[`${namespace}.${key}`] = message;
  return out;
}

/**
 * Loads a namespace's texts in a language: the English source first, each file of the
 * language's chain over it, so a text a translation lacks still reads in English (and the
 * catalogue test fails).
 */
export function loadNamespace(namespace: Namespace<string>, locale: Locale): Promise<void> {
  const id = `${locale}:${namespace.name}`;
  let loading = loaded.get(id);
  if (!loading) {
    const files = catalogueChain(locale).filter((file) => file !== 'en');
    loading = Promise.all(files.map(loadLanguageFile)).then((languages) =>
      install(namespace, locale, languages),
    );
    // A file that could not be downloaded (offline) is asked for again next time.
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
}

/** Gives a language's Lingui instance a namespace's texts: English under the language's files. */
function install(namespace: Namespace<string>, locale: Locale, languages: LanguageFile[]): void {
  const merged: Catalogue = { ...namespace.english };
  for (const language of languages.toReversed()) Object.assign(merged, language[namespace.name]);
  i18nFor(locale).load(locale, prefixed(namespace.name, merged));
  const id = `${locale}:${namespace.name}`;
  ready.add(id);
  if (!loaded.has(id)) loaded.set(id, Promise.resolve());
}

/**
 * Whether a namespace's texts in a language are there: English always is, another language once
 * its file has come (the language gate waits for it before any screen draws).
 */
export function namespaceReady(namespace: Namespace<string>, locale: Locale): boolean {
  if (ready.has(`${locale}:${namespace.name}`)) return true;
  const languages = catalogueChain(locale)
    .filter((file) => file !== 'en')
    .map(languageFileNow);
  if (!languages.every((language) => language !== undefined)) return false;
  install(
    namespace,
    locale,
    languages.filter((language) => language !== undefined),
  );
  return true;
}
