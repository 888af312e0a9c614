import { useParams } from 'react-router';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { Alert } from '#web/components/ui/alert';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/page-title';
import { useTemplate } from '../api/templates';
import { TemplateForm, type TemplateFormMode } from './template-form';

/**
 * SPEC §2 "Template form": /admin/templates/new, /admin/templates/{templateId} (edit) and
 * /admin/templates/duplicate/{id} (a copy, saved as a new template).
 */
export function TemplateFormPage({ duplicate = false }: { duplicate?: boolean }) {
  const params = useParams();
  const sourceId = (duplicate ? params.id : params.templateId) ?? null;
  const mode: TemplateFormMode = sourceId === null ? 'create' : duplicate ? 'duplicate' : 'edit';
  const source = useTemplate(sourceId);
  usePageTitle(mode === 'edit' ? 'Edit Template' : 'Create Template');

  if (sourceId !== null && source.isPending) return <PageSpinner />;
  if (sourceId !== null && source.isError) {
    const missing = source.error instanceof ApiRequestError && source.error.status === 404;
    return (
      <Alert tone="error">
        {missing ? TEMPLATE_MESSAGES.notFound : TEMPLATE_MESSAGES.loadFailed}
      </Alert>
    );
  }
  // Keyed so that moving between templates starts a fresh form.
  return (
    <TemplateForm key={`${mode}-${sourceId ?? ''}`} mode={mode} source={source.data ?? null} />
  );
}
