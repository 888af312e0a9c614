import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { checklistAbilities } from '#domain/checklists/policy';
import { SHIFT_CATEGORIES, type ShiftCategory } from '#domain/shifts';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { NotAvailableOffline } from '#web/components/ui/not-available-offline';
import { PageHeader } from '#web/components/ui/page-header';
import { ScrollToTopButton } from '#web/components/ui/scroll-to-top-button';
import { PageSpinner } from '#web/components/ui/spinner';
import { importWhenOnline } from '#web/lib/import-when-online';
import { ApiRequestError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/page-title';
import { useDrawnInBackground } from '#web/lib/use-drawn-in-background';
import { useNow } from '#web/lib/use-now';
import { isUnavailableOffline } from '#web/lib/query-offline';
import { useCurrentUser } from '#web/lib/current-user';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { useStoreScope } from '#web/lib/store-scope/use-store-scope';
import { useFormat, useT } from '#web/lib/i18n';
import { NoAssignedStore } from '#web/components/stores/no-assigned-store';
import { useCreateChecklist } from '../api/create-checklist';
import { useStoreDay } from '../api/get-store-day';
import { canCreateOn, useDailyDate } from '../hooks/use-daily-date';
import { DayToolbar } from './day-toolbar';
import { ShiftCard } from './shift-card';
import { dailyMessages } from '../messages';

// The day's records note comes after the view; offline before its code came, once back online.
const DayRecordsNote = lazy(() =>
  importWhenOnline(() => import('#web/components/records/day-records-note')),
);
// Only a super-admin picks the store here; a leader's daily view loads without the list.
const ChooseStorePrompt = lazy(() =>
  import('./choose-store-prompt').then((m) => ({ default: m.ChooseStorePrompt })),
);

/** What the page shows of an address's date that is not one: at most 40 characters. */
function shownAddressDate(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 37)}…` : raw;
}

/** `/`: one store's shifts on one day (SPEC §2 "Daily view"). */
export function DailyPage() {
  const user = useCurrentUser();
  const scope = useStoreScope();
  const {
    date,
    invalidDate,
    customDate,
    showDate,
    showToday,
    chooseStore,
    storeChosen,
    allowMissedStart,
  } = useDailyDate();
  const day = useStoreDay(scope.storeId, date);
  const drawn = useDrawnInBackground(day.data !== undefined);
  const create = useCreateChecklist();
  const navigate = useNavigate();
  const t = useT(dailyMessages);
  const format = useFormat();
  usePageTitle(t('pageTitle'));
  const now = useNow();

  const header = <PageHeader title={t('heading')} actions={<StoreScopeControl scope={scope} />} />;

  if (scope.unassigned) {
    return (
      <>
        {header}
        <NoAssignedStore />
      </>
    );
  }
  if (scope.canChooseStore && (scope.storeId === null || chooseStore)) {
    return (
      <>
        <PageHeader title={t('heading')} />
        <Suspense fallback={<PageSpinner />}>
          <ChooseStorePrompt
            scope={scope}
            dayLabel={date && chooseStore ? format.longDate(date) : null}
            onSelect={(storeId) => {
              scope.select(storeId);
              if (chooseStore) storeChosen();
            }}
          />
        </Suspense>
      </>
    );
  }
  if (invalidDate !== null) {
    return (
      <>
        {header}
        <Alert tone="error">{t('invalidDate', { value: shownAddressDate(invalidDate) })}</Alert>
        <Button variant="secondary" className="mt-4" onClick={showToday}>
          {t('showToday')}
        </Button>
      </>
    );
  }
  if (isUnavailableOffline(day)) {
    return (
      <>
        {header}
        <NotAvailableOffline />
      </>
    );
  }
  if (day.isError) {
    return (
      <>
        {header}
        <Alert tone="error">{day.error.message}</Alert>
      </>
    );
  }
  if (day.isPending || !drawn) return <PageSpinner />;

  const { store, today, checklists, timing, withPriorityAFailures, failures } = day.data;
  const shown = day.data.date;
  const canCreate = canCreateOn(shown, today, customDate);
  const categories = SHIFT_CATEGORIES.filter(
    (c) => c !== 'overnight' || store.shiftSettings.overnight.enabled,
  );
  const startChecklist = (category: ShiftCategory) =>
    create.mutate(
      { storeId: store.id, category, ...(shown === today ? {} : { date: shown }) },
      // BrowserRouter moves at once: only a data router's navigate has a promise to wait for.
      { onSuccess: (checklist) => void navigate(`/checklists/${checklist.id}`) },
    );

  return (
    <>
      {header}
      <DayToolbar
        date={shown}
        today={today}
        store={store}
        now={now}
        customDate={customDate}
        loading={day.isPlaceholderData}
        missedShifts={categories.some(
          (c) => store.shiftSettings[c].enabled && !checklists.some((l) => l.category === c),
        )}
        onStartMissed={allowMissedStart}
        onDateChange={(next) => showDate(next, today)}
        onToday={showToday}
      />
      {create.isError && (
        <Alert tone="error" className="mb-4">
          {/* SPEC §8: the server's reason, or this when it could not be reached or gave none. */}
          {create.error instanceof ApiRequestError ? create.error.message : t('createFailed')}
        </Alert>
      )}
      <div
        className="grid gap-4 md:grid-cols-2"
        aria-busy={day.isPlaceholderData}
        data-testid="shift-cards"
      >
        {categories.map((category) => {
          const checklist = checklists.find((c) => c.category === category);
          return (
            <ShiftCard
              key={category}
              category={category}
              setting={store.shiftSettings[category]}
              checklist={checklist}
              failures={checklist ? failures.filter((f) => f.checklistId === checklist.id) : []}
              dateLabel={format.longDate(shown)}
              canCreate={canCreate && store.shiftSettings[category].enabled}
              canDelete={
                !!checklist &&
                checklistAbilities(user, checklist, {
                  storeToday: today,
                  hasPriorityAFailure: withPriorityAFailures.includes(checklist.id),
                }).delete
              }
              creating={create.isPending && create.variables.category === category}
              onCreate={() => startChecklist(category)}
              timing={timing.find((t) => t.category === category)}
              timeZone={store.timezone}
              now={now}
            />
          );
        })}
      </div>
      {/* After the shifts, which its late arrival would otherwise push down under a finger. */}
      <Suspense fallback={null}>
        <div className="mt-4">
          <DayRecordsNote storeId={store.id} date={shown} today={today} timeZone={store.timezone} />
        </div>
      </Suspense>
      <ScrollToTopButton />
    </>
  );
}
