import { authorize } from '#domain/authz';
import { compareDates, type IsoDate } from '#domain/dates';
import { csvExportUrl } from '#domain/exports/api';
import { DownloadLink } from '#web/components/ui/download-link';
import { useCurrentUser } from '#web/lib/current-user';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';

/**
 * "Download CSV" for the period a weekly or monthly view shows, one row per checklist. The
 * period is cut at today, since checklists of later days cannot exist yet.
 */
export function PeriodCsvLink({
  storeId,
  from,
  to,
  today,
}: {
  storeId: string | null;
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
}) {
  const t = useT(uiMessages);
  const user = useCurrentUser();
  if (!authorize(user, 'export:view', { storeId })) return null;
  if (compareDates(from, today) > 0) return null;
  const end = compareDates(to, today) > 0 ? today : to;
  return (
    <DownloadLink href={csvExportUrl('checklists', { storeId, from, to: end })} className="ms-auto">
      {t('downloadCsv')}
    </DownloadLink>
  );
}
