import { describe, expect, it } from 'vitest';
import {
  currentTranslations,
  givenOptions,
  isStale,
  parseKeptTranslations,
  parseShownTranslations,
  type KeptTranslation,
} from './translations';

const item = {
  text: 'Floor by the fryers',
  details: null,
  choices: [{ label: 'Clean' }, { label: 'Needs mopping' }],
};

const spanish: KeptTranslation = {
  text: 'Suelo junto a las freidoras',
  details: null,
  sourceText: item.text,
  sourceDetails: null,
  options: ['Limpio', 'Hay que fregar'],
  sourceOptions: ['Clean', 'Needs mopping'],
};

describe("a choice item's options in another language", () => {
  it('stay current while the English options are the ones they were written from', () => {
    expect(isStale(item, spanish)).toBe(false);
  });

  it('go stale when an option is reworded, added or taken away', () => {
    const reworded = { ...item, choices: [{ label: 'Clean' }, { label: 'Wet' }] };
    const added = { ...item, choices: [...item.choices, { label: 'Blocked' }] };
    const removed = { ...item, choices: [{ label: 'Clean' }] };
    for (const changed of [reworded, added, removed]) expect(isStale(changed, spanish)).toBe(true);
  });

  it('leave a translation written without them current: the English options are shown', () => {
    const { options: _options, sourceOptions: _source, ...wordsOnly } = spanish;
    expect(isStale({ ...item, choices: [{ label: 'Wet' }, { label: 'Dry' }] }, wordsOnly)).toBe(
      false,
    );
  });

  it('are copied to a new checklist with the words, and not when stale', () => {
    expect(currentTranslations(item, { es: spanish })).toEqual({
      es: { text: spanish.text, details: null, options: ['Limpio', 'Hay que fregar'] },
    });
    expect(currentTranslations({ ...item, choices: [{ label: 'Wet' }] }, { es: spanish })).toEqual(
      {},
    );
  });

  it('are read back from the stored JSON, and a list that is not words is left out', () => {
    expect(parseKeptTranslations(JSON.stringify({ es: spanish }))).toEqual({ es: spanish });
    const broken = JSON.stringify({ es: { text: 'Suelo', details: null, options: [1, 2] } });
    expect(parseShownTranslations(broken)).toEqual({ es: { text: 'Suelo', details: null } });
  });

  it('are kept only when at least one is written, each trimmed', () => {
    expect(givenOptions(['', '  '])).toBeUndefined();
    expect(givenOptions(undefined)).toBeUndefined();
    expect(givenOptions([' Limpio ', ''])).toEqual(['Limpio', '']);
  });
});
