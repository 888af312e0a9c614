import type { MonthReport } from '#domain/reports/api';
import { addMonths, endOfMonth, isoDateFromParts, monthOf } from '#domain/dates';
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
import { useMonthReport } from '../api/get-month-report';
import { useMonthParam } from '../hooks/use-month-param';
import { monthlyMessages } from '../messages';
import { MonthCalendarGrid } from './month-calendar-grid';
import { MonthlySummary } from './monthly-summary';

/** `/monthly`: a calendar of the month's shifts and the month's summary (SPEC §2). */
export function MonthlyPage() {
  const scope = useStoreScope({ allowAll: true });
  const [month, setMonth] = useMonthParam();
  const report = useMonthReport(scope.storeId, month, !scope.unassigned);
  const t = useT(monthlyMessages);
  const format = useFormat();
  usePageTitle(t('pageTitle'));

  const header = (
    <PageHeader title={t('heading')} actions={<StoreScopeControl scope={scope} allowAll />} />
  );
  const render = (data: MonthReport) => {
    const shown = month ?? { year: data.year, month: data.month };
    const first = isoDateFromParts(shown.year, shown.month, 1);
    const current = monthOf(data.scope.today);
    const isCurrent = shown.year === current.year && shown.month === current.month;
    const categories = reportCategories(data.weeks.flat(), overnightInScope(scope));

    return (
      <>
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <PeriodNavigator
            label={format.monthYear(shown.year, shown.month)}
            unit="month"
            currentText={t('thisMonth')}
            isCurrent={isCurrent}
            onPrevious={() => setMonth(monthOf(addMonths(first, -1)))}
            onNext={() => setMonth(monthOf(addMonths(first, 1)))}
            onCurrent={() => setMonth(null)}
          />
          {report.isPlaceholderData && <Spinner label={t('loadingMonth')} />}
          <PeriodCsvLink
            storeId={data.scope.storeId}
            from={first}
            to={endOfMonth(first)}
            today={data.scope.today}
          />
        </div>
        <div className="space-y-6" aria-busy={report.isPlaceholderData}>
          <SectionCard
            id="month-calendar"
            title={t('calendarTitle')}
            description={
              data.scope.storeId === null
                ? t('calendarDescriptionAllStores')
                : t('calendarDescription')
            }
            bodyPaddingX="px-1.5 sm:px-4"
          >
            <MonthCalendarGrid
              weeks={data.weeks}
              month={data.month}
              today={data.scope.today}
              categories={categories}
              allStores={data.scope.storeId === null}
            />
          </SectionCard>
          <MonthlySummary summary={data.summary} categories={categories} />
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
