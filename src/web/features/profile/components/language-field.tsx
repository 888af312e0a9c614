import { LANGUAGE_NAMES } from '#domain/i18n/language-names';
import { isLocale } from '#domain/i18n/locales';
import { Alert } from '#web/components/ui/alert';
import { LanguageOptions } from '#web/components/language-options';
import { SelectField } from '#web/components/ui/select-field';
import { useCurrentUser } from '#web/lib/current-user';
import { localeOf, useLocale, useT } from '#web/lib/i18n';
import { useSetLanguage } from '../api/language';
import { profileMessages } from '../messages';

/**
 * The language ShiftCheck speaks to the person in, on every device they sign in on. Automatic
 * follows the device's language when ShiftCheck has it, else the store's.
 */
export function LanguageField() {
  const t = useT(profileMessages);
  const user = useCurrentUser();
  const shown = useLocale();
  const setLanguage = useSetLanguage();
  const automatic = localeOf({ locale: null, storeLocale: user.storeLocale });
  return (
    <div className="space-y-2">
      <SelectField
        label={t('language')}
        hint={t('languageHint')}
        value={user.locale ?? ''}
        disabled={setLanguage.isPending}
        onChange={(event) => {
          const value = event.target.value;
          setLanguage.mutate({ locale: isLocale(value) ? value : null });
        }}
      >
        <option value="">{t('languageAutomatic', { language: LANGUAGE_NAMES[automatic] })}</option>
        <LanguageOptions />
      </SelectField>
      {setLanguage.error && (
        <Alert tone="error">
          {t('languageFailed', {
            language: LANGUAGE_NAMES[shown],
            reason: setLanguage.error.message,
          })}
        </Alert>
      )}
    </div>
  );
}
