import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { zonedParts } from '#domain/dates';
import type { AuditEntry, AuditExportQuery } from '#domain/integrations/audit-api';
import type { Caller } from '../../auth/caller';
import { requireAccess } from '../../authz/require-access';
import type { AppDeps } from '../../deps';
import { neutralise } from '../../exports/csv-rows';
import type { FileDownload } from '../../http/send-file';
import { recordExport } from './exports';
import { pageAuditLog, type AuditSelection } from './repository';
import { selectionOf } from './service';

/** Entries read per query: memory stays bounded by this, however long the log. */
const EXPORT_PAGE_SIZE = 500;

/**
 * The file's columns: named as the JSON Lines file's fields, in every language, so the tools a
 * chain reads them with (a SIEM, a spreadsheet's import) find them by the same names.
 */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'action',
  'actor_kind',
  'actor_id',
  'actor_name',
  'target_kind',
  'target_id',
  'target_name',
  'store_id',
  'store_name',
  'ip',
  'detail',
] as const;

async function* entriesOf(deps: AppDeps, selection: AuditSelection): AsyncGenerator<AuditEntry> {
  let before: number | null = null;
  for (;;) {
    const page = await pageAuditLog(deps.db.kysely, selection, before, EXPORT_PAGE_SIZE);
    yield* page;
    const last = page.at(-1);
    if (page.length < EXPORT_PAGE_SIZE || !last) return;
    before = last.id;
  }
}

/** One entry as the CSV's cells: text that a spreadsheet would run as a formula is defused. */
function cells(entry: AuditEntry): (string | number)[] {
  const text = (value: string | null) => neutralise(value ?? '');
  return [
    entry.id,
    entry.at,
    entry.action,
    entry.actor.kind,
    text(entry.actor.id),
    text(entry.actor.name),
    text(entry.target?.kind ?? null),
    text(entry.target?.id ?? null),
    text(entry.target?.name ?? null),
    text(entry.storeId),
    text(entry.storeName),
    text(entry.ip),
    text(JSON.stringify(entry.detail)),
  ];
}

async function* csvRows(entries: AsyncIterable<AuditEntry>) {
  yield [...AUDIT_CSV_COLUMNS];
  for await (const entry of entries) yield cells(entry);
}

async function* jsonLines(entries: AsyncIterable<AuditEntry>) {
  for await (const entry of entries) yield `${JSON.stringify(entry)}\n`;
}

/**
 * The log as a file for the filters shown: CSV (a BOM and CRLF line ends, as Excel reads UTF-8)
 * or JSON Lines, newest first, streamed a page at a time. Access and the filters are checked
 * before the first byte, and the download is itself an entry of the log.
 */
export async function exportAuditLog(
  deps: AppDeps,
  caller: Caller,
  query: AuditExportQuery,
): Promise<FileDownload> {
  requireAccess(caller, 'audit:view');
  const selection = selectionOf(deps, query);
  const { format, from, to } = query;
  const today = zonedParts(deps.clock.now(), query.timeZone ?? deps.config.defaultTimeZone).date;
  const fileName = `shiftcheck-audit-log-${from ?? 'start'}-to-${to ?? today}.${format}`;
  const filters = {
    action: query.action ?? null,
    actor: query.actor ?? null,
    who: query.who || null,
  };
  await recordExport(
    deps,
    caller,
    { export: `audit-log.${format}`, storeId: query.storeId ?? null, fileName, from, to },
    filters,
  );
  const entries = entriesOf(deps, selection);
  if (format === 'jsonl') {
    const stream = Readable.from(jsonLines(entries));
    return { fileName, contentType: 'application/x-ndjson; charset=utf-8', stream };
  }
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const stream = pipeline(Readable.from(csvRows(entries)), stringifier, () => {});
  return { fileName, contentType: 'text/csv; charset=utf-8', stream };
}
