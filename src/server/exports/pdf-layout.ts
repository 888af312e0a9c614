import type { Locale } from '#domain/i18n/locales';
import { isolate, pdfLanguage, type DocumentLanguage } from './document-texts';
import type { FontBook } from './pdf-fonts';
import { Typesetter, type Span } from './pdf-text';

/** pdfkit (some 30 MiB with its fonts once loaded) comes with the first PDF, not at start. */
const pdfkit = async () => (await import('pdfkit')).default;

/** A4 with room at the foot for the page line. */
export const MARGIN = 50;
const FOOT_ROOM = 30;

/** A PDF being written in a language: the document, its typesetter and the language's texts. */
export interface PdfWriter extends DocumentLanguage {
  doc: PDFKit.PDFDocument;
  type: Typesetter;
}

async function document(
  fonts: FontBook,
  title: string,
  locale: Locale,
  bufferPages: boolean,
): Promise<PdfWriter> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOT_ROOM },
    bufferPages,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Creator: 'ShiftCheck' },
  });
  return { ...pdfLanguage(locale), doc, type: new Typesetter(doc, locale, await fonts.load()) };
}

export function newPdf(fonts: FontBook, title: string, locale: Locale): Promise<PdfWriter> {
  return document(fonts, title, locale, true);
}

export function title(w: PdfWriter, text: string, size = 16): void {
  w.type.paragraph([{ text, bold: true }], { size });
}

export function heading(w: PdfWriter, text: string): void {
  w.type.gap(0.8, 10);
  w.type.paragraph([{ text, bold: true }], { size: 13 });
  w.type.gap(0.3, 10);
}

/** Text of the body: 10 pt, black. */
export function text(w: PdfWriter, content: string | readonly Span[]): void {
  w.type.paragraph(content, { size: 10 });
}

/** A value as it is (a name, a date): set apart; one made from a text has its values set apart. */
const setApart = (value: string) => (/[\u2066-\u2069]/.test(value) ? value : isolate(value));

export function field(w: PdfWriter, label: string, value: string): void {
  const term = w.t('fieldLabel', { label });
  // A full-width colon ('餐厅：') has its space in it.
  const gap = /[\u3000-\u303F\uFF00-\uFFEF]$/.test(term) ? '' : ' ';
  w.type.paragraph(
    [{ text: `${term}${gap}`, bold: true }, { text: value.trim() === '' ? '—' : setApart(value) }],
    { size: 10 },
  );
}

export function note(w: PdfWriter, content: string, indent = 16): void {
  w.type.paragraph(content, { size: 9, color: '#444', indent });
}

/** The page's foot: the generated-at line at the start, the page's number at the end. */
function foot(w: PdfWriter, generatedLine: string, pageLine: string): void {
  const { doc } = w;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const top = doc.page.height - MARGIN - 12;
  const place = { left: MARGIN, width: doc.page.width - 2 * MARGIN, top };
  const style = { size: 8, color: '#555' };
  w.type.line(generatedLine, style, { ...place, align: 'start' });
  w.type.line(pageLine, style, { ...place, align: 'end' });
  doc.page.margins.bottom = bottom;
}

export function generatedLine(w: PdfWriter, generatedAt: Date, timeZone: string): string {
  return w.t('generated', { time: w.formats.dateTime(generatedAt, timeZone) });
}

/**
 * Page numbers and the generated-at line on every page, written once the page count is
 * known (the document buffers its pages for this).
 */
export function stampPages(w: PdfWriter, generatedAt: Date, timeZone: string): void {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  const line = generatedLine(w, generatedAt, timeZone);
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const page = w.formats.number(i + 1 - range.start);
    foot(w, line, w.t('pageOf', { page, pages: w.formats.number(range.count) }));
  }
}

/**
 * A PDF sent while it is written: each page gets its number and the generated-at line as it
 * starts, since the total is not known until the end.
 */
export async function streamingPdf(
  fonts: FontBook,
  title: string,
  locale: Locale,
  generated: (w: PdfWriter) => string,
): Promise<PdfWriter> {
  const w = await document(fonts, title, locale, false);
  const { doc } = w;
  const line = generated(w);
  let number = 0;
  const stamp = () => {
    number += 1;
    const { x, y } = doc;
    foot(w, line, w.t('page', { page: w.formats.number(number) }));
    doc.x = x;
    doc.y = y;
  };
  stamp();
  doc.on('pageAdded', stamp);
  return w;
}
