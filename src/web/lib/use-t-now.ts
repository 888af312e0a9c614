import { useEffect, useMemo, useState } from 'react';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import { namespaceReady } from './i18n/catalogue';
import {
  currentLocale,
  preloadNamespace,
  translator,
  useLocale,
  type Namespace,
  type Translate,
} from './i18n';

/** The person's language once the namespace has loaded in it; until then the source. */
function shownLocale(namespace: Namespace<string>, locale: Locale): Locale {
  if (namespaceReady(namespace, locale)) return locale;
  namespaceReady(namespace, SOURCE_LOCALE);
  return SOURCE_LOCALE;
}

/**
 * A namespace's texts without waiting for them, outside React: in English while the person's
 * language is still on its way (asked for here), in theirs once it has come.
 */
export function translatorNow<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const locale = currentLocale();
  const shown = shownLocale(namespace, locale);
  if (shown !== locale) preloadNamespace(namespace, locale).catch(() => undefined);
  return translator(namespace, shown);
}

/**
 * useT for what shows while other things load or after they failed (a spinner, the error
 * page, "could not reach the server"): it never waits, nor fails when the texts cannot be
 * downloaded. English meanwhile; it draws again in the person's language once that has come.
 */
export function useTNow<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  const [, setArrived] = useState(0);
  const shown = shownLocale(namespace, locale);
  useEffect(() => {
    if (shown === locale) return;
    let waiting = true;
    preloadNamespace(namespace, locale).then(
      () => waiting && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      waiting = false;
    };
  }, [namespace, locale, shown]);
  return useMemo(() => translator(namespace, shown), [namespace, shown]);
}
