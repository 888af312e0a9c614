import { LANGUAGE_NAMES } from '#domain/i18n/language-names';
import { LOCALES } from '#domain/i18n/locales';

/** The shipped languages as a select's options, each by its own name and marked in its language. */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    // Each in its own language and script, marked so, so a screen reader says it rightly.
    <option key={locale} value={locale} lang={locale}>
      {LANGUAGE_NAMES[locale]}
    </option>
  ));
}
