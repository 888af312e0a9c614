import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import type { ShiftSettingsInput } from '#domain/stores/api';
import { Switch } from '#web/components/ui/switch';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLabels, useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

/** One shift: its switch, and its times while it is enabled. */
function ShiftBlock({ category }: { category: ShiftCategory }) {
  const t = useT(storesMessages);
  const labels = useLabels();
  const domainText = useDomainText();
  const { control, register, formState } = useFormContext<ShiftSettingsInput>();
  const enabled = useWatch({ control, name: `shiftSettings.${category}.enabled` });
  const errors = formState.errors.shiftSettings?.[category];
  const label = labels.shift(category);
  const errorOf = (message: string | undefined) => message && domainText(message);
  return (
    <fieldset
      aria-label={t('shiftBlock', { category })}
      className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
    >
      <Controller
        control={control}
        name={`shiftSettings.${category}.enabled`}
        render={({ field }) => (
          <Switch
            ref={field.ref}
            label={label}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {category === 'overnight' && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('overnightNote')}</p>
      )}
      {enabled && (
        <div className="grid grid-cols-2 gap-3 pb-2">
          <TextField
            label={t('startTime')}
            type="time"
            error={errorOf(errors?.startTime?.message)}
            {...register(`shiftSettings.${category}.startTime`)}
          />
          <TextField
            label={t('endTime')}
            type="time"
            error={errorOf(errors?.endTime?.message)}
            {...register(`shiftSettings.${category}.endTime`)}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * SPEC §2: the four shift blocks of the settings dialog and the store form, inside a form
 * whose values hold `shiftSettings`.
 */
export function ShiftSettingsFields() {
  return (
    <div className="space-y-3">
      {SHIFT_CATEGORIES.map((category) => (
        <ShiftBlock key={category} category={category} />
      ))}
    </div>
  );
}
