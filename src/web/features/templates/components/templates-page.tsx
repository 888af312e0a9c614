import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TemplateSummary } from '#domain/templates/api';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useDeleteTemplate } from '../api/save-template';
import { useTemplates, type TemplateFilters } from '../api/templates';
import { useCategoryOptions } from '../hooks/use-category-options';
import { templatesMessages } from '../messages';
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
  const t = useT(templatesMessages);
  usePageTitle(t('pageTitle'));
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
        setRefusal(error instanceof ApiRequestError ? error.message : t('deleteNotAllowed')),
    });
  };

  return (
    <>
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          <Link
            to="/admin/templates/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-blue-700 px-4 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('createTemplate')}
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
            <Spinner label={t('loadingTemplates')} />
          </div>
        ) : templates.isError ? (
          <p className="px-4 py-6 text-slate-600 dark:text-slate-400">{t('noTemplates')}</p>
        ) : templates.data.templates.length === 0 ? (
          <p className="px-4 py-6 text-slate-600 dark:text-slate-400">
            {filtered ? t('noMatches') : t('noTemplates')}
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
