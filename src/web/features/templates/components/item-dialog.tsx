import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SECTIONS, SUBSECTIONS, type Section } from '#domain/sections';
import { templateItemFormSchema, type TemplateItemFormValues } from '#domain/templates/forms';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import type { EditorItem, ItemFields } from '../hooks/use-template-items';
import { templatesMessages } from '../messages';
import { FieldError, SelectField } from './field-parts';

export interface ItemDialogProps {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: EditorItem | null;
  onClose: () => void;
  onSave: (fields: ItemFields) => void;
}

const blank: TemplateItemFormValues = {
  text: '',
  details: '',
  section: 'pre-shift',
  subsection: '',
};

const valuesOf = (item: EditorItem | null): TemplateItemFormValues =>
  item
    ? {
        text: item.text,
        details: item.details ?? '',
        section: item.section,
        subsection: item.subsection ?? '',
      }
    : blank;

/** SPEC §2 "Item dialog (Add New Item / Edit Item)". */
export function ItemDialog({ open, item, onClose, onSave }: ItemDialogProps) {
  const t = useT(templatesMessages);
  const itemLabels = useItemLabels();
  const domainText = useDomainText();
  const form = useForm<TemplateItemFormValues>({
    resolver: zodResolver(templateItemFormSchema),
    defaultValues: valuesOf(item),
  });
  const { register, handleSubmit, reset, setValue, formState, control } = form;
  useEffect(() => {
    if (open) reset(valuesOf(item));
  }, [open, item, reset]);
  const section = useWatch({ control, name: 'section' });
  const textError = formState.errors.text?.message;
  const detailsError = formState.errors.details?.message;
  const subsectionError = formState.errors.subsection?.message;
  const sectionField = register('section');

  const submit = handleSubmit((values) => {
    const text = values.text.trim();
    const details = values.details.trim();
    onSave({
      text,
      details: details || null,
      section: values.section,
      subsection: values.subsection || null,
    });
    onClose();
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={item ? t('editItem') : t('addNewItem')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog is portaled, but React still bubbles its submit to the template form.
          event.stopPropagation();
          void submit(event);
        }}
        className="space-y-4"
      >
        <div className="space-y-1.5">
          <TextField
            id="item-text"
            label={t('primaryText')}
            autoComplete="off"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'item-text-error' : undefined}
            {...register('text')}
          />
          <FieldError id="item-text-error" message={textError && domainText(textError)} />
        </div>
        <div className="space-y-1.5">
          <TextField
            id="item-details"
            label={t('detailsSecondLine')}
            autoComplete="off"
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={detailsError ? 'item-details-error' : undefined}
            {...register('details')}
          />
          <FieldError id="item-details-error" message={detailsError && domainText(detailsError)} />
        </div>
        <SelectField
          id="item-section"
          label={t('section')}
          {...sectionField}
          onChange={(event) => {
            void sectionField.onChange(event);
            // The subsections belong to a section: another section starts without one.
            setValue('subsection', '');
          }}
        >
          {SECTIONS.map((value: Section) => (
            <option key={value} value={value}>
              {itemLabels.sectionOption(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="item-subsection"
          label={t('subsection')}
          error={subsectionError && domainText(subsectionError)}
          {...register('subsection')}
        >
          <option value="">{t('noSubsection')}</option>
          {/* A template serves every store: its delivery service stays a placeholder. */}
          {SUBSECTIONS[section].map((name) => (
            <option key={name} value={name}>
              {itemLabels.subsection(name, t('deliveryServicePlaceholder'))}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{item ? t('saveItem') : t('addItem')}</Button>
        </div>
      </form>
    </Modal>
  );
}
