import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { groupTemplateItems } from '#domain/templates/item-groups';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { useFormat, useLabels, useLocale, useT } from '#web/lib/i18n';
import { keptSpec, leftToRight, limitText } from '#domain/readings/spec';
import { defaultTemperatureUnit } from '#domain/readings/units';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import {
  translationGaps,
  type EditorItem,
  type TemplateItemsState,
} from '../hooks/use-template-items';
import { templatesMessages } from '../messages';
import { ItemDialog } from './item-dialog';

type Editing = { item: EditorItem | null } | null;

/** What the item takes, as a badge: a reading's limit, yes/no's failing answer, a choice's size. */
function KindBadge({ item }: { item: EditorItem }) {
  const t = useT(templatesMessages);
  const format = useFormat();
  const unit = defaultTemperatureUnit(useLocale());
  const words =
    item.kind === 'reading' && item.reading
      ? t('readingBadge', {
          limit: leftToRight(limitText(keptSpec(item.reading), unit, format.number)),
        })
      : item.kind === 'yes-no'
        ? t('yesNoBadge', { answer: item.failsOn ?? 'no' })
        : item.kind === 'choice'
          ? t('choiceBadge', { count: item.choices?.length ?? 0 })
          : item.kind === 'text'
            ? t('textBadge')
            : null;
  if (words === null) return null;
  return (
    <Badge tone="green" data-testid="kind-badge">
      {words}
    </Badge>
  );
}

/**
 * What the item takes, N/A and photo rules, critical, and how many of its languages need
 * updating or are missing.
 */
function ItemMarks({ item }: { item: EditorItem }) {
  const t = useT(templatesMessages);
  const { stale, missing } = translationGaps(item.translations);
  const plain = item.kind === 'check' && !item.naAllowed && !item.photoOnFail && !item.critical;
  if (plain && stale === 0 && missing === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1.5">
      <KindBadge item={item} />
      {item.naAllowed && <Badge tone="neutral">{t('naBadge')}</Badge>}
      {item.photoOnFail && <Badge tone="neutral">{t('photoBadge')}</Badge>}
      {item.critical && <Badge tone="blue">{t('criticalBadge')}</Badge>}
      {stale > 0 && <Badge tone="amber">{t('staleTranslations', { stale })}</Badge>}
      {missing > 0 && <Badge tone="red">{t('missingTranslations', { missing })}</Badge>}
    </p>
  );
}

/**
 * SPEC §2 "Checklist Items": grouped by section then subsection, each item movable up and
 * down within its group, editable and removable; 44 px buttons, named for screen readers.
 */
export function TemplateItemsEditor({ state }: { state: TemplateItemsState }) {
  const t = useT(templatesMessages);
  const labels = useLabels();
  const itemLabels = useItemLabels();
  const format = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const groups = groupTemplateItems(state.items);
  const sections = [...new Set(groups.map((group) => group.section))];
  const gaps = state.items.map((item) => translationGaps(item.translations));
  const staleItems = gaps.filter((gap) => gap.stale > 0).length;
  const missingItems = gaps.filter((gap) => gap.missing > 0).length;

  return (
    <section aria-labelledby="template-items-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="template-items-title" className="text-lg font-semibold">
          {t('checklistItems')}{' '}
          <span className="text-slate-600 dark:text-slate-400">
            {t('checklistItemsCount', { count: format.number(state.items.length) })}
          </span>
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t('addNewItem')}
        </Button>
      </div>
      {state.items.length > 0 && (
        <p data-testid="translation-summary" className="text-sm text-slate-700 dark:text-slate-300">
          {staleItems === 0 && missingItems === 0
            ? t('allTranslated')
            : t('translationGapsSummary', { stale: staleItems, missing: missingItems })}
        </p>
      )}
      {state.items.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('noItems')}
          <span className="mt-1 block text-sm">{t('itemsRequiredNote')}</span>
        </p>
      )}
      {sections.map((section) => (
        <div key={section} className="space-y-3">
          <h3 className="font-semibold text-blue-800 dark:text-blue-300">
            {labels.section(section)}
          </h3>
          {groups
            .filter((group) => group.section === section)
            .map((group) => (
              <div
                key={group.subsection}
                className="rounded-lg border border-slate-200 dark:border-slate-800"
              >
                <h4 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
                  {itemLabels.subsection(group.subsection, t('deliveryServicePlaceholder'))}
                </h4>
                <ol className="divide-y divide-slate-200 dark:divide-slate-800">
                  {group.items.map((item, index) => (
                    <li
                      key={item.key}
                      data-testid="template-item"
                      className="flex flex-col px-3 py-1 sm:flex-row sm:items-start sm:gap-2"
                    >
                      <div className="min-w-0 flex-1 pt-2 sm:py-2">
                        <p className="break-words">{item.text}</p>
                        {item.details && (
                          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                            {item.details}
                          </p>
                        )}
                        <ItemMarks item={item} />
                      </div>
                      <div className="-me-2 flex shrink-0 justify-end">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('moveUp', { text: item.text })}
                          disabled={index === 0}
                          onClick={() => state.move(item.key, -1)}
                          className="disabled:opacity-30"
                        >
                          <ArrowUp aria-hidden="true" className="h-5 w-5" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('moveDown', { text: item.text })}
                          disabled={index === group.items.length - 1}
                          onClick={() => state.move(item.key, 1)}
                          className="disabled:opacity-30"
                        >
                          <ArrowDown aria-hidden="true" className="h-5 w-5" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('editItemNamed', { text: item.text })}
                          onClick={() => setEditing({ item })}
                        >
                          <Pencil aria-hidden="true" className="h-5 w-5" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('deleteItemNamed', { text: item.text })}
                          onClick={() => state.remove(item.key)}
                          className="text-red-700 dark:text-red-400"
                        >
                          <Trash2 aria-hidden="true" className="h-5 w-5" />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
        </div>
      ))}
      <ItemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSave={(fields) => {
          const current = editing?.item;
          if (current) state.update(current.key, fields);
          else state.add(fields);
        }}
      />
    </section>
  );
}
