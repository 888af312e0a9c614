import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { shiftTargetCounts } from '#domain/checklists/summary';
import type { ExportKind, ExportQuery } from '#domain/exports/api';
import { listShiftTargetsByChecklist } from '../checklists/targets-repository';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { serverCatalogues } from '../i18n/catalogues';
import { checklistCells, checklistHeader, itemCells, itemHeader } from './csv-rows';
import { documentLanguage, type DocumentLanguage } from './document-texts';
import { exportFileName, resolveExportRange, type ExportRange } from './range';
import {
  listExportItems,
  pageExportChecklists,
  type ExportChecklistRow,
  type ExportCursor,
} from './repository';

/** Checklists read per query: memory stays bounded by this, whatever the range or chain. */
export const EXPORT_PAGE_SIZE = 200;

type Row = (string | number)[];

export async function* checklistPages(deps: AppDeps, range: ExportRange) {
  let after: ExportCursor | null = null;
  for (;;) {
    const page = await pageExportChecklists(deps.db.kysely, {
      ...range,
      after,
      limit: EXPORT_PAGE_SIZE,
    });
    if (page.length === 0) return;
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page.at(-1)!;
    after = {
      businessDate: last.businessDate,
      storeId: last.storeId,
      category: last.category,
      id: last.id,
    };
  }
}

async function* checklistRows(
  deps: AppDeps,
  language: DocumentLanguage,
  page: ExportChecklistRow[],
): AsyncGenerator<Row> {
  const targets = await listShiftTargetsByChecklist(
    deps.db.kysely,
    page.map((c) => c.id),
  );
  for (const c of page) {
    yield checklistCells(language, c, shiftTargetCounts(targets.get(c.id) ?? []));
  }
}

async function* itemRows(
  deps: AppDeps,
  language: DocumentLanguage,
  page: ExportChecklistRow[],
): AsyncGenerator<Row> {
  const items = await listExportItems(
    deps.db.kysely,
    page.map((c) => c.id),
    language.locale,
  );
  const byId = new Map(page.map((c) => [c.id, c]));
  // Items come grouped by checklist id; the page's own order is the file's order.
  const grouped = new Map<string, typeof items>();
  for (const item of items) {
    const list = grouped.get(item.checklistId) ?? [];
    list.push(item);
    grouped.set(item.checklistId, list);
  }
  for (const id of byId.keys()) {
    for (const item of grouped.get(id) ?? []) yield itemCells(language, byId.get(id)!, item);
  }
}

async function* csvRows(
  deps: AppDeps,
  range: ExportRange,
  kind: ExportKind,
  language: DocumentLanguage,
): AsyncGenerator<Row> {
  yield kind === 'checklists' ? checklistHeader(language) : itemHeader(language);
  let any = false;
  for await (const page of checklistPages(deps, range)) {
    any = true;
    yield* kind === 'checklists'
      ? checklistRows(deps, language, page)
      : itemRows(deps, language, page);
  }
  if (!any) {
    const catalogues = await serverCatalogues();
    yield [catalogues.i18n(language.locale)._('rules-exports.noChecklists')];
  }
}

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/**
 * Access and the range are checked before the first byte, so refusals are ordinary JSON
 * errors; then rows flow from the database page by page with back-pressure. A BOM and CRLF
 * line ends make Excel read the file as UTF-8. Headings and named values are in the language
 * of whoever asks; the items file adds each item's words in it beside the English.
 */
export async function exportCsv(
  deps: AppDeps,
  user: Caller,
  kind: ExportKind,
  query: ExportQuery,
): Promise<CsvExport> {
  const range = await resolveExportRange(deps, user, query);
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const language = documentLanguage(readingLocale(user));
  const rows = csvRows(deps, range, kind, language);
  const stream = pipeline(Readable.from(rows), stringifier, () => {});
  return { fileName: exportFileName(range, kind, 'csv'), stream };
}
