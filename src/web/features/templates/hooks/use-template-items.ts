import { useState } from 'react';
import type { Section } from '#domain/sections';
import type { TemplateItem } from '#domain/templates/api';
import { moveTemplateItem, sortTemplateItems } from '#domain/templates/item-groups';
import { readingOf, type ReadingInput } from '#domain/readings/spec';
import type { ChoiceOption, ItemKind, YesNo } from '#domain/answers/kinds';
import {
  OPTIONAL_TRANSLATIONS,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '#domain/templates/translations';

/**
 * An item's words in one language as the editor holds them. `stale`: the English changed after
 * they were written; `checked`: the person wrote or confirmed them against the English as it is
 * now (sent as upToDate, so the server records them as current).
 */
export interface EditorTranslation {
  text: string;
  details: string | null;
  /** A choice item's options in the language, in their order ('' where one has none). */
  options?: string[];
  stale: boolean;
  checked?: boolean;
}

export type EditorTranslations = Partial<Record<TranslationLocale, EditorTranslation>>;

/** An item being edited: `key` names it on screen, `id` is the server's (absent when new). */
export interface EditorItem {
  key: string;
  id?: string;
  text: string;
  details: string | null;
  section: Section;
  subsection: string | null;
  critical: boolean;
  /** What it takes: a tick, a reading, yes/no, a choice or text. */
  kind: ItemKind;
  /** A reading's measure and limits as the editor wrote them (null: not a reading), see readingOf. */
  reading: ReadingInput | null;
  /** A yes/no item's failing answer, a choice item's options; null for the other kinds. */
  failsOn: YesNo | null;
  choices: ChoiceOption[] | null;
  naAllowed: boolean;
  photoOnFail: boolean;
  translations: EditorTranslations;
}

export type ItemFields = Omit<EditorItem, 'key' | 'id'>;

export function translationStateOf(
  translations: EditorTranslations,
  locale: TranslationLocale,
): TranslationState {
  const translation = translations[locale];
  if (!translation) return 'missing';
  return translation.stale ? 'stale' : 'current';
}

/** How many of an item's languages need updating, and how many have none (US English optional). */
export function translationGaps(translations: EditorTranslations) {
  let stale = 0;
  let missing = 0;
  for (const locale of TRANSLATION_LOCALES) {
    const state = translationStateOf(translations, locale);
    if (state === 'stale') stale += 1;
    else if (state === 'missing' && !OPTIONAL_TRANSLATIONS.has(locale)) missing += 1;
  }
  return { stale, missing };
}

/** The body's translations: the words, and upToDate where the person checked them. */
export function translationsBody(translations: EditorTranslations) {
  const body: Partial<
    Record<
      TranslationLocale,
      { text: string; details: string | null; options?: string[]; upToDate?: true }
    >
  > = {};
  for (const locale of TRANSLATION_LOCALES) {
    const translation = translations[locale];
    if (!translation) continue;
    body[locale] = {
      text: translation.text,
      details: translation.details,
      ...(translation.options ? { options: translation.options } : {}),
      ...(translation.checked ? { upToDate: true as const } : {}),
    };
  }
  return body;
}

let counter = 0;
const newKey = () => `new-${Date.now()}-${(counter += 1)}`;

/** A copy's translations: the current ones (a copy starts from what still says the English). */
function copiedTranslations(translations: TemplateItem['translations']): EditorTranslations {
  const copied: EditorTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const translation = translations[locale];
    if (translation && !translation.stale) copied[locale] = translation;
  }
  return copied;
}

/** Items loaded from a template; `keepIds` false for a copy, which saves as new items. */
export function toEditorItems(items: readonly TemplateItem[], keepIds: boolean): EditorItem[] {
  return sortTemplateItems(items).map((item) => ({
    key: keepIds ? item.id : newKey(),
    ...(keepIds ? { id: item.id } : {}),
    text: item.text,
    details: item.details,
    section: item.section,
    subsection: item.subsection,
    critical: item.critical,
    kind: item.kind,
    reading: item.measure ? readingOf(item.measure) : null,
    failsOn: item.failsOn,
    choices: item.choices,
    naAllowed: item.naAllowed,
    photoOnFail: item.photoOnFail,
    translations: keepIds ? { ...item.translations } : copiedTranslations(item.translations),
  }));
}

/** The template form's items, always in the grouped order the screen shows. */
export function useTemplateItems(initial: EditorItem[]) {
  const [items, setItems] = useState(initial);
  return {
    items,
    add: (fields: ItemFields) =>
      setItems((list) => sortTemplateItems([...list, { ...fields, key: newKey() }])),
    update: (key: string, fields: ItemFields) =>
      setItems((list) =>
        sortTemplateItems(list.map((item) => (item.key === key ? { ...item, ...fields } : item))),
      ),
    remove: (key: string) => setItems((list) => list.filter((item) => item.key !== key)),
    move: (key: string, direction: -1 | 1) =>
      setItems((list) =>
        moveTemplateItem(
          list,
          list.findIndex((item) => item.key === key),
          direction,
        ),
      ),
    replaceAll: (next: EditorItem[]) => setItems(next),
  };
}

export type TemplateItemsState = ReturnType<typeof useTemplateItems>;
