import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TemplateSummary } from '#domain/templates/api';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/page-title';
import { useDeleteTemplate } from '../api/save-template';
import { useTemplates, type TemplateFilters } from '../api/templates';
import { useCategoryOptions } from '../hooks/use-category-options';
import { AboutTemplates } from './about-templates';
import { TemplateFilterBar } from './template-filters';
import { TemplateRows } from './template-rows';

const NO_FILTERS: TemplateFilters = { search: '', category: '', storeId: '' };

/** The success message a saved form hands back on its way here. */
function flashMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

/** SPEC §2 "Template list (Checklist Templates)". */
export function TemplatesPage() {
  usePageTitle('Checklist Templates');
  const location = useLocation();
  const [filters, setFilters] = useState(NO_FILTERS);
  const templates = useTemplates(filters);
  const remove = useDeleteTemplate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { categories, chainWide, stores } = useCategoryOptions();
  const filtered =
    filters.search.trim() !== '' || filters.category !== '' || filters.storeId !== '';
  const flash = flashMessage(location.state);

  const onDelete = (template: TemplateSummary) => {
    setRefusal(null);
    remove.mutate(template.id, {
      onError: (error) =>
        setRefusal(
          error instanceof ApiRequestError ? error.message : TEMPLATE_MESSAGES.deleteNotAllowed,
        ),
    });
  };

  return (
    <>
      <PageHeader
        title="Checklist Templates"
        description="The items each shift's checklist starts with."
        actions={
          <Link
            to="/admin/templates/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-blue-700 px-4 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
            Create Template
          </Link>
        }
      />
      {flash && !refusal && (
        <Alert tone="success" className="mb-4">
          {flash}
        </Alert>
      )}
      {refusal && (
        <Alert tone="error" className="mb-4">
          {refusal}
        </Alert>
      )}
      <TemplateFilterBar
        filters={filters}
        onChange={setFilters}
        categories={categories}
        stores={chainWide ? (stores.data ?? []) : null}
      />
      <Card>
        {templates.isPending ? (
          <div className="flex justify-center px-4 py-10">
            <Spinner label="Loading templates" />
          </div>
        ) : templates.isError ? (
          <p className="px-4 py-6 text-slate-600 dark:text-slate-400">
            {TEMPLATE_MESSAGES.noTemplates}
          </p>
        ) : templates.data.templates.length === 0 ? (
          <p className="px-4 py-6 text-slate-600 dark:text-slate-400">
            {filtered ? TEMPLATE_MESSAGES.noMatches : TEMPLATE_MESSAGES.noTemplates}
          </p>
        ) : (
          <TemplateRows
            templates={templates.data.templates}
            deleting={remove.isPending}
            onDelete={onDelete}
          />
        )}
      </Card>
      <AboutTemplates />
    </>
  );
}
