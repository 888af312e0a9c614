import { use, type ReactNode } from 'react';
import { catalogueChain, type Locale } from '#domain/i18n/locales';
import { loadDomainTexts } from './domain-text';
import { languageFileNow, loadLanguageFile } from './language-files';
import { useLocale } from './locale';

const waits = new Map<Locale, Promise<unknown>>();

/** What the screens need before they draw in `locale`, or undefined when it is all here. */
function pending(locale: Locale): Promise<unknown> | undefined {
  const files = catalogueChain(locale).filter((file) => file !== 'en');
  const missing = files.filter((file) => languageFileNow(file) === undefined);
  const domain = loadDomainTexts(locale);
  if (missing.length === 0 && !domain) return undefined;
  let wait = waits.get(locale);
  if (!wait) {
    wait = Promise.all([...missing.map(loadLanguageFile), domain]);
    // Could not download (offline): the screens show English rather than nothing.
    wait = wait.catch(() => undefined).finally(() => waits.delete(locale));
    waits.set(locale, wait);
  }
  return wait;
}

/**
 * Holds the screens until the person's language file has come, so they draw in it at once
 * (the loading spinner shows meanwhile); English has nothing to wait for.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const wait = pending(locale);
  if (wait) use(wait);
  return children;
}
