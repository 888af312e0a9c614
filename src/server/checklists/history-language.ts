import type { ChecklistEvent } from '#domain/checklists/api';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import type { AppDeps } from '../deps';
import { serverCatalogues } from '../i18n/catalogues';
import { listItemTranslations } from './items-repository';

/**
 * A checklist's History in a language: each sentence was recorded in English from a catalogue
 * entry (rules-history) and is read back from the same entry in `locale`, an item named in the
 * words the checklist showed in that language. Sentences recorded before the catalogue existed
 * read the same way, being the same English.
 */
export async function historyIn<Event extends ChecklistEvent>(
  deps: AppDeps,
  checklistId: string,
  locale: Locale,
  events: readonly Event[],
): Promise<Event[]> {
  if (locale === SOURCE_LOCALE || events.length === 0) return [...events];
  const [catalogues, translations] = await Promise.all([
    serverCatalogues(),
    listItemTranslations(deps.db.kysely, checklistId, locale),
  ]);
  const i18n = catalogues.i18n(locale);
  return events.map((event) => {
    const known = catalogues.recogniser.recognise(event.summary);
    if (!known) return event;
    const shown = event.subject ? translations?.items[event.subject] : undefined;
    const values =
      shown && 'item' in known.values ? { ...known.values, item: shown.text } : known.values;
    return { ...event, summary: i18n._(known.key, values) };
  });
}
