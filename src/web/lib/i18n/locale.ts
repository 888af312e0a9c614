import { useSyncExternalStore } from 'react';
import { setRequestLanguage } from '../api-client';
import {
  isLocale,
  negotiateLocale,
  SOURCE_LOCALE,
  textDirection,
  type Locale,
} from '#domain/i18n/locales';

/** The language this browser showed last, so the next visit starts in it before sign-in. */
export const LOCALE_STORAGE_KEY = 'locale';

function storedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's own languages, the first ShiftCheck ships. */
export function browserLocale(): Locale | undefined {
  return negotiateLocale(
    navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );
}

let current: Locale = storedLocale() ?? browserLocale() ?? SOURCE_LOCALE;
const listeners = new Set<() => void>();

function markDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  setRequestLanguage(locale);
}
markDocument(current);

/** Shows the app in `locale` from now on, and remembers it for the next visit. */
export function applyLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  markDocument(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the next visit starts from the browser's language again.
  }
  for (const listener of listeners) listener();
}

export function currentLocale(): Locale {
  return current;
}

/** The store's clock for its people ('h12' or 'h23'); undefined leaves it to the language. */
let hourCycle: 'h12' | 'h23' | undefined;

export function applyHourCycle(next: typeof hourCycle): void {
  if (next !== hourCycle) {
    hourCycle = next;
    for (const listener of listeners) listener();
  }
}

export const currentHourCycle = () => hourCycle;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale);
}

export const useHourCycle = () => useSyncExternalStore(subscribe, currentHourCycle);

/**
 * A signed-in person's language: their own choice in Profile; else their browser's language
 * when ShiftCheck ships it; else their store's.
 */
export function localeOf(person: { locale: Locale | null; storeLocale: Locale | null }): Locale {
  return person.locale ?? browserLocale() ?? person.storeLocale ?? SOURCE_LOCALE;
}
