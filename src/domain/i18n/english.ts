import { setupI18n, type I18n, type Messages } from '@lingui/core';

type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];
import { SOURCE_LOCALE } from './locales';

// The domain's rules say what went wrong in English, the source language (a schema's message, an
// error's text); the server answers in the request's language from the same catalogue entry,
// and the web translates what its own copy of a schema said. The catalogue entry reaches the web
// compiled by the build and the server as ICU text, compiled where it is first used.

let english: I18n | undefined;

function i18n(): I18n {
  english ??= setupI18n({
    locale: SOURCE_LOCALE,
    locales: [SOURCE_LOCALE],
    messages: { [SOURCE_LOCALE]: {} },
  });
  return english;
}

/** Lets the server compile ICU texts as it reads them (the web's arrive compiled). */
export function compileEnglishWith(compiler: MessageCompiler): void {
  i18n().setMessagesCompiler(compiler);
}

/**
 * A catalogue entry that has no placeholder, as the text it is: 'Store name is required'. Throws
 * for an entry that needs values (use `englishText` with them).
 */
export function plainText(message: unknown): string {
  if (typeof message === 'string') {
    if (/[{}]/.test(message.replace(/'[{}]'/g, ''))) {
      throw new Error(`"${message}" has placeholders: format it with englishText`);
    }
    return message.replace(/'([{}])'/g, '$1').replace(/''/g, "'");
  }
  if (Array.isArray(message) && message.every((part) => typeof part === 'string')) {
    return message.join('');
  }
  throw new Error('A catalogue entry with placeholders: format it with englishText');
}

/** What a catalogue file holds for one entry: ICU text, or its compiled parts. */
export function isCatalogueEntry(message: unknown): message is Messages[string] {
  return typeof message === 'string' || Array.isArray(message);
}

/** A catalogue entry in English with its values: 'Store with number 12 already exists'. */
export function englishText(
  message: unknown,
  values: Readonly<Record<string, string | number>>,
): string {
  if (!isCatalogueEntry(message)) throw new Error('Not a catalogue entry');
  const id = '\u0000';
  i18n().load(SOURCE_LOCALE, { [id]: message });
  return i18n()._(id, values);
}
