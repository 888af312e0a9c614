import { Controller, useFormContext } from 'react-hook-form';
import type { StoreFormInput } from '#domain/stores/api';
import { isStoreClock } from '#domain/stores/clock';
import { isTemperatureUnit, TEMPERATURE_UNITS } from '#domain/readings/units';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { storesMessages } from '../messages';

const CLOCK_TEXT = { '24h': 'clock24', '12h': 'clock12' } as const;
const UNIT_TEXT = { C: 'celsius', F: 'fahrenheit' } as const;

/**
 * How the store reads: the delivery service its Travel Path names, its clock (12 or 24 hours;
 * not set follows each person's language) and its temperatures (°C or °F).
 */
export function StoreFormatsFields() {
  const t = useT(storesMessages);
  const domainText = useDomainText();
  const { control, register, formState } = useFormContext<StoreFormInput>();
  const error = formState.errors.deliveryService?.message;
  return (
    <>
      <TextField
        label={t('deliveryService')}
        hint={t('deliveryServiceHint')}
        autoComplete="off"
        error={error && domainText(error)}
        {...register('deliveryService')}
      />
      <Controller
        control={control}
        name="clock"
        render={({ field }) => (
          <SelectField
            ref={field.ref}
            name={field.name}
            label={t('clock')}
            hint={t('clockHint')}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value;
              field.onChange(isStoreClock(value) ? value : null);
            }}
          >
            <option value="">{t('clockAuto')}</option>
            {(['24h', '12h'] as const).map((clock) => (
              <option key={clock} value={clock}>
                {t(CLOCK_TEXT[clock])}
              </option>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name="temperatureUnit"
        render={({ field }) => (
          <SelectField
            ref={field.ref}
            name={field.name}
            label={t('temperatureUnit')}
            hint={t('temperatureUnitHint')}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value;
              if (isTemperatureUnit(value)) field.onChange(value);
            }}
          >
            {TEMPERATURE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(UNIT_TEXT[unit])}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            aria-describedby="store-leaders-sign-off-hint"
            className="h-5 w-5 accent-blue-700"
            {...register('leadersSignOff')}
          />
          <span className="font-medium">{t('leadersSignOff')}</span>
        </label>
        <p id="store-leaders-sign-off-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t('leadersSignOffHint')}
        </p>
      </div>
    </>
  );
}
