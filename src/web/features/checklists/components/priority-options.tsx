import { PRIORITIES, PRIORITY_INFO, type FailurePriority } from '#domain/checklists/priorities';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { checklistMessages } from '../messages';

/** The A–D choice for a travel-path failure, each with what it means (SPEC §3 "Priorities"). */
export function PriorityOptions({
  value,
  onChange,
  name,
}: {
  value: FailurePriority;
  onChange: (priority: FailurePriority) => void;
  name: string;
}) {
  const t = useT(checklistMessages);
  const itemLabels = useItemLabels();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('priorityLegend')}
      </legend>
      {PRIORITIES.map((priority) => {
        const info = PRIORITY_INFO[priority];
        const checked = value === priority;
        // C and D say the same thing twice ('Within 1-3 hours' / 'Fix within 1-3 hours'); the
        // domain's English decides, as a translation need not repeat the words the same way.
        const addsMeaning = !info.description.toLowerCase().includes(info.timeframe.toLowerCase());
        return (
          <label
            key={priority}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 dark:has-[:focus-visible]:outline-blue-400',
              checked
                ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/60'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={priority}
              checked={checked}
              onChange={() => onChange(priority)}
              className="mt-1 h-4 w-4 shrink-0 accent-blue-700 focus-visible:outline-none dark:accent-blue-400"
            />
            <span className="min-w-0 text-sm">
              <span className="font-semibold">
                {itemLabels.priority(priority)} · {t('priorityTimeframe', { priority })}
              </span>
              {addsMeaning && (
                <span className="block text-slate-600 dark:text-slate-400">
                  {t('priorityDescription', { priority })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
