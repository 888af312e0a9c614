import type { Messages } from '@lingui/core';

/** Every namespace's texts in one language, compiled: what a language file holds. */
export type LanguageFile = Readonly<Record<string, Messages>>;

// One file per language (vite.config.ts builds each from the catalogues), so a person reading
// Spanish downloads Spanish once, whichever screens they open.
const FILES: Readonly<Record<string, () => Promise<{ default: LanguageFile }>>> = {
  'en-US': () => import('virtual:shiftcheck-language/en-US'),
  es: () => import('virtual:shiftcheck-language/es'),
  'fr-CA': () => import('virtual:shiftcheck-language/fr-CA'),
  pl: () => import('virtual:shiftcheck-language/pl'),
  'pt-BR': () => import('virtual:shiftcheck-language/pt-BR'),
  'zh-CN': () => import('virtual:shiftcheck-language/zh-CN'),
  ar: () => import('virtual:shiftcheck-language/ar'),
};

const loading = new Map<string, Promise<LanguageFile>>();

/** A language file ('es', 'en-US'…); one the app does not have holds no texts. */
export function loadLanguageFile(file: string): Promise<LanguageFile> {
  let promise = loading.get(file);
  if (!promise) {
    const load = FILES[file];
    promise = load ? load().then((module) => module.default) : Promise.resolve({});
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}

/** The English rule texts (validation and error messages), for recognising one in another language. */
export async function loadEnglishRules(): Promise<LanguageFile> {
  return (await import('virtual:shiftcheck-language/en-rules')).default;
}
