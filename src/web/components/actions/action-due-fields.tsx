import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_DUE_MINUTES } from '#domain/actions/actions';
import { DUE_MINUTES_MAX, DUE_MINUTES_MIN } from '#domain/actions/messages';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { ActionDueMinutes } from '#domain/actions/api';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useLocale, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { actionBriefMessages } from './messages';

const PRIORITIES: readonly FailurePriority[] = ['A', 'B', 'C', 'D'];

/** Minutes as a person says them: '30 minutes', '3 hours', '3 days', in their language. */
function useDuration() {
  const locale = useLocale();
  return (minutes: number) => {
    const [value, unit] =
      minutes % (24 * 60) === 0
        ? [minutes / (24 * 60), 'day']
        : minutes % 60 === 0
          ? [minutes / 60, 'hour']
          : [minutes, 'minute'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
  };
}

const isMinutes = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= DUE_MINUTES_MIN &&
  value <= DUE_MINUTES_MAX;

/** The part of a form these fields fill: the store form's, and a manager's due times'. */
interface DueForm {
  actionDueMinutes: ActionDueMinutes | null;
}

/**
 * How long after a failure its corrective action is due, by priority, in minutes (the schema's
 * unit, and its messages'), each with what it comes to and the default beside it.
 */
export function ActionDueFields() {
  const t = useT(actionBriefMessages);
  const itemLabels = useItemLabels();
  const domainText = useDomainText();
  const duration = useDuration();
  const { register, setValue, control, formState } = useFormContext<DueForm>();
  const current = useWatch({ control, name: 'actionDueMinutes' });
  const errors = formState.errors.actionDueMinutes;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('actionDueIntro')}</p>
      <div className="grid grid-cols-2 gap-3">
        {PRIORITIES.map((priority) => {
          const value = current?.[priority];
          const fallback = duration(DEFAULT_DUE_MINUTES[priority]);
          const message = errors?.[priority]?.message;
          return (
            <TextField
              key={priority}
              label={t('actionDueLabel', { priority: itemLabels.priority(priority) })}
              type="number"
              inputMode="numeric"
              min={DUE_MINUTES_MIN}
              max={DUE_MINUTES_MAX}
              step={1}
              hint={
                isMinutes(value) && value !== DEFAULT_DUE_MINUTES[priority]
                  ? t('actionDueHint', { duration: duration(value), fallback })
                  : t('actionDueDefault', { fallback })
              }
              error={message && domainText(message)}
              {...register(`actionDueMinutes.${priority}`, { valueAsNumber: true })}
            />
          );
        })}
      </div>
      <Button
        variant="secondary"
        onClick={() =>
          setValue('actionDueMinutes', { ...DEFAULT_DUE_MINUTES }, { shouldDirty: true })
        }
      >
        {t('actionDueReset')}
      </Button>
    </div>
  );
}
