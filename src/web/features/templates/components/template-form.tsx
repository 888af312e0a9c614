import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { authorize } from '#domain/authz';
import type { TemplateDetail } from '#domain/templates/api';
import { templateFormSchema, type TemplateFormValues } from '#domain/templates/forms';
import { importedFrom, TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useSaveTemplate } from '../api/save-template';
import { useCategoryOptions } from '../hooks/use-category-options';
import { toEditorItems, useTemplateItems } from '../hooks/use-template-items';
import { ImportDialog } from './import-dialog';
import { TemplateFields } from './template-fields';
import { TemplateItemsEditor } from './template-items-editor';

export type TemplateFormMode = 'create' | 'edit' | 'duplicate';

function initialValues(mode: TemplateFormMode, source: TemplateDetail | null): TemplateFormValues {
  if (!source) return { title: '', category: 'breakfast', storeSpecific: false, storeId: '' };
  return {
    title: mode === 'duplicate' ? `Copy of ${source.title}` : source.title,
    category: source.category,
    storeSpecific: source.storeId !== null,
    storeId: source.storeId ?? '',
  };
}

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500
    ? error.message
    : TEMPLATE_MESSAGES.saveFailed;

export function TemplateForm({
  mode,
  source,
}: {
  mode: TemplateFormMode;
  source: TemplateDetail | null;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { chainWide, storeRunsOvernight } = useCategoryOptions();
  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: initialValues(mode, source),
  });
  const items = useTemplateItems(source ? toEditorItems(source.items, mode === 'edit') : []);
  const save = useSaveTemplate(mode === 'edit' && source ? source.id : null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiRequestError | string | null>(null);

  const values = useWatch({ control: form.control });
  // A manager's template is always their store's; a super admin's is global unless ticked.
  const storeId = chainWide
    ? values.storeSpecific && values.storeId
      ? values.storeId
      : null
    : user.storeId;
  const overnightBlocked =
    values.category === 'overnight' && storeId !== null && !storeRunsOvernight(storeId);
  const mayEdit = mode !== 'edit' || (source !== null && authorize(user, 'template:write', source));
  const blocked = save.isPending || items.items.length === 0 || overnightBlocked || !mayEdit;

  const submit = form.handleSubmit((fields) => {
    setFailure(null);
    if (items.items.length === 0) return setFailure(TEMPLATE_MESSAGES.itemsRequired);
    const body = {
      title: fields.title.trim(),
      category: fields.category,
      storeId,
      items: items.items.map(({ id, text, details, section, subsection }) => ({
        ...(id ? { id } : {}),
        text,
        details,
        section,
        subsection,
      })),
    };
    save.mutate(mode === 'edit' && source ? { ...body, version: source.version } : body, {
      onSuccess: () =>
        void navigate('/admin/templates', {
          state: {
            message: mode === 'edit' ? TEMPLATE_MESSAGES.updated : TEMPLATE_MESSAGES.created,
          },
        }),
      onError: (error) => setFailure(error instanceof ApiRequestError ? error : errorText(error)),
    });
  });

  return (
    <>
      <PageHeader
        title={
          mode === 'edit'
            ? 'Edit Template'
            : mode === 'duplicate'
              ? 'Duplicate Template'
              : 'Create Template'
        }
      />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {!mayEdit && <Alert tone="warning">{TEMPLATE_MESSAGES.editNotAllowed}</Alert>}
        <Card>
          <CardBody className="space-y-4">
            <TemplateFields form={form} overnightBlocked={overnightBlocked} />
            {mode !== 'edit' && (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Download aria-hidden="true" className="h-5 w-5" />
                Import from Existing Template
              </Button>
            )}
          </CardBody>
        </Card>
        {notice && <Alert tone="success">{notice}</Alert>}
        <Card>
          <CardBody>
            <TemplateItemsEditor state={items} />
          </CardBody>
        </Card>
        {failure && (
          <Alert tone="error">
            {typeof failure === 'string' ? failure : errorText(failure)}
            {typeof failure !== 'string' && failure.status === 409 && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2 ml-0 flex min-h-11"
                onClick={() => void navigate(0)}
              >
                Reload template
              </Button>
            )}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to="/admin/templates"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Cancel
          </Link>
          <Button type="submit" disabled={blocked}>
            {save.isPending ? 'Saving...' : mode === 'edit' ? 'Update Template' : 'Create Template'}
          </Button>
        </div>
      </form>
      {importing && (
        <ImportDialog
          open
          category={values.category ?? 'breakfast'}
          onClose={() => setImporting(false)}
          onImport={(template) => {
            items.replaceAll(toEditorItems(template.items, false));
            setNotice(importedFrom(template.title));
          }}
        />
      )}
    </>
  );
}
