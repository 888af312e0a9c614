import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, compareDates, isIsoDate, startOfWeek, type IsoDate } from '#domain/dates';
import type { ReadingRow, Records } from '#domain/records/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { DownloadLink } from '#web/components/ui/download-link';
import { PageHeader } from '#web/components/ui/page-header';
import { PeriodNavigator } from '#web/components/ui/period-navigator';
import { Spinner } from '#web/components/ui/spinner';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { useFormat, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useStoreScope } from '#web/lib/store-scope/use-store-scope';
import { useRecords } from '../api/records';
import { recordsMessages } from '../messages';
import { DaySignOff } from './day-sign-off';
import { ReadingList } from './reading-list';
import { ReviewCard } from './review-card';

/** The week shown lives in the address (`/records?week=<Monday>`); none is the current week. */
function useWeekParam(): [IsoDate | null, (monday: IsoDate | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('week');
  const week = isIsoDate(raw) ? startOfWeek(raw) : null;
  const setWeek = useCallback(
    (monday: IsoDate | null) => setParams(monday ? { week: monday } : {}),
    [setParams],
  );
  return [week, setWeek];
}

/** The week's days up to the store's today, newest first. */
function daysOf(monday: IsoDate, today: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let n = 6; n >= 0; n -= 1) {
    const day = addDays(monday, n);
    if (compareDates(day, today) <= 0) days.push(day);
  }
  return days;
}

function logPdfUrl(records: Records): string {
  const params = new URLSearchParams({
    storeId: records.store.id,
    from: records.from,
    to: records.to,
  });
  return `/api/exports/temperature-log.pdf?${params.toString()}`;
}

/**
 * `/records`: a store's temperature log a week at a time, day by day: every reading with its
 * limit, whether it was inside, who took it and what was done, and the day's signature, with
 * what changed after it. The manager signs each day and writes the four-weekly review here.
 */
export function RecordsPage() {
  const t = useT(recordsMessages);
  const format = useFormat();
  usePageTitle(t('title'));
  const scope = useStoreScope({ allowAll: false });
  const [week, setWeek] = useWeekParam();
  const to = week ? addDays(week, 6) : null;
  const records = useRecords(scope.storeId, week, to);

  const header = (
    <PageHeader
      title={t('heading')}
      description={t('intro')}
      actions={<StoreScopeControl scope={scope} />}
    />
  );
  if (scope.storeId === null) {
    return (
      <>
        {header}
        <Alert tone="info">{t('chooseStore')}</Alert>
      </>
    );
  }
  if (records.isPending) {
    return (
      <>
        {header}
        <Spinner label={t('loading')} />
      </>
    );
  }
  if (records.isError) {
    return (
      <>
        {header}
        <Alert tone="error">
          {t('loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void records.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      </>
    );
  }
  const data = records.data;
  const monday = week ?? startOfWeek(data.today);
  const outside = data.readings.filter((reading) => !reading.within).length;
  const byDay = new Map<string, ReadingRow[]>();
  for (const reading of data.readings) {
    byDay.set(reading.businessDate, [...(byDay.get(reading.businessDate) ?? []), reading]);
  }

  return (
    <>
      {header}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <PeriodNavigator
          label={format.dateRange(monday, addDays(monday, 6))}
          unit="week"
          currentText={t('thisWeek')}
          isCurrent={monday === startOfWeek(data.today)}
          onPrevious={() => setWeek(addDays(monday, -7))}
          onNext={() => setWeek(addDays(monday, 7))}
          onCurrent={() => setWeek(null)}
        />
        {records.isPlaceholderData && <Spinner label={t('loading')} />}
        <DownloadLink href={logPdfUrl(data)}>{t('downloadPdf')}</DownloadLink>
      </div>
      <p data-testid="records-summary" className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {t('summary', { readings: data.readings.length, outside })}
      </p>
      <div className="space-y-4" aria-busy={records.isPlaceholderData}>
        {daysOf(monday, data.today).map((day) => (
          <SectionCard key={day} id={`records-${day}`} title={format.longDate(day)}>
            <div className="space-y-3">
              <DaySignOff
                storeId={data.store.id}
                date={day}
                signOff={data.signOffs.find((signOff) => signOff.businessDate === day) ?? null}
                canSign={data.abilities.signOff}
                timeZone={data.store.timezone}
              />
              <ReadingList
                date={day}
                readings={byDay.get(day) ?? []}
                unit={data.store.temperatureUnit}
                timeZone={data.store.timezone}
              />
            </div>
          </SectionCard>
        ))}
        <ReviewCard
          storeId={data.store.id}
          reviews={data.reviews}
          canReview={data.abilities.review}
        />
      </div>
    </>
  );
}
