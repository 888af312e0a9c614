import { useEffect, useMemo, useState } from 'react';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import { i18nFor, loadNamespace, namespaceReady, type Namespace } from './catalogue';
import { useLocale } from './locale';

/** An ICU message's values: numbers and texts, dates for {when, date} and {when, time}. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** Translates outside React (a toast, a document title) in a language already loaded. */
export function translator<Key extends string>(
  namespace: Namespace<Key>,
  locale: Locale,
): Translate<Key> {
  const i18n = i18nFor(locale);
  return (key, values) => i18n._(`${namespace.name}.${key}`, values);
}

/**
 * The texts of a namespace in the person's language: `t('title')`, `t('items', { count })`.
 * The language gate (LanguageGate) holds the screens until the person's language file has come,
 * so they draw in it at once; without it (a language changed this moment) a screen shows English
 * and draws again when its texts arrive. It never waits, so it never suspends a screen.
 */
export function useT<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  const [, setArrived] = useState(0);
  const shown = namespaceReady(namespace, locale) ? locale : SOURCE_LOCALE;
  useEffect(() => {
    if (shown === locale) return;
    let waiting = true;
    loadNamespace(namespace, locale).then(
      () => waiting && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      waiting = false;
    };
  }, [namespace, locale, shown]);
  return useMemo(() => {
    namespaceReady(namespace, shown);
    return translator(namespace, shown);
  }, [namespace, shown]);
}

/** Loads a namespace ahead, as a screen's code is loaded, so the screen does not wait twice. */
export function preloadNamespace(namespace: Namespace<string>, locale: Locale): Promise<void> {
  if (namespaceReady(namespace, locale)) return Promise.resolve();
  return loadNamespace(namespace, locale);
}
