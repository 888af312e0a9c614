import { DEFAULT_TEMPLATES, defaultItemRules } from '#domain/templates/default-templates';
import { defaultItemTranslations } from '#domain/templates/default/translations';

import type { AppDeps } from '../deps';
import { insertTemplateIfAbsent } from './repository';

/**
 * SPEC §4 "Seeding default templates": only the missing ones among the four are created, so
 * edits to an existing default survive every restart. Safe to run from several instances at once.
 * Answers the defaults this run created.
 */
export async function seedDefaultTemplates(
  deps: AppDeps,
): Promise<{ id: string; title: string }[]> {
  const created: { id: string; title: string }[] = [];
  const now = deps.clock.now().toISOString();
  for (const template of DEFAULT_TEMPLATES) {
    const result = await insertTemplateIfAbsent(deps.db.kysely, {
      id: template.id,
      title: template.title,
      category: template.category,
      storeId: null,
      createdBy: null,
      now,
      items: template.items.map((item) => ({
        section: item.section,
        subsection: item.subsection,
        text: item.text,
        details: item.details ?? null,
        critical: item.critical === true,
        ...defaultItemRules(item),
        translations: defaultItemTranslations(item),
      })),
    });
    if (result.inserted) created.push({ id: result.id, title: template.title });
  }
  return created;
}
