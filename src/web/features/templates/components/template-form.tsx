import { zodResolver } from '@hookform/resolvers/zod';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { authorize } from '#domain/authz';
import type { TemplateDetail } from '#domain/templates/api';
import { templateFormSchema, type TemplateFormValues } from '#domain/templates/forms';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardBody } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { ApiRequestError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { useSaveTemplate } from '../api/save-template';
import { useCategoryOptions } from '../hooks/use-category-options';
import { toEditorItems, translationsBody, useTemplateItems } from '../hooks/use-template-items';
import { templatesMessages } from '../messages';
import { ImportDialog } from './import-dialog';
import { TemplateFields } from './template-fields';
import { TemplateItemsEditor } from './template-items-editor';

export type TemplateFormMode = 'create' | 'edit' | 'duplicate';

function initialValues(
  mode: TemplateFormMode,
  source: TemplateDetail | null,
  /** A duplicate's title: 'Copy of …' in the person's language. */
  copyOf: (title: string) => string,
): TemplateFormValues {
  if (!source) return { title: '', category: 'breakfast', storeSpecific: false, storeId: '' };
  return {
    title: mode === 'duplicate' ? copyOf(source.title) : source.title,
    category: source.category,
    storeSpecific: source.storeId !== null,
    storeId: source.storeId ?? '',
  };
}

/** Why the save did not happen: the server's answer, or what the form itself found. */
type Failure = ApiRequestError | 'itemsRequired' | 'saveFailed';

export function TemplateForm({
  mode,
  source,
}: {
  mode: TemplateFormMode;
  source: TemplateDetail | null;
}) {
  const t = useT(templatesMessages);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { chainWide, globalAllowed, storeRunsOvernight } = useCategoryOptions();
  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: {
      ...initialValues(mode, source, (title) => t('copyOf', { title })),
      // An area manager's templates are always one of their stores'.
      ...(chainWide && !globalAllowed ? { storeSpecific: true } : {}),
    },
  });
  const items = useTemplateItems(source ? toEditorItems(source.items, mode === 'edit') : []);
  const save = useSaveTemplate(mode === 'edit' && source ? source.id : null);
  const [importing, setImporting] = useState(false);
  /** The title of the template whose items were imported. */
  const [importedTitle, setImportedTitle] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A server's refusal (4xx) is already in the person's language; anything worse is ours to say.
  const failureText = (reason: Failure) => {
    if (!(reason instanceof ApiRequestError)) return t(reason);
    return reason.status >= 500 ? t('saveFailed') : reason.message;
  };

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
    if (items.items.length === 0) return setFailure('itemsRequired');
    const body = {
      title: fields.title.trim(),
      category: fields.category,
      storeId,
      items: items.items.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        text: item.text,
        details: item.details,
        section: item.section,
        subsection: item.subsection,
        critical: item.critical,
        kind: item.kind,
        ...(item.kind === 'reading' && item.reading ? { reading: item.reading } : {}),
        ...(item.kind === 'yes-no' ? { failsOn: item.failsOn } : {}),
        ...(item.kind === 'choice' ? { choices: item.choices } : {}),
        naAllowed: item.naAllowed,
        photoOnFail: item.photoOnFail,
        translations: translationsBody(item.translations),
      })),
    };
    save.mutate(mode === 'edit' && source ? { ...body, version: source.version } : body, {
      onSuccess: () =>
        void navigate('/admin/templates', {
          state: {
            message: mode === 'edit' ? t('updated') : t('created'),
          },
        }),
      onError: (error) => setFailure(error instanceof ApiRequestError ? error : 'saveFailed'),
    });
  });

  return (
    <>
      <PageHeader
        title={
          mode === 'edit'
            ? t('editTemplate')
            : mode === 'duplicate'
              ? t('duplicateTemplate')
              : t('createTemplate')
        }
      />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {!mayEdit && <Alert tone="warning">{t('editNotAllowed')}</Alert>}
        <Card>
          <CardBody className="space-y-4">
            <TemplateFields form={form} overnightBlocked={overnightBlocked} />
            {mode !== 'edit' && (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Download aria-hidden="true" className="h-5 w-5" />
                {t('importFromExisting')}
              </Button>
            )}
          </CardBody>
        </Card>
        {importedTitle !== null && (
          <Alert tone="success">{t('importedFrom', { title: importedTitle })}</Alert>
        )}
        <Card>
          <CardBody>
            <TemplateItemsEditor state={items} />
          </CardBody>
        </Card>
        {failure && (
          <Alert tone="error">
            {failureText(failure)}
            {failure instanceof ApiRequestError && failure.status === 409 && (
              <Button
                variant="secondary"
                size="sm"
                className="ms-0 mt-2 flex min-h-11"
                onClick={() => void navigate(0)}
              >
                {t('reloadTemplate')}
              </Button>
            )}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to="/admin/templates"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('cancel')}
          </Link>
          <Button type="submit" disabled={blocked}>
            {save.isPending
              ? t('saving')
              : mode === 'edit'
                ? t('updateTemplate')
                : t('createTemplate')}
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
            setImportedTitle(template.title);
          }}
        />
      )}
    </>
  );
}
