import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TemplateFormValues } from '#domain/templates/forms';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { useCurrentUser } from '#web/lib/current-user';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { useCategoryOptions } from '../hooks/use-category-options';
import { templatesMessages } from '../messages';
import { FieldError, SelectField } from './field-parts';

export interface TemplateFieldsProps {
  form: UseFormReturn<TemplateFormValues>;
  overnightBlocked: boolean;
}

/** Template Title, Shift Category, and where the template applies (SPEC §2 "Template form"). */
export function TemplateFields({ form, overnightBlocked }: TemplateFieldsProps) {
  const t = useT(templatesMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  const user = useCurrentUser();
  const { categories, chainWide, globalAllowed, stores } = useCategoryOptions();
  const { register, formState, control } = form;
  const titleError = formState.errors.title?.message;
  const storeError = formState.errors.storeId?.message;
  const category = useWatch({ control, name: 'category' });
  const storeSpecific = useWatch({ control, name: 'storeSpecific' });
  // An overnight template being edited stays choosable even where overnight is off.
  const choices = categories.includes(category) ? categories : [...categories, category];

  return (
    <>
      <div className="space-y-1.5">
        <TextField
          id="template-title"
          label={t('templateTitle')}
          autoComplete="off"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'template-title-error' : undefined}
          {...register('title')}
        />
        <FieldError id="template-title-error" message={titleError && domainText(titleError)} />
      </div>
      <SelectField
        id="template-category-field"
        label={t('shiftCategory')}
        {...register('category')}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {labels.shiftName(value)}
          </option>
        ))}
      </SelectField>
      {overnightBlocked && <Alert tone="warning">{t('overnightNotEnabled')}</Alert>}
      {chainWide ? (
        <>
          {globalAllowed && (
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 accent-blue-700"
                {...register('storeSpecific')}
              />
              <span className="font-medium">{t('storeSpecific')}</span>
            </label>
          )}
          {(storeSpecific || !globalAllowed) && (
            <SelectField
              id="template-store-field"
              label={t('store')}
              error={storeError && domainText(storeError)}
              {...register('storeId')}
            >
              <option value="">{t('selectStore')}</option>
              {(stores.data ?? []).map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name} ({store.storeNumber})
                </option>
              ))}
            </SelectField>
          )}
        </>
      ) : (
        <Alert tone="info">
          {user.storeName
            ? t('ownStoreNoticeNamed', {
                storeName: user.storeName,
                storeNumber: user.storeNumber ?? '',
              })
            : t('ownStoreNotice')}
        </Alert>
      )}
    </>
  );
}
