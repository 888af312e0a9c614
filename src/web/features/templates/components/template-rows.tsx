import type { TemplateSummary } from '#domain/templates/api';
import { Badge } from '#web/components/ui/badge';
import { WideTable, type WideTableColumn } from '#web/components/ui/wide-table';
import { useFormat, useT } from '#web/lib/i18n';
import { templatesMessages } from '../messages';
import { CategoryBadge } from './category-badge';
import { TemplateActions, type TemplateActionsProps } from './template-actions';

type RowsProps = { templates: TemplateSummary[] } & Omit<TemplateActionsProps, 'template'>;

function TypeLabel({ template }: { template: TemplateSummary }) {
  const t = useT(templatesMessages);
  if (template.storeId === null) {
    return <Badge tone="green">{template.isDefault ? t('globalDefault') : t('global')}</Badge>;
  }
  return (
    <span className="text-sm">
      {template.storeNumber ? t('storeNumber', { number: template.storeNumber }) : t('store')}
    </span>
  );
}

/** The one the store's next checklist of this shift copies (SPEC §4): most recent store's first. */
function InUse({ template }: { template: TemplateSummary }) {
  const t = useT(templatesMessages);
  if (!template.usedForNewChecklists) return null;
  return (
    <Badge tone="blue" data-testid="template-in-use">
      {t('usedForNewChecklists')}
    </Badge>
  );
}

/** SPEC §2 columns: a table on wider screens, one card per template on a phone. */
export function TemplateRows({ templates, ...actions }: RowsProps) {
  const t = useT(templatesMessages);
  const format = useFormat();
  const columns: readonly WideTableColumn[] = [
    { label: t('columnTitle') },
    { label: t('category') },
    { label: t('columnType') },
    { label: t('columnItems'), align: 'right' },
    { label: t('columnActions'), align: 'right' },
  ];
  return (
    <>
      <WideTable columns={columns}>
        {templates.map((template) => (
          <tr key={template.id} data-testid="template-row">
            <td className="px-4 py-2">
              <span className="font-medium">{template.title}</span> <InUse template={template} />
            </td>
            <td className="px-4 py-2">
              <CategoryBadge category={template.category} />
            </td>
            <td className="px-4 py-2">
              <TypeLabel template={template} />
            </td>
            <td className="px-4 py-2 text-end tabular-nums">{format.number(template.itemCount)}</td>
            <td className="px-4 py-2 text-end">
              <TemplateActions template={template} {...actions} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
        {templates.map((template) => (
          <li key={template.id} data-testid="template-card" className="space-y-2 px-4 py-3">
            <p className="font-medium">{template.title}</p>
            <InUse template={template} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <CategoryBadge category={template.category} />
              <TypeLabel template={template} />
              <span>{t('itemCount', { count: template.itemCount })}</span>
            </div>
            <TemplateActions template={template} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
