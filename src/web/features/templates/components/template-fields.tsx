import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SHIFT_LABELS } from '#domain/shifts';
import type { TemplateFormValues } from '#domain/templates/forms';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { Alert } from '#web/components/ui/alert';
import { TextField } from '#web/components/ui/text-field';
import { useCurrentUser } from '#web/lib/current-user';
import { useCategoryOptions } from '../hooks/use-category-options';
import { FieldError, SelectField } from './field-parts';

export interface TemplateFieldsProps {
  form: UseFormReturn<TemplateFormValues>;
  overnightBlocked: boolean;
}

/** Template Title, Shift Category, and where the template applies (SPEC §2 "Template form"). */
export function TemplateFields({ form, overnightBlocked }: TemplateFieldsProps) {
  const user = useCurrentUser();
  const { categories, chainWide, stores } = useCategoryOptions();
  const { register, formState, control } = form;
  const titleError = formState.errors.title?.message;
  const category = useWatch({ control, name: 'category' });
  const storeSpecific = useWatch({ control, name: 'storeSpecific' });
  // An overnight template being edited stays choosable even where overnight is off.
  const choices = categories.includes(category) ? categories : [...categories, category];

  return (
    <>
      <div className="space-y-1.5">
        <TextField
          id="template-title"
          label="Template Title"
          autoComplete="off"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'template-title-error' : undefined}
          {...register('title')}
        />
        <FieldError id="template-title-error" message={titleError} />
      </div>
      <SelectField id="template-category-field" label="Shift Category" {...register('category')}>
        {choices.map((value) => (
          <option key={value} value={value}>
            {SHIFT_LABELS[value]} Shift
          </option>
        ))}
      </SelectField>
      {overnightBlocked && <Alert tone="warning">{TEMPLATE_MESSAGES.overnightNotEnabled}</Alert>}
      {chainWide ? (
        <>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-blue-700"
              {...register('storeSpecific')}
            />
            <span className="font-medium">Store-specific template</span>
          </label>
          {storeSpecific && (
            <SelectField
              id="template-store-field"
              label="Store"
              error={formState.errors.storeId?.message}
              {...register('storeId')}
            >
              <option value="">Select a store</option>
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
          This template will be specific to your store
          {user.storeName ? `: ${user.storeName} (Store ${user.storeNumber ?? ''})` : ''}. Only your
          store&apos;s checklists use it.
        </Alert>
      )}
    </>
  );
}
