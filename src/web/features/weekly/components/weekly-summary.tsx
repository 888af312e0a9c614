import type { WeekSummary } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { OnTimeFigures } from '#web/components/reports/on-time-figures';
import { IssuesStatus, ShiftCounts, StatTile } from '#web/components/reports/summary-parts';
import { SectionCard } from '#web/components/ui/card';
import { weekdayMonthDay } from '#web/lib/date-labels';
import { CompletionChart } from './completion-chart';

/** SPEC §2 "Weekly Performance Summary". */
export function WeeklySummary({
  summary,
  categories,
}: {
  summary: WeekSummary;
  categories: readonly ShiftCategory[];
}) {
  const best = summary.mostCompleteDay;
  return (
    <SectionCard id="weekly-summary" title="Weekly Performance Summary" bodyClassName="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <StatTile
          label="Total checklists"
          value={summary.total}
          detail={`${summary.fullyCompleted} fully completed (${summary.fullyCompletedPercent}%)`}
        />
        <StatTile
          label="Most complete day"
          value={best ? weekdayMonthDay(best.date) : '–'}
          detail={best ? `${best.averageProgress}% average completion` : 'No checklists'}
        />
      </dl>
      <section aria-label="Checklists by shift" className="space-y-2">
        <h3 className="font-medium">By shift</h3>
        <ShiftCounts counts={summary.byShift} categories={categories} />
      </section>
      <OnTimeFigures figures={summary.timeliness} />
      <IssuesStatus withIssues={summary.withIssues} />
      <CompletionChart days={summary.completionByDay} />
    </SectionCard>
  );
}
