import { describe, expect, it } from 'vitest';
import { OPTIONAL_TRANSLATIONS, TRANSLATION_LOCALES, translationState } from '../translations';
import { DEFAULT_TEMPLATES } from '../default-templates';
import { DEFAULT_TRANSLATIONS, defaultItemTranslations } from './translations';

/** Every English text and details line the four default templates ship. */
const SOURCE_STRINGS = new Set(
  DEFAULT_TEMPLATES.flatMap((template) =>
    template.items.flatMap((item) => (item.details ? [item.text, item.details] : [item.text])),
  ),
);
const ITEMS = DEFAULT_TEMPLATES.flatMap((template) => template.items);

describe('the default templates’ shipped translations', () => {
  for (const locale of TRANSLATION_LOCALES) {
    const words = DEFAULT_TRANSLATIONS[locale];
    const keys = Object.keys(words);

    it(`${locale}: every key is a default item’s English, and none is left blank`, () => {
      expect(keys.filter((key) => !SOURCE_STRINGS.has(key))).toEqual([]);
      expect(keys.filter((key) => !words[key]?.trim())).toEqual([]);
    });

    if (OPTIONAL_TRANSLATIONS.has(locale)) {
      it(`${locale}: words only what it says differently, every temperature in °F`, () => {
        expect(keys.filter((key) => words[key] === key)).toEqual([]);
        const celsius = [...SOURCE_STRINGS].filter((text) => text.includes('°C'));
        expect(celsius.length).toBeGreaterThan(0);
        for (const text of celsius) {
          expect(words[text], text).toMatch(/°F/);
          expect(words[text], text).not.toMatch(/°C/);
        }
      });
    } else {
      it(`${locale}: translates every default item’s text and details`, () => {
        expect([...SOURCE_STRINGS].filter((text) => words[text] === undefined)).toEqual([]);
      });
    }
  }

  it('gives each default item translations that are current for its English', () => {
    for (const item of ITEMS) {
      const source = { text: item.text, details: item.details ?? null };
      const kept = defaultItemTranslations(item);
      for (const locale of TRANSLATION_LOCALES) {
        if (OPTIONAL_TRANSLATIONS.has(locale) && !kept[locale]) continue;
        expect(translationState(source, kept[locale]), `${locale}: ${item.text}`).toBe('current');
      }
    }
  });

  it('marks the readings and the ticks that state a temperature limit as critical, and only those', () => {
    const critical = ITEMS.filter((item) => item.critical);
    expect(critical.length).toBeGreaterThan(0);
    for (const item of ITEMS) {
      const limit = /°C/.test(`${item.text} ${item.details ?? ''}`);
      expect(Boolean(item.critical), item.text).toBe(item.kind === 'reading' || limit);
    }
  });
});
