import { useState } from 'react';
import type { ShiftCategory } from '#domain/shifts';
import type { TemplateDetail } from '#domain/templates/api';
import { Alert } from '#web/components/ui/alert';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { fetchTemplate, useImportableTemplates } from '../api/templates';
import { templatesMessages } from '../messages';

type ImportError = 'selectToImport' | 'importLoadFailed' | 'importFailed';

export interface ImportDialogProps {
  open: boolean;
  category: ShiftCategory;
  onClose: () => void;
  /** Replaces every current item with the chosen template's. */
  onImport: (template: TemplateDetail) => void;
}

/**
 * SPEC §2 "Import dialog": global and default templates of the form's category. Mounted when
 * opened, so every opening starts afresh.
 */
export function ImportDialog({ open, category, onClose, onImport }: ImportDialogProps) {
  const t = useT(templatesMessages);
  const format = useFormat();
  const choices = useImportableTemplates(category, open);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<ImportError | null>(null);
  const [busy, setBusy] = useState(false);
  const templates = choices.data?.templates ?? [];
  // The first entry is preselected until another is chosen.
  const selected = templates.some((entry) => entry.id === choice)
    ? choice
    : (templates[0]?.id ?? null);

  const importSelected = async () => {
    if (!selected) {
      setError('selectToImport');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const template = await fetchTemplate(selected).catch(() => null);
      if (!template) {
        setError('importLoadFailed');
        return;
      }
      onImport(template);
      onClose();
    } catch {
      setError('importFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('importFromExisting')}
      description={t('importDescription')}
    >
      {choices.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('loadingTemplates')} />
        </div>
      ) : templates.length === 0 ? (
        <p className="py-4 text-slate-600 dark:text-slate-400">{t('noImportable', { category })}</p>
      ) : (
        <fieldset
          className="max-h-96 space-y-2 overflow-y-auto pe-1"
          aria-label={t('importChoices')}
        >
          {templates.map((template) => (
            <label
              key={template.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 dark:border-slate-700 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:bg-blue-950/50"
            >
              <input
                type="radio"
                name="import-template"
                value={template.id}
                checked={selected === template.id}
                onChange={() => setChoice(template.id)}
                className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {template.title}
                  {template.storeId === null && <Badge tone="green">{t('global')}</Badge>}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t('importMeta', {
                    count: template.itemCount,
                    updated: format.dateTime(template.updatedAt),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {t(error)}
        </Alert>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button disabled={busy || templates.length === 0} onClick={() => void importSelected()}>
          {busy ? t('importing') : t('import')}
        </Button>
      </div>
    </Modal>
  );
}
