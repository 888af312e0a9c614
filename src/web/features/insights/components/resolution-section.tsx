import { durationText } from '#domain/insights/duration';
import type { Resolution, ResolutionRow } from '#domain/insights/api';
import { Badge } from '#web/components/ui/badge';
import { SideScroll } from '#web/components/ui/side-scroll';
import { useFormat, useT } from '#web/lib/i18n';
import { insightsMessages } from '../messages';

/** Minutes as a person reads a wait: 45 min, 2 h 10 min, 3 d 4 h. */
/** Each way of saying a duration, as this screen's catalogue has it. */
const DURATION_KEYS = {
  minutes: 'minutes',
  hoursOnly: 'hoursOnly',
  hoursMinutes: 'hoursMinutes',
  daysOnly: 'daysOnly',
  daysHours: 'daysHours',
} as const;

function useDuration() {
  const t = useT(insightsMessages);
  return (minutes: number | null): string => {
    if (minutes === null) return '–';
    const { key, values } = durationText(minutes);
    return t(DURATION_KEYS[key], values);
  };
}

const COLUMNS = [
  'colResolved',
  'colMedian',
  'colP90',
  'colTarget',
  'colInTime',
  'colStillOpen',
] as const;

/** Time from a failure to its fix by priority, the median marked when it is past the due time. */
export function ResolutionSection({ resolution }: { resolution: Resolution }) {
  const t = useT(insightsMessages);
  const format = useFormat();
  const duration = useDuration();
  const label = (row: ResolutionRow) =>
    row.priority === 'none' ? t('priorityNone') : t('priority', { priority: row.priority });
  return (
    <SideScroll labelledBy="insights-resolution-title">
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('colPriority')}
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-end font-medium">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-800">
          {resolution.priorities.map((row) => {
            const late = row.medianMinutes !== null && row.medianMinutes > row.targetMinutes;
            return (
              <tr key={row.priority}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {label(row)}
                </th>
                <td className="px-3 py-2 text-end">{format.number(row.resolved)}</td>
                <td className="px-3 py-2 text-end">
                  {late ? (
                    <Badge tone="red">{duration(row.medianMinutes)}</Badge>
                  ) : (
                    duration(row.medianMinutes)
                  )}
                </td>
                <td className="px-3 py-2 text-end">{duration(row.p90Minutes)}</td>
                <td className="px-3 py-2 text-end">{duration(row.targetMinutes)}</td>
                <td className="px-3 py-2 text-end">
                  {row.resolved === 0
                    ? '–'
                    : format.percent((row.withinTarget / row.resolved) * 100)}
                </td>
                <td className="px-3 py-2 text-end">{format.number(row.open)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SideScroll>
  );
}
