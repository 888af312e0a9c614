import { use, type ReactNode } from 'react';
import { catalogueChain, type Locale } from '#domain/i18n/locales';
import { loadDomainTexts } from './domain-text';
import { languageFileNow, loadLanguageFile } from './language-files';
import { useLocale } from './locale';

const waits = new Map<Locale, Promise<unknown>>();
/** Waits that are over: the screens draw, in English if the file has still not come. */
const settled = new WeakSet<Promise<unknown>>();

/** The longest the screens wait for a language's file before they draw in English meanwhile. */
const WAIT_MS = 3_000;

/**
 * What the screens need before they draw in `locale`, or undefined when it is all here. English
 * waits for nothing: US English's few words of its own follow when they come.
 */
function pending(locale: Locale): Promise<unknown> | undefined {
  if (locale.startsWith('en-')) return undefined;
  const files = catalogueChain(locale).filter((file) => file !== 'en');
  const missing = files.filter((file) => languageFileNow(file) === undefined);
  const domain = loadDomainTexts(locale);
  if (missing.length === 0 && !domain) return undefined;
  const known = waits.get(locale);
  if (known) return settled.has(known) ? undefined : known;
  // Not downloaded in time (a network that hangs) or at all (offline, nothing kept): the screens
  // draw in English rather than not at all, and in their language once it comes.
  const wait: Promise<unknown> = Promise.race([
    Promise.all([...missing.map(loadLanguageFile), domain]),
    new Promise((resolve) => setTimeout(resolve, WAIT_MS)),
  ])
    .catch(() => undefined)
    .finally(() => settled.add(wait));
  waits.set(locale, wait);
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
