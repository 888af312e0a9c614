import { formatDateTime } from '#domain/dates';

/** pdfkit (some 30 MiB with its fonts once loaded) comes with the first PDF, not at start. */
const pdfkit = async () => (await import('pdfkit')).default;

/** A4 with room at the foot for the page line. */
export const MARGIN = 50;
const FOOT_ROOM = 30;

export async function newPdf(title: string): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await pdfkit();
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT_ROOM },
    bufferPages: true,
    info: { Title: title, Creator: 'ShiftCheck' },
  });
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#111').text(text);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

export function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111').text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value.trim() === '' ? '—' : value);
}

export function note(doc: PDFKit.PDFDocument, text: string, indent = 16): void {
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(text, { indent });
  doc.fillColor('#111').fontSize(10);
}

/**
 * Page numbers and the generated-at line on every page, written once the page count is
 * known (the document buffers its pages for this).
 */
export function stampPages(doc: PDFKit.PDFDocument, generatedAt: Date, timeZone: string): void {
  const range = doc.bufferedPageRange();
  const line = `Generated ${formatDateTime(generatedAt, timeZone)} by ShiftCheck`;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(line, MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A PDF sent while it is written: each page gets its number and the generated-at line as it
 * starts, since the total is not known until the end.
 */
export async function streamingPdf(
  title: string,
  generatedLine: string,
): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT_ROOM },
    info: { Title: title, Creator: 'ShiftCheck' },
  });
  let number = 0;
  const stamp = () => {
    number += 1;
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - MARGIN - 10;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(generatedLine, MARGIN, footY, { width, lineBreak: false });
    doc.text(`Page ${number}`, MARGIN, footY, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
    doc.fillColor('#111').fontSize(10);
    doc.x = x;
    doc.y = y;
  };
  stamp();
  doc.on('pageAdded', stamp);
  return doc;
}
