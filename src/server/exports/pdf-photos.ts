import type { ChecklistDetail } from '#domain/checklists/api';
import type { Photo } from '#domain/photos/api';
import type { AppDeps } from '../deps';
import { photoKey } from '../photos/storage';
import type { DocumentLanguage } from './document-texts';
import { note, type PdfWriter } from './pdf-layout';

/** Photo thumbnails by photo id; a photo storage could not give is left out and said so. */
export type PdfPhotos = Map<string, Buffer | null>;

/** The thumbnails (320 px) are sharp enough at print size and keep a year's pack small. */
export async function loadPdfPhotos(deps: AppDeps, checklist: ChecklistDetail): Promise<PdfPhotos> {
  const storage = deps.photos;
  const photos: PdfPhotos = new Map();
  for (const photo of checklist.photos) {
    const data = await storage.readBuffer(photoKey(checklist.id, photo.id, true)).catch(() => null);
    photos.set(photo.id, data);
  }
  return photos;
}

const SIZE = { width: 150, height: 112 };
const GAP = 10;
/** A label line in the note's 9 pt type, with its spacing. */
const LABEL_HEIGHT = 14;

/** 'Issue photos (2):', the label above a row. */
function rowLabel({ t, formats }: DocumentLanguage, set: readonly Photo[]): string {
  return t('photos', { kind: set[0]?.kind ?? 'failure', count: formats.number(set.length) });
}

/** A row of up to three photos under its label, moving to a new page when it would not fit. */
export function writePhotoRow(w: PdfWriter, set: readonly Photo[], images: PdfPhotos): void {
  const { doc } = w;
  if (set.length === 0) return;
  // The label goes with its photos: both on a new page when the row would not fit below it.
  if (doc.y + LABEL_HEIGHT + SIZE.height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
  }
  note(w, rowLabel(w, set));
  const top = doc.y + 2;
  // From the left, or in Arabic from the right, as the text reads.
  const rtl = w.type.direction === 'rtl';
  const start = rtl
    ? doc.page.width - doc.page.margins.right - 16 - SIZE.width
    : doc.page.margins.left + 16;
  set.forEach((photo, n) => {
    const data = images.get(photo.id);
    const x = start + (rtl ? -1 : 1) * n * (SIZE.width + GAP);
    if (data) doc.image(data, x, top, { fit: [SIZE.width, SIZE.height] });
    else doc.rect(x, top, SIZE.width, SIZE.height).stroke('#999');
  });
  doc.x = doc.page.margins.left;
  doc.y = top + SIZE.height + 6;
  if (set.some((photo) => !images.get(photo.id))) note(w, w.t('photoUnreadable'));
}
