import { use, useMemo } from 'react';
import type { Locale } from '#domain/i18n/locales';
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
 * A screen whose language's file has not arrived yet waits for it (the route's loading
 * spinner shows meanwhile); English never waits.
 */
export function useT<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  if (!namespaceReady(namespace, locale)) use(loadNamespace(namespace, locale));
  return useMemo(() => translator(namespace, locale), [namespace, locale]);
}

/** Loads a namespace ahead, as a screen's code is loaded, so the screen does not wait twice. */
export function preloadNamespace(namespace: Namespace<string>, locale: Locale): Promise<void> {
  if (namespaceReady(namespace, locale)) return Promise.resolve();
  return loadNamespace(namespace, locale);
}
