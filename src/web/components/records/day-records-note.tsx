import CircleCheck from 'lucide-react/icons/circle-check';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import english from '#domain/i18n/catalogues/day-records/en.json' with { type: 'json' };
import { compareDates, startOfWeek, type IsoDate } from '#domain/dates';
import { recordsSchema } from '#domain/records/api';
import { api } from '#web/lib/api-client';
import { defineNamespace, useFormat, useT } from '#web/lib/i18n';
import { recordsKeys } from '#web/lib/query-keys';

const messages = defineNamespace('day-records', english);

/**
 * Whether a store's day's records are signed off, by whom and when, and whether anything changed
 * after, with the way to its temperature log: on the daily view and each checklist. Loaded
 * after the page it sits on (it is not part of the first page's code).
 */
export function DayRecordsNote({
  storeId,
  date,
  today,
  timeZone,
}: {
  storeId: string;
  date: IsoDate;
  /** The store's business today: a day not begun yet has no records to sign. */
  today?: IsoDate;
  timeZone: string;
}) {
  const t = useT(messages);
  const format = useFormat();
  const records = useQuery({
    queryKey: recordsKeys.period(storeId, date, date),
    queryFn: ({ signal }) =>
      api.get(`/api/stores/${storeId}/records?from=${date}&to=${date}`, recordsSchema, { signal }),
    refetchOnWindowFocus: true,
    enabled: today === undefined || compareDates(date, today) <= 0,
  });
  if (!records.isSuccess) return null;
  const signOff = records.data.signOffs.find((signed) => signed.businessDate === date) ?? null;
  const changed = signOff !== null && signOff.changesAfter.length > 0;
  return (
    <p
      data-testid="day-records-note"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
    >
      {signOff ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('signedOff', {
            name: signOff.userName,
            time: format.time(signOff.signedAt, timeZone),
          })}
        </span>
      ) : (
        <span>{t('notSignedOff')}</span>
      )}
      {changed && (
        <span className="font-semibold text-amber-800 dark:text-amber-300">
          {t('changedAfter')}
        </span>
      )}
      <Link
        to={`/records?week=${startOfWeek(date)}`}
        className="inline-flex min-h-11 items-center font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
      >
        {t('openLog')}
      </Link>
    </p>
  );
}

/** What React.lazy takes: the screens that show the note load it on demand. */
export default DayRecordsNote;
