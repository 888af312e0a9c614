import type { WeekSummary } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { OnTimeFigures } from '#web/components/reports/on-time-figures';
import { IssuesStatus, ShiftCounts, StatTile } from '#web/components/reports/summary-parts';
import { SectionCard } from '#web/components/ui/card';
import { useFormat, useT } from '#web/lib/i18n';
import { useDayName } from '../hooks/use-day-name';
import { weeklyMessages } from '../messages';
import { CompletionChart } from './completion-chart';
import { ReadingsOutside } from '#web/components/reports/readings-outside';

/** SPEC §2 "Weekly Performance Summary". */
export function WeeklySummary({
  summary,
  categories,
  logHref,
}: {
  summary: WeekSummary;
  categories: readonly ShiftCategory[];
  /** The store's temperature log of the week; null for every store. */
  logHref: string | null;
}) {
  const t = useT(weeklyMessages);
  const format = useFormat();
  const dayName = useDayName();
  const best = summary.mostCompleteDay;
  return (
    <SectionCard id="weekly-summary" title={t('summaryTitle')} bodyClassName="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <StatTile
          label={t('totalChecklists')}
          value={format.number(summary.total)}
          detail={t('fullyCompleted', {
            count: summary.fullyCompleted,
            percent: format.percent(summary.fullyCompletedPercent),
          })}
        />
        <StatTile
          label={t('mostCompleteDay')}
          value={best ? dayName(best.date) : '–'}
          detail={
            best
              ? t('averageCompletion', { percent: format.percent(best.averageProgress) })
              : t('noChecklists')
          }
        />
      </dl>
      <section aria-label={t('byShiftRegion')} className="space-y-2">
        <h3 className="font-medium">{t('byShift')}</h3>
        <ShiftCounts counts={summary.byShift} categories={categories} />
      </section>
      <OnTimeFigures figures={summary.timeliness} />
      <IssuesStatus withIssues={summary.withIssues} />
      <ReadingsOutside
        label={t('readingsOutside')}
        count={summary.readingsOutside}
        log={logHref ? { href: logHref, text: t('readingsOutsideLog') } : null}
      />
      <CompletionChart days={summary.completionByDay} />
    </SectionCard>
  );
}
