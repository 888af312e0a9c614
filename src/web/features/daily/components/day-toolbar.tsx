import { compareDates, formatLongDate, type IsoDate } from '../../../../domain/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import { Spinner } from '../../../components/ui/spinner';

function DayNote({
  date,
  today,
  customDate,
}: {
  date: IsoDate;
  today: IsoDate;
  customDate: boolean;
}) {
  const order = compareDates(date, today);
  if (order === 0) return null;
  const text =
    order > 0
      ? 'Checklists cannot be started for a future date.'
      : customDate
        ? 'A missed checklist can be started for this past day.'
        : 'To start a missed checklist for this day, open it from the Weekly or Monthly view.';
  return <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>;
}

/** The day shown, the calendar to pick another, and the way back to today. */
export function DayToolbar({
  date,
  today,
  customDate,
  loading,
  onDateChange,
  onToday,
}: {
  date: IsoDate;
  today: IsoDate;
  customDate: boolean;
  loading: boolean;
  onDateChange: (date: IsoDate) => void;
  onToday: () => void;
}) {
  const isToday = date === today;
  return (
    <div className="mb-5 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <DatePicker value={date} today={today} onChange={onDateChange} />
        <Button variant="secondary" onClick={onToday}>
          Today
        </Button>
        {loading && <Spinner label="Loading the day" />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {formatLongDate(date)}
        </h2>
        {isToday && <Badge tone="blue">Today</Badge>}
      </div>
      <DayNote date={date} today={today} customDate={customDate} />
    </div>
  );
}
