import type { SessionUser } from '#domain/auth/schemas';
import { getChecklistDetail, loadChecklistContext } from '../checklists/service';
import { listChecklistEvents } from '../checklists/events-repository';
import type { AppDeps } from '../deps';
import type { FileDownload } from '../http/send-file';
import { writeChecklist } from './checklist-pdf';
import { loadPdfPhotos } from './pdf-photos';
import { newPdf, stampPages } from './pdf-layout';
import { listUserNames } from './repository';

/** One checklist as a PDF, for whoever may read the checklist (404 otherwise). */
export async function checklistPdf(
  deps: AppDeps,
  user: SessionUser,
  checklistId: string,
): Promise<FileDownload> {
  const { store } = await loadChecklistContext(deps, user, checklistId);
  const checklist = await getChecklistDetail(deps, user, checklistId);
  const events = await listChecklistEvents(deps.db.kysely, checklistId);
  const doers = checklist.items.flatMap((item) => (item.completedBy ? [item.completedBy] : []));
  const names = await listUserNames(deps.db.kysely, doers);
  const doc = await newPdf(checklist.title);
  const photos = await loadPdfPhotos(deps, checklist);
  writeChecklist(doc, { store, checklist, events, names, photos });
  stampPages(doc, deps.clock.now(), store.timezone);
  doc.end();
  const safeNumber = store.storeNumber.replace(/[^A-Za-z0-9-]+/g, '_');
  return {
    fileName: `shiftcheck-store-${safeNumber}-${checklist.businessDate}-${checklist.category}.pdf`,
    contentType: 'application/pdf',
    stream: doc,
  };
}
