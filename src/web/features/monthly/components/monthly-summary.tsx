import type { MonthSummary } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { OnTimeFigures } from '#web/components/reports/on-time-figures';
import { IssuesStatus, ShiftCounts, StatTile } from '#web/components/reports/summary-parts';
import { SectionCard } from '#web/components/ui/card';
import { useFormat, useT } from '#web/lib/i18n';
import { monthlyMessages } from '../messages';
import { ReadingsOutside } from '#web/components/reports/readings-outside';

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 100) / whole);
}

/** SPEC §2 "Monthly Performance Summary". */
export function MonthlySummary({
  summary,
  categories,
}: {
  summary: MonthSummary;
  categories: readonly ShiftCategory[];
}) {
  const t = useT(monthlyMessages);
  const format = useFormat();
  return (
    <SectionCard id="monthly-summary" title={t('summaryTitle')} bodyClassName="space-y-5">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label={t('totalChecklists')} value={format.number(summary.total)} />
        <StatTile
          label={t('fullyCompleted')}
          value={format.number(summary.fullyCompleted)}
          detail={t('ofTotal', {
            percent: format.percent(percentOf(summary.fullyCompleted, summary.total)),
          })}
        />
        <StatTile
          label={t('averageCompletion')}
          value={format.percent(summary.averageCompletion)}
        />
      </dl>
      <section aria-label={t('byShiftRegion')} className="space-y-2">
        <h3 className="font-medium">{t('byShift')}</h3>
        <ShiftCounts counts={summary.byShift} categories={categories} />
      </section>
      <OnTimeFigures figures={summary.timeliness} />
      <IssuesStatus withIssues={summary.withIssues} />
      {/* No link: the temperature log shows a week at a time, never a month. */}
      <ReadingsOutside label={t('readingsOutside')} count={summary.readingsOutside} />
    </SectionCard>
  );
}
