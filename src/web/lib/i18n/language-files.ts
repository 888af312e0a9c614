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
const loaded = new Map<string, LanguageFile>();

function load(file: string, from: () => Promise<{ default: LanguageFile }>): Promise<LanguageFile> {
  let promise = loading.get(file);
  if (!promise) {
    promise = from().then((module) => {
      loaded.set(file, module.default);
      return module.default;
    });
    // Could not download (offline): asked for again next time.
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}

/** A language file ('es', 'en-US'…); one the app does not have holds no texts. */
export function loadLanguageFile(file: string): Promise<LanguageFile> {
  return load(file, FILES[file] ?? (() => Promise.resolve({ default: {} })));
}

/** The English rule texts (validation and error messages), for recognising one in another language. */
export function loadEnglishRules(): Promise<LanguageFile> {
  return load('en-rules', () => import('virtual:shiftcheck-language/en-rules'));
}

/** A language file already here, or undefined while it has not come. */
export function languageFileNow(file: string): LanguageFile | undefined {
  return FILES[file] || file === 'en-rules' ? loaded.get(file) : {};
}
