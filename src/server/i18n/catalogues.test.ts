import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n/locales';
import { RULE_AREAS, serverCatalogues } from './catalogues';

describe('the server’s catalogues', () => {
  it('name every rules namespace there is', () => {
    const folders = readdirSync(resolve(import.meta.dirname, '../../domain/i18n/catalogues'))
      .filter((name) => name.startsWith('rules-'))
      .map((name) => name.slice('rules-'.length));
    expect([...RULE_AREAS].sort()).toEqual(folders.sort());
  });

  it('say each rules text in every shipped language, with its values', async () => {
    const catalogues = await serverCatalogues();
    const known = catalogues.recogniser.recognise('Store with number 0042 already exists');
    expect(known).toEqual({ key: 'rules-stores.duplicateNumber', values: { storeNumber: '0042' } });
    const texts = LOCALES.map((locale) =>
      catalogues.i18n(locale)._(known?.key ?? '', known?.values),
    );
    for (const text of texts) expect(text).toContain('0042');
    // Each language its own words (English twice: British and US).
    expect(new Set(texts).size).toBe(LOCALES.length - 1);
  });
});
