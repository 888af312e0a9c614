import { useId } from 'react';
import {
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type RetentionDays,
} from '#domain/retention/retention';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useT } from '#web/lib/i18n';
import { retentionMessages } from '../messages';

/** A period as the form holds it: kept by a rule ("forever", "the chain's") or for some days. */
export interface PeriodInput {
  days: boolean;
  /** What is typed in the days field. */
  text: string;
}

export const periodInput = (days: RetentionDays): PeriodInput => ({
  days: days !== null,
  text: days === null ? '' : String(days),
});

/** What the form's input says: null (the rule), a number, or NaN for a field left unreadable. */
export function periodOf(input: PeriodInput): RetentionDays {
  if (!input.days) return null;
  const text = input.text.trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * One kind of record: keep it by the rule `otherLabel` names (forever; the chain's) or for a
 * number of days, typed below.
 */
export function PeriodField({
  label,
  description,
  otherLabel,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  otherLabel: string;
  value: PeriodInput;
  onChange: (value: PeriodInput) => void;
  error: string | undefined;
}) {
  const t = useT(retentionMessages);
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={descriptionId}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <legend className="px-1 font-medium">{label}</legend>
      <p id={descriptionId} className="-mt-1 text-sm text-slate-600 dark:text-slate-400">
        {description}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <SelectField
          label={t('keepLabel')}
          value={value.days ? 'days' : 'rule'}
          onChange={(event) => onChange({ ...value, days: event.target.value === 'days' })}
        >
          <option value="rule">{otherLabel}</option>
          <option value="days">{t('keepDays')}</option>
        </SelectField>
        {value.days && (
          <TextField
            label={t('daysLabel')}
            type="number"
            inputMode="numeric"
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            step={1}
            value={value.text}
            error={error}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        )}
      </div>
    </fieldset>
  );
}
