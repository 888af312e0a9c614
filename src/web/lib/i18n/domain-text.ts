import { use, useCallback } from 'react';
import type { Locale } from '#domain/i18n/locales';
import { useLocale } from './locale';

type Translate = (english: string) => string;

const loaded = new Map<Locale, Translate>();
const loading = new Map<Locale, Promise<Translate>>();

/**
 * English needs nothing (the domain writes in it); another language loads the domain's texts in it
 * once.
 */
function domainTexts(locale: Locale): Translate | Promise<Translate> {
  if (locale.startsWith('en-')) return (english) => english;
  return loadFor(locale);
}

function loadFor(locale: Locale): Translate | Promise<Translate> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  let promise = loading.get(locale);
  if (!promise) {
    promise = import('./domain-text-index').then(async ({ domainTextsIn }) => {
      const translate = await domainTextsIn(locale);
      loaded.set(locale, translate);
      return translate;
    });
    // Could not download (offline): asked again next time.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Translates a text the domain's rules produced in English (a form's validation message from a
 * shared schema). Server errors need none of this: the server answers in the person's language.
 * A screen in another language than English waits once for the domain's texts in it.
 */
export function useDomainText(): Translate {
  const locale = useLocale();
  const found = domainTexts(locale);
  const translate = typeof found === 'function' ? found : use(found);
  return useCallback((english: string) => translate(english), [translate]);
}

/** Outside React, in a language whose texts have loaded; English text as it is otherwise. */
export function translateDomainText(english: string, locale: Locale): string {
  return loaded.get(locale)?.(english) ?? english;
}
