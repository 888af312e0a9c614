import { useState } from 'react';
import { authorize } from '#domain/authz';
import { addDays, type IsoDate } from '#domain/dates';
import {
  csvExportUrl,
  DEFAULT_EXPORT_DAYS,
  exportRangeProblem,
  exportToday,
  pdfExportUrl,
  type PdfExportKind,
} from '#domain/exports/api';
import { MAX_EXPORT_DAYS } from '#domain/exports/messages';
import { boundedDateSchema } from '#domain/schemas';
import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { DownloadLink } from '#web/components/ui/download-link';
import { PageHeader } from '#web/components/ui/page-header';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useCurrentUser } from '#web/lib/current-user';
import { exportsMessages } from '../messages';
import { PackDownload } from './pack-download';
import { StoreScopeControl } from '#web/components/stores/store-scope-control';
import { useStoreScope, type StoreScope } from '#web/lib/store-scope/use-store-scope';

/**
 * The store's today, or for every store the latest one, as the server counts it; before the
 * stores are known, the device's own calendar day.
 */
function todayOf(scope: StoreScope, now: Date): IsoDate {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return (
    exportToday(scope.store ? [scope.store] : scope.stores, now) ?? local.toISOString().slice(0, 10)
  );
}

function dateError(value: string): string | undefined {
  const parsed = boundedDateSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * `/exports`: a store (or every store) and business dates, as three kinds of CSV (checklists,
 * items, corrective actions); for one store also the inspection pack and the temperature log.
 */
export function ExportsPage() {
  const t = useT(exportsMessages);
  const format = useFormat();
  const domainText = useDomainText();
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const scope = useStoreScope({ allowAll: true });
  const today = todayOf(scope, new Date());
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const shownTo = to ?? today;
  const shownFrom = from ?? addDays(shownTo, 1 - DEFAULT_EXPORT_DAYS);

  const errors = { from: dateError(shownFrom), to: dateError(shownTo) };
  const problem = errors.from || errors.to ? null : exportRangeProblem(shownFrom, shownTo, today);
  if (problem) errors[problem.field] = problem.message;
  // The domain's rules word their problems in English.
  const shownErrors = {
    from: errors.from && domainText(errors.from),
    to: errors.to && domainText(errors.to),
  };
  const allowed = authorize(user, 'export:view', { storeId: scope.storeId });
  const ready = allowed && !errors.from && !errors.to && !scope.unassigned;
  const range = { storeId: scope.storeId, from: shownFrom, to: shownTo };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<StoreScopeControl scope={scope} allowAll />}
      />
      <div className="space-y-6">
        <SectionCard
          id="export-range"
          title={t('rangeTitle')}
          description={t('rangeDescription', { max: format.number(MAX_EXPORT_DAYS) })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('from')}
              type="date"
              value={shownFrom}
              onChange={(event) => setFrom(event.target.value)}
              error={shownErrors.from}
            />
            <TextField
              label={t('to')}
              type="date"
              value={shownTo}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              error={shownErrors.to}
            />
          </div>
        </SectionCard>
        <SectionCard id="export-files" title={t('filesTitle')} description={t('filesDescription')}>
          {scope.unassigned ? (
            <Alert tone="warning">{t('unassigned')}</Alert>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <ExportChoice
                title={t('checklistsTitle')}
                text={t('checklistsText')}
                href={ready ? csvExportUrl('checklists', range) : null}
                label={t('checklistsDownload')}
              />
              <ExportChoice
                title={t('itemsTitle')}
                text={t('itemsText')}
                href={ready ? csvExportUrl('items', range) : null}
                label={t('itemsDownload')}
              />
              <ExportChoice
                title={t('actionsTitle')}
                text={t('actionsText')}
                href={ready ? csvExportUrl('actions', range) : null}
                label={t('actionsDownload')}
              />
              {scope.storeId !== null && (
                <ExportChoice
                  title={t('packTitle')}
                  text={t('packText')}
                  href={ready ? pdfExportUrl('inspection-pack', range) : null}
                  label={t('packDownload')}
                  built="inspection-pack"
                />
              )}
              {scope.storeId !== null && (
                <ExportChoice
                  title={t('logTitle')}
                  text={t('logText')}
                  href={ready ? pdfExportUrl('temperature-log', range) : null}
                  label={t('logDownload')}
                  built="temperature-log"
                />
              )}
            </div>
          )}
        </SectionCard>
      </div>
    </>
  );
}

function ExportChoice(props: {
  title: string;
  text: string;
  href: string | null;
  label: string;
  /** A PDF built by the server while it downloads, so the page shows its progress. */
  built?: PdfExportKind;
}) {
  const t = useT(exportsMessages);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-medium">{props.title}</h3>
      <p className="flex-1 text-sm text-slate-600 dark:text-slate-400">{props.text}</p>
      {props.href && props.built ? (
        <PackDownload key={props.href} kind={props.built} href={props.href} label={props.label} />
      ) : props.href ? (
        <DownloadLink href={props.href} variant="primary">
          {props.label}
        </DownloadLink>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('chooseValidRange')}</p>
      )}
    </div>
  );
}
