import { useState } from 'react';
import type { Section } from '#domain/sections';
import type { TemplateItem } from '#domain/templates/api';
import { moveTemplateItem, sortTemplateItems } from '#domain/templates/item-groups';

/** An item being edited: `key` names it on screen, `id` is the server's (absent when new). */
export interface EditorItem {
  key: string;
  id?: string;
  text: string;
  details: string | null;
  section: Section;
  subsection: string | null;
}

export type ItemFields = Omit<EditorItem, 'key' | 'id'>;

let counter = 0;
const newKey = () => `new-${Date.now()}-${(counter += 1)}`;

/** Items loaded from a template; `keepIds` false for a copy, which saves as new items. */
export function toEditorItems(items: readonly TemplateItem[], keepIds: boolean): EditorItem[] {
  return sortTemplateItems(items).map((item) => ({
    key: keepIds ? item.id : newKey(),
    ...(keepIds ? { id: item.id } : {}),
    text: item.text,
    details: item.details,
    section: item.section,
    subsection: item.subsection,
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
