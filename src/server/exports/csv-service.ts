import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { shiftTargetCounts } from '#domain/checklists/summary';
import type { ExportKind, ExportQuery } from '#domain/exports/api';
import { listShiftTargetsByChecklist } from '../checklists/targets-repository';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { serverCatalogues } from '../i18n/catalogues';
import { listChecklistActions } from './action-repository';
import { actionCells, actionHeader } from './csv-action-rows';
import { checklistCells, checklistHeader, itemCells, itemHeader } from './csv-rows';
import { documentLanguage, type DocumentLanguage } from './document-texts';
import { exportFileName, resolveExportRange, type ExportRange } from './range';
import { recordExport, storeOfScope } from '../integrations/audit/exports';
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

/** What the actions file keeps from page to page. */
interface ActionFile {
  /** When the file was asked for: every row is overdue or not as of then. */
  now: Date;
  /** Rows written so far, so a file without any can say so. */
  rows: number;
}

/** The actions of a page of checklists, in the page's order and each checklist's item order. */
async function* actionRows(
  deps: AppDeps,
  language: DocumentLanguage,
  page: ExportChecklistRow[],
  file: ActionFile,
): AsyncGenerator<Row> {
  const actions = await listChecklistActions(deps.db.kysely, page, language.locale);
  const byChecklist = new Map<string, typeof actions>();
  for (const action of actions) {
    const list = byChecklist.get(action.checklistId) ?? [];
    list.push(action);
    byChecklist.set(action.checklistId, list);
  }
  for (const c of page) {
    for (const action of byChecklist.get(c.id) ?? []) {
      file.rows += 1;
      yield actionCells(language, c, action, file.now);
    }
  }
}

const HEADERS = {
  checklists: checklistHeader,
  items: itemHeader,
  actions: actionHeader,
} as const satisfies Record<ExportKind, (language: DocumentLanguage) => string[]>;

async function* csvRows(
  deps: AppDeps,
  range: ExportRange,
  kind: ExportKind,
  language: DocumentLanguage,
): AsyncGenerator<Row> {
  yield HEADERS[kind](language);
  let any = false;
  const actions: ActionFile = { now: deps.clock.now(), rows: 0 };
  for await (const page of checklistPages(deps, range)) {
    any = true;
    if (kind === 'checklists') yield* checklistRows(deps, language, page);
    else if (kind === 'items') yield* itemRows(deps, language, page);
    else yield* actionRows(deps, language, page, actions);
  }
  if (!any) {
    const catalogues = await serverCatalogues();
    yield [catalogues.i18n(language.locale)._('rules-exports.noChecklists')];
  } else if (kind === 'actions' && actions.rows === 0) {
    yield [language.t('noActions')];
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
 * of whoever asks; the items and actions files add each item's words in it beside the English.
 */
export async function exportCsv(
  deps: AppDeps,
  user: Caller,
  kind: ExportKind,
  query: ExportQuery,
): Promise<CsvExport> {
  const range = await resolveExportRange(deps, user, query);
  const fileName = exportFileName(range, kind, 'csv');
  const { from, to } = range;
  await recordExport(deps, user, {
    export: `${kind}.csv`,
    storeId: storeOfScope(range.scope),
    fileName,
    from,
    to,
  });
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const language = documentLanguage(readingLocale(user));
  const rows = csvRows(deps, range, kind, language);
  const stream = pipeline(Readable.from(rows), stringifier, () => {});
  return { fileName, stream };
}
