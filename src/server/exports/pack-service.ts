import type { SessionUser } from '#domain/auth/schemas';
import { formatDateTime, formatLongDate } from '#domain/dates';
import { onTimeRateLabel } from '#domain/due/timeliness';
import { PACK_COUNT_HEADER, type ExportQuery } from '#domain/exports/api';
import { EXPORT_MESSAGES, PACK_MESSAGES } from '#domain/exports/messages';
import { SHIFT_LABELS } from '#domain/shifts';
import { listChecklistEvents } from '../checklists/events-repository';
import { getChecklistDetail } from '../checklists/service';
import type { AppDeps } from '../deps';
import { periodOnTime } from '../due/on-time-service';
import { badRequest } from '../http/errors';
import type { FileDownload } from '../http/send-file';
import { findStoreById, type StoreRecord } from '../stores/repository';
import { writeChecklist } from './checklist-pdf';
import { loadPdfPhotos } from './pdf-photos';
import { checklistPages } from './csv-service';
import { packFigures, listOpenIssues } from './pack-repository';
import { field, heading, note, streamingPdf } from './pdf-layout';
import { exportFileName, resolveExportRange, type ExportRange } from './range';
import { listUserNames } from './repository';

const OPEN_ISSUES_LISTED = 60;

async function writeCover(
  deps: AppDeps,
  doc: PDFKit.PDFDocument,
  store: StoreRecord,
  range: ExportRange,
) {
  const scope = { storeId: store.id, from: range.from, to: range.to };
  const figures = await packFigures(deps.db.kysely, scope);
  const issues = await listOpenIssues(deps.db.kysely, scope, OPEN_ISSUES_LISTED);
  doc.font('Helvetica-Bold').fontSize(20).text('Inspection pack');
  doc.moveDown(0.3).font('Helvetica').fontSize(12);
  doc.text(`${store.name} (#${store.storeNumber})`);
  doc.text(`${formatLongDate(range.from)} to ${formatLongDate(range.to)}`);
  heading(doc, 'Completion');
  const average = figures.checklists ? Math.round(figures.progressSum / figures.checklists) : 0;
  field(doc, 'Checklists', String(figures.checklists));
  field(doc, 'Completed', `${figures.completed} of ${figures.checklists}`);
  field(doc, 'Average progress', `${average}%`);
  field(doc, 'Checklists with open issues', String(figures.withOpenIssues));
  field(doc, 'Open issues', String(figures.openIssues));
  const timeliness = await periodOnTime(deps.db, [store], range.from, range.to, deps.clock.now());
  heading(doc, 'On time');
  field(doc, 'Sections on time', String(timeliness.onTime));
  field(doc, 'Sections late', String(timeliness.late));
  field(doc, 'Sections missed', String(timeliness.missed));
  field(doc, 'On-time rate', onTimeRateLabel(timeliness.onTimeRate));
  heading(doc, 'Open issues');
  if (issues.length === 0) doc.text('No open issues.');
  for (const issue of issues) {
    const priority = issue.failurePriority ? ` (priority ${issue.failurePriority})` : '';
    doc.text(`${issue.businessDate} ${SHIFT_LABELS[issue.category]}: ${issue.text}${priority}`);
    if (issue.failureComment) note(doc, issue.failureComment);
  }
  if (figures.openIssues > issues.length) {
    note(doc, `…and ${figures.openIssues - issues.length} more, listed with their checklists.`, 0);
  }
  if (figures.checklists === 0) {
    heading(doc, 'Checklists');
    doc.text(EXPORT_MESSAGES.noChecklists);
  }
}

/**
 * Cover, then every checklist in date order, each from a new page. Pages go out as they are
 * made, a page of checklists read at a time, so a quarter of a store never sits in memory.
 */
async function writePack(
  deps: AppDeps,
  user: SessionUser,
  doc: PDFKit.PDFDocument,
  store: StoreRecord,
  range: ExportRange,
) {
  await writeCover(deps, doc, store, range);
  for await (const page of checklistPages(deps, range)) {
    for (const row of page) {
      const checklist = await getChecklistDetail(deps, user, row.id);
      const events = await listChecklistEvents(deps.db.kysely, row.id);
      const doers = checklist.items.flatMap((item) => (item.completedBy ? [item.completedBy] : []));
      const names = await listUserNames(deps.db.kysely, doers);
      const photos = await loadPdfPhotos(deps, checklist);
      doc.addPage();
      writeChecklist(doc, { store, checklist, events, names, photos });
    }
  }
}

export async function inspectionPackPdf(
  deps: AppDeps,
  user: SessionUser,
  query: ExportQuery,
): Promise<FileDownload> {
  const range = await resolveExportRange(deps, user, query);
  if (range.scope.kind !== 'stores' || range.scope.storeIds.length !== 1) {
    throw badRequest(PACK_MESSAGES.storeRequired);
  }
  const store = await findStoreById(deps.db.kysely, range.scope.storeIds[0]!);
  if (!store) throw badRequest(PACK_MESSAGES.storeRequired);
  const { checklists } = await packFigures(deps.db.kysely, {
    storeId: store.id,
    from: range.from,
    to: range.to,
  });
  const generated = `Generated ${formatDateTime(deps.clock.now(), store.timezone)} by ShiftCheck`;
  const doc = await streamingPdf(`Inspection pack ${store.name}`, generated);
  writePack(deps, user, doc, store, range).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    fileName: exportFileName(range, 'inspection-pack', 'pdf'),
    contentType: 'application/pdf',
    stream: doc,
    headers: { [PACK_COUNT_HEADER]: String(checklists) },
  };
}
