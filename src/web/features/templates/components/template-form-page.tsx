import { Link, useParams } from 'react-router';
import { authorize } from '#domain/authz';
import { Alert } from '#web/components/ui/alert';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useTemplate } from '../api/templates';
import { templatesMessages } from '../messages';
import { TemplateForm, type TemplateFormMode } from './template-form';

/**
 * SPEC §2 "Template form": /admin/templates/new, /admin/templates/{templateId} (edit) and
 * /admin/templates/duplicate/{id} (a copy, saved as a new template). SPEC §9: a store manager
 * edits and duplicates only their own store's templates; a global one's address shows why not.
 */
export function TemplateFormPage({ duplicate = false }: { duplicate?: boolean }) {
  const t = useT(templatesMessages);
  const params = useParams();
  const user = useCurrentUser();
  const sourceId = (duplicate ? params.id : params.templateId) ?? null;
  const mode: TemplateFormMode = sourceId === null ? 'create' : duplicate ? 'duplicate' : 'edit';
  const source = useTemplate(sourceId);
  usePageTitle(mode === 'edit' ? t('editTemplate') : t('createTemplate'));

  if (sourceId !== null && source.isPending) return <PageSpinner />;
  if (sourceId !== null && source.isError) {
    const missing = source.error instanceof ApiRequestError && source.error.status === 404;
    return (
      <NoForm heading={t('templateHeading')} tone="error">
        {missing ? t('notFound') : t('loadFailed')}
      </NoForm>
    );
  }
  if (source.data && !authorize(user, 'template:write', source.data)) {
    return (
      <NoForm heading={source.data.title} tone="info">
        {source.data.storeId === null ? t('globalNotYours') : t('editNotAllowed')}
      </NoForm>
    );
  }
  // Keyed so that moving between templates starts a fresh form.
  return (
    <TemplateForm key={`${mode}-${sourceId ?? ''}`} mode={mode} source={source.data ?? null} />
  );
}

/** A template's address that opens no form: what happened, and the way back to the list. */
function NoForm({
  heading,
  tone,
  children,
}: {
  heading: string;
  tone: 'error' | 'info';
  children: string;
}) {
  const t = useT(templatesMessages);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
      <Alert tone={tone}>{children}</Alert>
      <Link
        to="/admin/templates"
        className="inline-flex min-h-11 items-center font-medium text-blue-700 underline dark:text-blue-400"
      >
        {t('backToTemplates')}
      </Link>
    </div>
  );
}
