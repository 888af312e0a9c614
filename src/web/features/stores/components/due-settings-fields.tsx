import { useFormContext } from 'react-hook-form';
import type { ShiftSettingsInput } from '#domain/stores/api';
import { TextField } from '#web/components/ui/text-field';

/** When each section of every shift is due, for this store. */
export function DueSettingsFields() {
  const { register, formState } = useFormContext<ShiftSettingsInput>();
  const errors = formState.errors.dueSettings;
  const number = { valueAsNumber: true } as const;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 px-3 py-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">Due times</legend>
      <TextField
        label="Pre-Shift Planning: minutes after the shift starts"
        type="number"
        inputMode="numeric"
        min={0}
        error={errors?.preShiftMinutes?.message}
        {...register('dueSettings.preShiftMinutes', number)}
      />
      <TextField
        label="Travel Path: % of the way through the shift"
        hint="50 is the middle of the shift."
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errors?.travelPathPercent?.message}
        {...register('dueSettings.travelPathPercent', number)}
      />
      <TextField
        label="Handover & Post Shift Reflection: minutes after the shift ends"
        type="number"
        inputMode="numeric"
        min={0}
        error={errors?.handoverMinutes?.message}
        {...register('dueSettings.handoverMinutes', number)}
      />
    </fieldset>
  );
}
