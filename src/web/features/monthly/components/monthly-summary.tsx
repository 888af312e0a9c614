import type { MonthSummary } from '#domain/reports/api';
import type { ShiftCategory } from '#domain/shifts';
import { OnTimeFigures } from '#web/components/reports/on-time-figures';
import { IssuesStatus, ShiftCounts, StatTile } from '#web/components/reports/summary-parts';
import { SectionCard } from '#web/components/ui/card';

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
  return (
    <SectionCard id="monthly-summary" title="Monthly Performance Summary" bodyClassName="space-y-5">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label="Total checklists" value={summary.total} />
        <StatTile
          label="Fully completed"
          value={summary.fullyCompleted}
          detail={`${percentOf(summary.fullyCompleted, summary.total)}% of total`}
        />
        <StatTile label="Average completion" value={`${summary.averageCompletion}%`} />
      </dl>
      <section aria-label="Checklists by shift" className="space-y-2">
        <h3 className="font-medium">By shift</h3>
        <ShiftCounts counts={summary.byShift} categories={categories} />
      </section>
      <OnTimeFigures figures={summary.timeliness} />
      <IssuesStatus withIssues={summary.withIssues} />
    </SectionCard>
  );
}
