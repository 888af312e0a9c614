import type { WeekReport } from '#domain/reports/api';
import { addDays, startOfWeek } from '#domain/dates';
import { ReportStates } from '#web/components/reports/report-states';
import { reportCategories } from '#web/components/reports/shift-cell-state';
import { SectionCard } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { PeriodNavigator } from '#web/components/ui/period-navigator';
import { Spinner } from '#web/components/ui/spinner';
import { usePageTitle } from '#web/lib/page-title';
import { PeriodCsvLink } from '#web/components/reports/period-csv-link';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { overnightInScope } from '#web/lib/store-scope/overnight-in-scope';
import { useStoreScope } from '#web/lib/store-scope/use-store-scope';
import { useFormat, useT } from '#web/lib/i18n';
import { useWeekReport } from '../api/get-week-report';
import { useWeekParam } from '../hooks/use-week-param';
import { weeklyMessages } from '../messages';
import { WeekGrid } from './week-grid';
import { WeeklySummary } from './weekly-summary';

/** `/weekly`: a Monday-to-Sunday grid of shifts and the week's summary (SPEC §2). */
export function WeeklyPage() {
  const scope = useStoreScope({ allowAll: true });
  const [week, setWeek] = useWeekParam();
  const report = useWeekReport(scope.storeId, week, !scope.unassigned);
  const t = useT(weeklyMessages);
  const format = useFormat();
  usePageTitle(t('pageTitle'));

  const header = (
    <PageHeader title={t('heading')} actions={<StoreScopeControl scope={scope} allowAll />} />
  );
  const render = (data: WeekReport) => {
    // While the next week loads the last one stays on screen, under the new week's label.
    const monday = week ?? data.start;
    const thisWeek = startOfWeek(data.scope.today);
    const categories = reportCategories(data.days, overnightInScope(scope));
    const allStores = data.scope.storeId === null;

    return (
      <>
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <PeriodNavigator
            label={format.dateRange(monday, addDays(monday, 6))}
            unit="week"
            currentText={t('thisWeek')}
            isCurrent={monday === thisWeek}
            onPrevious={() => setWeek(addDays(monday, -7))}
            onNext={() => setWeek(addDays(monday, 7))}
            onCurrent={() => setWeek(null)}
          />
          {report.isPlaceholderData && <Spinner label={t('loadingWeek')} />}
          <PeriodCsvLink
            storeId={data.scope.storeId}
            from={data.start}
            to={data.end}
            today={data.scope.today}
          />
        </div>
        <div className="space-y-6" aria-busy={report.isPlaceholderData}>
          <SectionCard
            id="week-grid"
            title={t('gridTitle')}
            description={allStores ? t('gridDescriptionAllStores') : t('gridDescription')}
            bodyPaddingX="px-2 sm:px-4"
          >
            <WeekGrid
              days={data.days}
              categories={categories}
              today={data.scope.today}
              allStores={allStores}
            />
          </SectionCard>
          <WeeklySummary
            summary={data.summary}
            categories={categories}
            logHref={allStores ? null : `/records?week=${data.start}`}
          />
        </div>
      </>
    );
  };

  return (
    <ReportStates header={header} unassigned={scope.unassigned} report={report}>
      {render}
    </ReportStates>
  );
}
