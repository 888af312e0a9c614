import { useCallback, useEffect, useState } from 'react';
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
 * In another language than English they are English until the domain's texts in it have come.
 */
export function useDomainText(): Translate {
  const locale = useLocale();
  const [, setArrived] = useState(0);
  const found = domainTexts(locale);
  useEffect(() => {
    if (typeof found === 'function') return;
    let waiting = true;
    found.then(
      () => waiting && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      waiting = false;
    };
  }, [found]);
  const translate = typeof found === 'function' ? found : undefined;
  return useCallback((english: string) => (translate ? translate(english) : english), [translate]);
}

/** Loads the domain's texts in a language (the language gate waits for it). */
export function loadDomainTexts(locale: Locale): Promise<unknown> | undefined {
  const found = domainTexts(locale);
  return typeof found === 'function' ? undefined : found;
}

/** Outside React, in a language whose texts have loaded; English text as it is otherwise. */
export function translateDomainText(english: string, locale: Locale): string {
  return loaded.get(locale)?.(english) ?? english;
}
