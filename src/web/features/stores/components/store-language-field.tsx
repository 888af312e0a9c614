import { Controller, useFormContext } from 'react-hook-form';
import { isLocale } from '#domain/i18n/locales';
import type { StoreFormInput } from '#domain/stores/api';
import { LanguageOptions } from '#web/components/language-options';
import { SelectField } from '#web/components/ui/select-field';
import { useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

/**
 * The store's language: what its people see who chose none in Profile and whose device's
 * language ShiftCheck does not ship. Not set (null) leaves them in English.
 */
export function StoreLanguageField() {
  const t = useT(storesMessages);
  const { control } = useFormContext<StoreFormInput>();
  return (
    <Controller
      control={control}
      name="locale"
      render={({ field }) => (
        <SelectField
          ref={field.ref}
          name={field.name}
          label={t('language')}
          hint={t('languageHint')}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.target.value;
            field.onChange(isLocale(value) ? value : null);
          }}
        >
          <option value="">{t('languageNotSet')}</option>
          <LanguageOptions />
        </SelectField>
      )}
    />
  );
}
