import { Link } from 'react-router';
import { RECURRING_DAYS } from '#domain/actions/messages';
import type { ActionDetail } from '#domain/actions/api';
import { SectionCard } from '#web/components/ui/card';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { actionsMessages } from '../messages';
import { StatusBadge } from './action-badges';

/** The item's earlier failures in the store, newest first, each a link to its checklist. */
export function EarlierFailures({ earlier }: { earlier: ActionDetail['earlier'] }) {
  const t = useT(actionsMessages);
  const labels = useLabels();
  const format = useFormat();
  return (
    <SectionCard
      id="action-earlier"
      title={t('earlierTitle')}
      description={
        earlier.length > 0
          ? t('earlierIntro', { count: earlier.length, days: RECURRING_DAYS })
          : undefined
      }
    >
      {earlier.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          {t('earlierNone', { days: RECURRING_DAYS })}
        </p>
      ) : (
        <ul className="space-y-1" data-testid="earlier-failures">
          {earlier.map((failure) => (
            <li key={failure.actionId} className="flex flex-wrap items-center gap-x-3">
              <Link
                to={`/checklists/${encodeURIComponent(failure.checklistId)}`}
                className="inline-flex min-h-11 items-center font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
              >
                {t('dateShift', {
                  date: format.shortDate(failure.businessDate),
                  shift: labels.shiftName(failure.category),
                })}
              </Link>
              <StatusBadge status={failure.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
