import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { SessionUser } from '#domain/auth/schemas';
import { shiftTargetCounts } from '#domain/checklists/summary';
import type { ExportKind, ExportQuery } from '#domain/exports/api';
import { EXPORT_MESSAGES } from '#domain/exports/messages';
import { listShiftTargetsByChecklist } from '../checklists/targets-repository';
import type { AppDeps } from '../deps';
import { CHECKLIST_HEADER, checklistCells, ITEM_HEADER, itemCells } from './csv-rows';
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

async function* checklistRows(deps: AppDeps, page: ExportChecklistRow[]): AsyncGenerator<Row> {
  const targets = await listShiftTargetsByChecklist(
    deps.db.kysely,
    page.map((c) => c.id),
  );
  for (const c of page) yield checklistCells(c, shiftTargetCounts(targets.get(c.id) ?? []));
}

async function* itemRows(deps: AppDeps, page: ExportChecklistRow[]): AsyncGenerator<Row> {
  const items = await listExportItems(
    deps.db.kysely,
    page.map((c) => c.id),
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
    for (const item of grouped.get(id) ?? []) yield itemCells(byId.get(id)!, item);
  }
}

async function* csvRows(deps: AppDeps, range: ExportRange, kind: ExportKind): AsyncGenerator<Row> {
  yield kind === 'checklists' ? CHECKLIST_HEADER : ITEM_HEADER;
  let any = false;
  for await (const page of checklistPages(deps, range)) {
    any = true;
    yield* kind === 'checklists' ? checklistRows(deps, page) : itemRows(deps, page);
  }
  if (!any) yield [EXPORT_MESSAGES.noChecklists];
}

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/**
 * Access and the range are checked before the first byte, so refusals are ordinary JSON
 * errors; then rows flow from the database page by page with back-pressure. A BOM and CRLF
 * line ends make Excel read the file as UTF-8.
 */
export async function exportCsv(
  deps: AppDeps,
  user: SessionUser,
  kind: ExportKind,
  query: ExportQuery,
): Promise<CsvExport> {
  const range = await resolveExportRange(deps, user, query);
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const stream = pipeline(Readable.from(csvRows(deps, range, kind)), stringifier, () => {});
  return { fileName: exportFileName(range, kind, 'csv'), stream };
}
