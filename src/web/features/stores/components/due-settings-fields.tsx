import { useFormContext } from 'react-hook-form';
import type { ShiftSettingsInput } from '#domain/stores/api';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

/** When each section of every shift is due, for this store. */
export function DueSettingsFields() {
  const t = useT(storesMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  const { register, formState } = useFormContext<ShiftSettingsInput>();
  const errors = formState.errors.dueSettings;
  const errorOf = (message: string | undefined) => message && domainText(message);
  const number = { valueAsNumber: true } as const;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 px-3 py-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{t('dueTimes')}</legend>
      <TextField
        label={t('dueAfterStart', { section: labels.section('pre-shift') })}
        type="number"
        inputMode="numeric"
        min={0}
        error={errorOf(errors?.preShiftMinutes?.message)}
        {...register('dueSettings.preShiftMinutes', number)}
      />
      <TextField
        label={t('dueThroughShift', { section: labels.section('travel-path') })}
        hint={t('dueThroughShiftHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errorOf(errors?.travelPathPercent?.message)}
        {...register('dueSettings.travelPathPercent', number)}
      />
      <TextField
        label={t('dueAfterEnd', { section: labels.section('post-shift') })}
        type="number"
        inputMode="numeric"
        min={0}
        error={errorOf(errors?.handoverMinutes?.message)}
        {...register('dueSettings.handoverMinutes', number)}
      />
    </fieldset>
  );
}
