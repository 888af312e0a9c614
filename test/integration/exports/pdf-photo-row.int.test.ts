import { describe, expect, it } from 'vitest';
import type { Photo } from '#domain/photos/api';
import { FontBook } from '#server/exports/pdf-fonts';
import { newPdf, text, type PdfWriter } from '#server/exports/pdf-layout';
import { writePhotoRow } from '#server/exports/pdf-photos';
import { pdfPagesText } from '#test/support/pdf-text';

async function render(draw: (w: PdfWriter) => void): Promise<Buffer> {
  const w = await newPdf(new FontBook(), 'Photos', 'en-GB');
  const { doc } = w;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  draw(w);
  doc.end();
  return done;
}

const photo = (id: string): Photo => ({
  id,
  kind: 'failure',
  itemId: 'item-1',
  width: 1200,
  height: 900,
  bytes: 90_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: null,
});

describe('a row of photos in a PDF', () => {
  it('keeps its label on the page of its photos when the row starts at the foot of a page', async () => {
    for (const room of [20, 60, 110, 300]) {
      const pdf = await render((w) => {
        text(w, 'Fryer oil changed and recorded');
        w.doc.y = w.doc.page.height - w.doc.page.margins.bottom - room;
        writePhotoRow(
          w,
          [photo('p1'), photo('p2')],
          new Map([
            ['p1', null],
            ['p2', null],
          ]),
        );
      });
      const pages = pdfPagesText(pdf);
      const labelled = pages.findIndex((text) => text.includes('Issue photos (2):'));
      expect(labelled, `${room} pt left`).toBeGreaterThanOrEqual(0);
      // The missing photos' note follows the row: it is on the label's page.
      expect(pages[labelled], `${room} pt left`).toContain(
        'A photo could not be read from storage.',
      );
    }
  });
});
