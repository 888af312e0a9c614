import type { TemplateSummary } from '#domain/templates/api';
import { Badge } from '#web/components/ui/badge';
import { WideTable, type WideTableColumn } from '#web/components/ui/wide-table';
import { CategoryBadge } from './category-badge';
import { TemplateActions, type TemplateActionsProps } from './template-actions';

type RowsProps = { templates: TemplateSummary[] } & Omit<TemplateActionsProps, 'template'>;

function TypeLabel({ template }: { template: TemplateSummary }) {
  if (template.storeId === null) {
    return <Badge tone="green">{template.isDefault ? 'Global · Default' : 'Global'}</Badge>;
  }
  return (
    <span className="text-sm">Store{template.storeNumber ? ` ${template.storeNumber}` : ''}</span>
  );
}

/** The one the store's next checklist of this shift copies (SPEC §4): most recent store's first. */
function InUse({ template }: { template: TemplateSummary }) {
  if (!template.usedForNewChecklists) return null;
  return (
    <Badge tone="blue" data-testid="template-in-use">
      Used for new checklists
    </Badge>
  );
}

const TEMPLATE_COLUMNS: readonly WideTableColumn[] = [
  { label: 'Title' },
  { label: 'Category' },
  { label: 'Type' },
  { label: 'Items', align: 'right' },
  { label: 'Actions', align: 'right' },
];

/** SPEC §2 columns: a table on wider screens, one card per template on a phone. */
export function TemplateRows({ templates, ...actions }: RowsProps) {
  return (
    <>
      <WideTable columns={TEMPLATE_COLUMNS}>
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
            <td className="px-4 py-2 text-right tabular-nums">{template.itemCount}</td>
            <td className="px-4 py-2 text-right">
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
              <span>{template.itemCount} items</span>
            </div>
            <TemplateActions template={template} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
