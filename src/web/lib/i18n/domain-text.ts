import { useCallback } from 'react';
import { useLocale } from './locale';

/**
 * Translates a text the domain's rules produced in English (a form's validation message from a
 * shared schema). Server errors need none of this: the server answers in the person's language.
 */
export function useDomainText(): (english: string) => string {
  const locale = useLocale();
  return useCallback((english: string) => translateDomainText(english, locale), [locale]);
}

let translate: (english: string, locale: string) => string = (english) => english;

export function translateDomainText(english: string, locale: string): string {
  return translate(english, locale);
}

/** Installed by the domain catalogues' loader. */
export function setDomainTextTranslator(next: (english: string, locale: string) => string): void {
  translate = next;
}
