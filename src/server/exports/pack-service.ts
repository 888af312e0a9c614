import { PACK_COUNT_HEADER, type ExportQuery } from '#domain/exports/api';
import type { Caller } from '../auth/caller';
import { listChecklistEvents } from '../checklists/events-repository';
import { historyIn } from '../checklists/history-language';
import { getChecklistDetail } from '../checklists/service';
import type { AppDeps } from '../deps';
import { periodOnTime } from '../due/on-time-service';
import type { FileDownload } from '../http/send-file';
import { serverCatalogues } from '../i18n/catalogues';
import type { StoreRecord } from '../stores/repository';
import { listChecklistActions, type ExportAction } from './action-repository';
import { writeChecklist } from './checklist-pdf';
import { loadPdfPhotos } from './pdf-photos';
import { checklistPages } from './csv-service';
import { recordExport } from '../integrations/audit/exports';
import { actionFigures, packFigures, listOpenIssues } from './pack-repository';
import { field, heading, note, text, title, type PdfWriter } from './pdf-layout';
import { oneStoreRange, streamStoreDocument } from './store-document';
import { exportFileName, type ExportRange } from './range';
import { listUserNames } from './repository';
import { writeTemperatureLog } from './temperature-log-pdf';

const OPEN_ISSUES_LISTED = 60;

async function writeCover(
  deps: AppDeps,
  w: PdfWriter,
  store: StoreRecord,
  range: ExportRange,
  now: Date,
) {
  const { t, labels, formats } = w;
  const scope = { storeId: store.id, from: range.from, to: range.to };
  const figures = await packFigures(deps.db.kysely, scope);
  const issues = await listOpenIssues(deps.db.kysely, scope, OPEN_ISSUES_LISTED, w.locale);
  title(w, t('packTitle'), 20);
  w.type.gap(0.3, 12);
  w.type.paragraph(t('storeValue', { name: store.name, number: store.storeNumber }), { size: 12 });
  w.type.paragraph(
    t('dateRange', { from: formats.longDate(range.from), to: formats.longDate(range.to) }),
    { size: 12 },
  );
  heading(w, t('completion'));
  const average = figures.checklists ? Math.round(figures.progressSum / figures.checklists) : 0;
  const count = formats.number;
  field(w, t('checklists'), count(figures.checklists));
  field(
    w,
    t('completed'),
    t('completedOf', {
      completed: count(figures.completed),
      checklists: count(figures.checklists),
    }),
  );
  field(w, t('averageProgress'), formats.percent(average));
  field(w, t('withOpenIssues'), count(figures.withOpenIssues));
  field(w, t('openIssues'), count(figures.openIssues));
  const timeliness = await periodOnTime(deps.db, [store], range.from, range.to, now);
  heading(w, t('onTime'));
  field(w, t('sectionsOnTime'), count(timeliness.onTime));
  field(w, t('sectionsLate'), count(timeliness.late));
  field(w, t('sectionsMissed'), count(timeliness.missed));
  const rate = timeliness.onTimeRate;
  field(w, t('onTimeRate'), rate === null ? '–' : formats.percent(rate));
  const actions = await actionFigures(deps.db.kysely, scope, now);
  heading(w, t('actionsTitle'));
  field(w, t('actionsOutstanding'), count(actions.outstanding));
  field(w, t('actionsOverdue'), count(actions.overdue));
  field(w, t('actionsDoneNotVerified'), count(actions.doneNotVerified));
  field(w, t('actionsVerified'), count(actions.verified));
  heading(w, t('openIssues'));
  if (issues.length === 0) text(w, t('noOpenIssues'));
  for (const issue of issues) {
    const line = {
      date: formats.shortDate(issue.businessDate),
      shift: labels.shift(issue.category),
      item: issue.shownText ?? issue.text,
    };
    text(
      w,
      issue.failurePriority
        ? t('openIssueLineWithPriority', { ...line, priority: issue.failurePriority })
        : t('openIssueLine', line),
    );
    if (issue.shownText) note(w, t('original', { text: issue.text }));
    if (issue.failureComment) note(w, issue.failureComment);
  }
  if (figures.openIssues > issues.length) {
    note(w, t('moreOpenIssues', { count: figures.openIssues - issues.length }), 0);
  }
  if (figures.checklists === 0) {
    heading(w, t('checklists'));
    const catalogues = await serverCatalogues();
    text(w, catalogues.i18n(w.locale)._('rules-exports.noChecklists'));
  }
}

/**
 * Cover, the temperature log of the range from a new page, then every checklist in date order,
 * each from a new page with each failure's corrective action. Pages go out as they are made, a
 * page of readings or checklists read at a time, so a quarter of a store never sits in memory.
 */
async function writePack(
  deps: AppDeps,
  user: Caller,
  w: PdfWriter,
  store: StoreRecord,
  range: ExportRange,
) {
  // One instant for the whole pack: an action overdue on its cover is overdue on its checklist.
  const now = deps.clock.now();
  await writeCover(deps, w, store, range, now);
  w.doc.addPage();
  await writeTemperatureLog(w, deps, store, range);
  for await (const page of checklistPages(deps, range)) {
    // A page of checklists' actions in one read; each checklist lists its own.
    const actions = new Map<string, Map<string, ExportAction>>();
    for (const action of await listChecklistActions(deps.db.kysely, page, w.locale)) {
      const ofChecklist = actions.get(action.checklistId) ?? new Map<string, ExportAction>();
      ofChecklist.set(action.itemId, action);
      actions.set(action.checklistId, ofChecklist);
    }
    for (const row of page) {
      const checklist = await getChecklistDetail(deps, user, row.id);
      const recorded = await listChecklistEvents(deps.db.kysely, row.id);
      const events = await historyIn(deps, row.id, w.locale, recorded);
      const doers = checklist.items.flatMap((item) => (item.completedBy ? [item.completedBy] : []));
      const names = await listUserNames(deps.db.kysely, doers);
      const photos = await loadPdfPhotos(deps, checklist);
      w.doc.addPage();
      writeChecklist(w, {
        store,
        checklist,
        events,
        names,
        photos,
        actions: actions.get(row.id) ?? new Map(),
        now,
      });
    }
  }
}

/** The pack in the language of whoever asks for it, each checklist's items as they were shown. */
export async function inspectionPackPdf(
  deps: AppDeps,
  user: Caller,
  query: ExportQuery,
): Promise<FileDownload> {
  const { range, store } = await oneStoreRange(deps, user, query);
  const fileName = exportFileName(range, 'inspection-pack', 'pdf');
  const { from, to } = range;
  await recordExport(deps, user, {
    export: 'inspection-pack.pdf',
    storeId: store.id,
    fileName,
    from,
    to,
  });
  const { checklists } = await packFigures(deps.db.kysely, {
    storeId: store.id,
    from: range.from,
    to: range.to,
  });
  const w = await streamStoreDocument(deps, user, store, 'packDocumentTitle', (writer) =>
    writePack(deps, user, writer, store, range),
  );
  return {
    fileName,
    contentType: 'application/pdf',
    stream: w.doc,
    headers: { [PACK_COUNT_HEADER]: String(checklists) },
  };
}
