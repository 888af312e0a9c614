import type { Locale } from './locales';

/** Each language by its own name, as a person looks for it in a list. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  es: 'Español',
  'fr-CA': 'Français (Canada)',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
  ar: 'العربية',
};
