import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogueChain, type Locale } from '#domain/i18n/locales';

const CATALOGUES = new URL('../../src/domain/i18n/catalogues/', import.meta.url);

function read(namespace: string, file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(new URL(`${namespace}/${file}.json`, CATALOGUES), 'utf8'),
    );
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** A text of the app as a person reading `locale` sees it, from the catalogues the app ships. */
export function text(
  locale: Locale,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const source = [...catalogueChain(locale)]
    .reverse()
    .reduce<Record<string, string>>(
      (messages, file) => ({ ...messages, ...read(namespace, file) }),
      {},
    );
  const message = source[key];
  if (message === undefined) throw new Error(`${namespace}.${key} is not in the catalogue`);
  const i18n = setupI18n({
    locale,
    locales: [locale],
    messages: { [locale]: { [key]: compileMessage(message) } },
  });
  return i18n._(key, values);
}
