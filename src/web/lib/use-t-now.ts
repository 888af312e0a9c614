import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import { namespaceReady } from './i18n/catalogue';
import {
  currentLocale,
  preloadNamespace,
  translator,
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
