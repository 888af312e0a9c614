import { getChecklistDetail, loadChecklistContext } from '../checklists/service';
import { listChecklistEvents } from '../checklists/events-repository';
import { historyIn } from '../checklists/history-language';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import type { FileDownload } from '../http/send-file';
import { actionsByItem } from './action-repository';
import { writeChecklist } from './checklist-pdf';
import { checklistTitleIn, documentLanguage } from './document-texts';
import { loadPdfPhotos } from './pdf-photos';
import { newPdf, stampPages } from './pdf-layout';
import { listUserNames } from './repository';
import { recordExport } from '../integrations/audit/exports';

/**
 * One checklist as a PDF, for whoever may read the checklist (404 otherwise), in the language
 * they read: its items in the words they were shown, each with the English it came from, and
 * each failure with its corrective action.
 */
export async function checklistPdf(
  deps: AppDeps,
  user: Caller,
  checklistId: string,
): Promise<FileDownload> {
  const { store } = await loadChecklistContext(deps, user, checklistId);
  const checklist = await getChecklistDetail(deps, user, checklistId);
  const locale = readingLocale(user);
  const recorded = await listChecklistEvents(deps.db.kysely, checklistId);
  const events = await historyIn(deps, checklistId, locale, recorded);
  const doers = checklist.items.flatMap((item) => (item.completedBy ? [item.completedBy] : []));
  const names = await listUserNames(deps.db.kysely, doers);
  const w = await newPdf(deps.fonts, checklistTitleIn(documentLanguage(locale), checklist), locale);
  const photos = await loadPdfPhotos(deps, checklist);
  const actions = await actionsByItem(deps.db.kysely, checklist, locale);
  const now = deps.clock.now();
  writeChecklist(w, { store, checklist, events, names, photos, actions, now });
  stampPages(w, now, store.timezone);
  w.doc.end();
  const safeNumber = store.storeNumber.replace(/[^A-Za-z0-9-]+/g, '_');
  const fileName = `shiftcheck-store-${safeNumber}-${checklist.businessDate}-${checklist.category}.pdf`;
  const day = { from: checklist.businessDate, to: checklist.businessDate };
  await recordExport(deps, user, { export: 'checklist.pdf', storeId: store.id, fileName, ...day });
  return {
    fileName,
    contentType: 'application/pdf',
    stream: w.doc,
  };
}
