// A control's name holds the words it shows (WCAG 2.5.3, axe's label-content-name-mismatch):
// where a name is its own catalogue entry beside the visible one, each language's name must
// still contain what the control shows, for every plural form.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueChain, LOCALES, type Locale } from './locales';

const CATALOGUES = resolve(import.meta.dirname, 'catalogues');

function entry(namespace: string, locale: Locale, key: string): string {
  for (const file of catalogueChain(locale)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(CATALOGUES, namespace, `${file}.json`), 'utf8'));
    } catch {
      continue;
    }
    const text: unknown = Reflect.get(Object(parsed), key);
    if (typeof text === 'string') return text;
  }
  throw new Error(`${namespace}/${key} has no text for ${locale}`);
}

function say(namespace: string, locale: Locale, key: string, values: Record<string, number>) {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: { [key]: compileMessage(entry(namespace, locale, key)) } },
  });
  return i18n._(key, values);
}

const COUNTS = [1, 2, 3, 5, 11, 100];

describe.each(LOCALES)('in %s, a name holds what its control shows', (locale) => {
  it('a week cell with open issues', () => {
    for (const count of COUNTS) {
      const shown = say('weekly', locale, 'openIssues', { count });
      expect(say('weekly', locale, 'cellOpenIssues', { count })).toContain(shown);
    }
  });

  it('the bell with unread notifications shows their number', () => {
    for (const count of COUNTS.filter((n) => n <= 99)) {
      const shown = new Intl.NumberFormat(locale).format(count);
      expect(say('notifications', locale, 'bellUnread', { count })).toContain(shown);
    }
  });
});
