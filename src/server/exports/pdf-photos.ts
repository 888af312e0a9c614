import type { ChecklistDetail } from '#domain/checklists/api';
import type { Photo } from '#domain/photos/api';
import { PHOTO_KIND_LABELS } from '#domain/photos/messages';
import type { AppDeps } from '../deps';
import { photoKey } from '../photos/storage';
import { note } from './pdf-layout';

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

/** A row of up to three photos under its label, moving to a new page when it would not fit. */
export function writePhotoRow(
  doc: PDFKit.PDFDocument,
  set: readonly Photo[],
  images: PdfPhotos,
): void {
  if (set.length === 0) return;
  const first = set[0]!;
  // The label goes with its photos: both on a new page when the row would not fit below it.
  if (doc.y + LABEL_HEIGHT + SIZE.height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
  }
  note(doc, `${PHOTO_KIND_LABELS[first.kind]} (${set.length}):`);
  const top = doc.y + 2;
  const left = doc.page.margins.left + 16;
  set.forEach((photo, n) => {
    const data = images.get(photo.id);
    const x = left + n * (SIZE.width + GAP);
    if (data) doc.image(data, x, top, { fit: [SIZE.width, SIZE.height] });
    else doc.rect(x, top, SIZE.width, SIZE.height).stroke('#999');
  });
  doc.x = doc.page.margins.left;
  doc.y = top + SIZE.height + 6;
  if (set.some((photo) => !images.get(photo.id)))
    note(doc, 'A photo could not be read from storage.');
}
