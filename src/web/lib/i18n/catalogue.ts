import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { catalogueChain, type Locale } from '#domain/i18n/locales';

/** A catalogue file as the build hands it over: each message compiled from its ICU text. */
export type Catalogue = Messages;

/**
 * One namespace of texts: its English source (bundled with the code that uses it, so an English
 * page waits for nothing) and the other languages' files, each loaded the first time a person
 * reading that language opens a screen that needs it.
 */
export interface Namespace<Key extends string> {
  readonly name: string;
  readonly english: Readonly<Record<Key, unknown>> & Catalogue;
  /** The other catalogue files, by file name ('es', 'en-US'…); a missing file has no texts. */
  readonly files: Readonly<Record<string, () => Promise<Catalogue>>>;
}

/**
 * Names a namespace. `files` is an import.meta.glob of the namespace's folder, English left out
 * (it comes in with `english`):
 *   defineNamespace('daily', english, import.meta.glob<Catalogue>(['…/daily/*.json', '!…/en.json'], { import: 'default' }))
 */
export function defineNamespace<Key extends string>(
  name: string,
  english: Readonly<Record<Key, unknown>> & Catalogue,
  globbed: Readonly<Record<string, () => Promise<Catalogue>>>,
): Namespace<Key> {
  const files: Record<string, () => Promise<Catalogue>> = {};
  for (const [path, load] of Object.entries(globbed)) {
    const file = /([^/]+)\.json$/.exec(path)?.[1];
    if (file) files[file] = load;
  }
  return { name, english, files };
}

const instances = new Map<Locale, I18n>();

/** The one Lingui instance of a language; namespaces add their texts to it as they load. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [locale] });
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
    loading = Promise.all(files.map((file) => namespace.files[file]?.() ?? {})).then(
      (catalogues) => {
        const merged: Catalogue = { ...namespace.english };
        for (const catalogue of catalogues.toReversed()) Object.assign(merged, catalogue);
        i18nFor(locale).load(locale, prefixed(namespace.name, merged));
        ready.add(id);
      },
    );
    // A file that could not be downloaded (offline) is asked for again next time.
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
}

/** Whether a namespace's texts in a language are there already (English always is, once asked). */
export function namespaceReady(namespace: Namespace<string>, locale: Locale): boolean {
  const id = `${locale}:${namespace.name}`;
  if (ready.has(id)) return true;
  if (catalogueChain(locale).length === 1) {
    i18nFor(locale).load(locale, prefixed(namespace.name, namespace.english));
    ready.add(id);
    loaded.set(id, Promise.resolve());
    return true;
  }
  return false;
}
