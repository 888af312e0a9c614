import { useState } from 'react';
import { authorize } from '#domain/authz';
import { addDays, type IsoDate } from '#domain/dates';
import {
  csvExportUrl,
  DEFAULT_EXPORT_DAYS,
  exportRangeProblem,
  exportToday,
} from '#domain/exports/api';
import { MAX_EXPORT_DAYS } from '#domain/exports/messages';
import { boundedDateSchema } from '#domain/schemas';
import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { DownloadLink } from '#web/components/ui/download-link';
import { PageHeader } from '#web/components/ui/page-header';
import { TextField } from '#web/components/ui/text-field';
import { usePageTitle } from '#web/lib/page-title';
import { useCurrentUser } from '#web/lib/current-user';
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

function packUrl(range: { storeId: string | null; from: string; to: string }): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.storeId !== null) params.set('storeId', range.storeId);
  return `/api/exports/inspection-pack.pdf?${params.toString()}`;
}

function dateError(value: string): string | undefined {
  const parsed = boundedDateSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** `/exports`: a store (or every store) and business dates, as two kinds of CSV. */
export function ExportsPage() {
  usePageTitle('Exports');
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
  const allowed = authorize(user, 'export:view', { storeId: scope.storeId });
  const ready = allowed && !errors.from && !errors.to && !scope.unassigned;
  const range = { storeId: scope.storeId, from: shownFrom, to: shownTo };

  return (
    <>
      <PageHeader
        title="Exports"
        description="Checklists as spreadsheet files or a printable pack, for head office or an inspector."
        actions={<StoreScopeControl scope={scope} allowAll />}
      />
      <div className="space-y-6">
        <SectionCard
          id="export-range"
          title="Business dates"
          description={`Both days included; at most ${MAX_EXPORT_DAYS} days, up to today.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="From"
              type="date"
              value={shownFrom}
              onChange={(event) => setFrom(event.target.value)}
              error={errors.from}
            />
            <TextField
              label="To"
              type="date"
              value={shownTo}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              error={errors.to}
            />
          </div>
        </SectionCard>
        <SectionCard
          id="export-files"
          title="Files"
          description="CSV files open directly in Excel, Numbers and Google Sheets, with times in the store's time and in ISO format. The inspection pack is a PDF to print or hand over."
        >
          {scope.unassigned ? (
            <Alert tone="warning">
              You do not have an assigned store. Please contact your administrator.
            </Alert>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <ExportChoice
                title="One row per checklist"
                text="Progress, status, completion time, open issues, targets met, post-shift analysis and feedback."
                href={ready ? csvExportUrl('checklists', range) : null}
                label="Download checklists CSV"
              />
              <ExportChoice
                title="One row per item"
                text="Every item with its state, who ticked it and when, failure comment, priority and resolution."
                href={ready ? csvExportUrl('items', range) : null}
                label="Download items CSV"
              />
              {scope.storeId !== null && (
                <ExportChoice
                  title="Inspection pack (PDF)"
                  text="A cover page with completion figures and open issues, then every checklist in date order, for an inspector."
                  href={ready ? packUrl(range) : null}
                  label="Download inspection pack"
                  built
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
  /** Built by the server while it downloads, so the page shows its progress. */
  built?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-medium">{props.title}</h3>
      <p className="flex-1 text-sm text-slate-600 dark:text-slate-400">{props.text}</p>
      {props.href && props.built ? (
        <PackDownload key={props.href} href={props.href} label={props.label} />
      ) : props.href ? (
        <DownloadLink href={props.href} variant="primary">
          {props.label}
        </DownloadLink>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Choose a valid range to download.
        </p>
      )}
    </div>
  );
}
