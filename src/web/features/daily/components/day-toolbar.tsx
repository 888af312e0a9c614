import Plus from 'lucide-react/icons/plus';
import { businessDayStart, compareDates, zonedParts, type IsoDate } from '#domain/dates';
import type { ShiftSettings } from '#domain/shifts';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { DatePicker } from '#web/components/ui/date-picker';
import { Spinner } from '#web/components/ui/spinner';
import { useFormat, useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';

/** The store's clock and day start: a business day starts at breakfast, not at midnight. */
export interface StoreClock {
  timezone: string;
  shiftSettings: ShiftSettings;
}

function DayNote({
  date,
  today,
  store,
  now,
  customDate,
  missedShifts,
  onStartMissed,
}: {
  date: IsoDate;
  today: IsoDate;
  store: StoreClock;
  now: Date;
  customDate: boolean;
  missedShifts: boolean;
  onStartMissed: () => void;
}) {
  const t = useT(dailyMessages);
  const format = useFormat();
  const order = compareDates(date, today);
  const note = (text: string) => (
    <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
  );
  if (order === 0) {
    // Between midnight and the day start the calendar has moved on and the business day has not.
    if (zonedParts(now, store.timezone).date === today) return null;
    const start = format.clock(businessDayStart(store.shiftSettings));
    return note(t('beforeDayStart', { start, date: format.longDate(today) }));
  }
  if (order > 0) return note(t('futureDate'));
  if (customDate) return note(t('missedAllowed'));
  if (!missedShifts) return null;
  // The same permission as arriving from the week or month view: a missed past day may start.
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {note(t('missedShifts'))}
      <Button variant="secondary" size="sm" className="min-h-11" onClick={onStartMissed}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('startMissed')}
      </Button>
    </div>
  );
}

/** The day shown, the calendar to pick another, and the way back to today. */
export function DayToolbar({
  date,
  today,
  store,
  now,
  customDate,
  loading,
  missedShifts,
  onDateChange,
  onToday,
  onStartMissed,
}: {
  date: IsoDate;
  today: IsoDate;
  store: StoreClock;
  now: Date;
  customDate: boolean;
  loading: boolean;
  /** An enabled shift of this day has no checklist. */
  missedShifts: boolean;
  onDateChange: (date: IsoDate) => void;
  onToday: () => void;
  onStartMissed: () => void;
}) {
  const t = useT(dailyMessages);
  const format = useFormat();
  const isToday = date === today;
  return (
    <div className="mb-5 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <DatePicker value={date} today={today} onChange={onDateChange} />
        <Button variant="secondary" onClick={onToday}>
          {t('today')}
        </Button>
        {loading && <Spinner label={t('loadingDay')} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {format.longDate(date)}
        </h2>
        {isToday && <Badge tone="blue">{t('today')}</Badge>}
      </div>
      <DayNote
        date={date}
        today={today}
        store={store}
        now={now}
        customDate={customDate}
        missedShifts={missedShifts}
        onStartMissed={onStartMissed}
      />
    </div>
  );
}
