import type { ReactElement } from 'react';
import type { ChecklistDetail, ChecklistItem, ChecklistTranslations } from '#domain/checklists/api';
import { OTHER_SUBSECTION, type Section } from '#domain/sections';
import { isSourceVariant } from '#domain/templates/translations';
import { Card } from '#web/components/ui/card';
import { useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { useDrawnParts } from '../hooks/use-drawn-parts';
import { checklistMessages } from '../messages';
import { ItemRow, type ItemRowProps } from './item-row';

interface Group {
  subsection: string;
  items: ChecklistItem[];
}

/** Subsections in the order their first item appears; items without one go under 'Other'. */
export function groupBySubsection(items: readonly ChecklistItem[]): Group[] {
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    const name = item.subsection?.trim() || OTHER_SUBSECTION;
    const list = groups.get(name) ?? [];
    list.push(item);
    groups.set(name, list);
  }
  return [...groups].map(([subsection, list]) => ({ subsection, items: list }));
}

/**
 * A section's items by subsection, one card each, with `before` and `after`. `shown` says the
 * section is on screen; useDrawnParts decides how many cards draw now and how many one per task.
 */
export function SectionItems({
  section,
  items,
  shown,
  before = [],
  after = [],
  translations,
  actions,
  deliveryService,
  ...rowProps
}: {
  section: Section;
  items: readonly ChecklistItem[];
  /** The items in the reader's language, by id. */
  translations: ChecklistTranslations | null;
  /** Each failure's corrective action, by item id. */
  actions: ChecklistDetail['actions'];
  /** The store's delivery service, named in the Travel Path's front-counter subsection. */
  deliveryService: string | null;
  shown: boolean;
  /** Cards that come before and after the items, drawn with them (each with its own key). */
  before?: readonly ReactElement[];
  after?: readonly ReactElement[];
} & Omit<ItemRowProps, 'item' | 'action' | 'translation' | 'showOriginal'>) {
  const t = useT(checklistMessages);
  // US English rewords the British source: no original to offer beside it.
  const showOriginal = translations !== null && !isSourceVariant(translations.locale);
  const itemLabels = useItemLabels();
  const groups = groupBySubsection(items.filter((item) => item.section === section));
  const parts: ReactElement[] = [
    ...before,
    ...(groups.length === 0
      ? [
          <Card key="no-items" className="p-4 text-sm text-slate-600 dark:text-slate-400">
            {t('noItems')}
          </Card>,
        ]
      : groups.map((group) => (
          <Card key={`group-${group.subsection}`} className="overflow-hidden">
            <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
              {itemLabels.subsection(group.subsection, deliveryService)}
            </h3>
            <ul className="px-2">
              {group.items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  action={actions[item.id]}
                  translation={translations?.items[item.id]}
                  showOriginal={showOriginal}
                  {...rowProps}
                />
              ))}
            </ul>
          </Card>
        ))),
    ...after,
  ];
  const drawn = useDrawnParts(parts.length, shown);
  return <>{parts.slice(0, drawn)}</>;
}
