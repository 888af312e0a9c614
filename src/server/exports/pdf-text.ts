import bidiFactory, { type Bidi, type EmbeddingLevels } from 'bidi-js';
import { textDirection, type Locale } from '#domain/i18n/locales';
import { facesOf, fontFile, fontName, LINE_METRICS, type Face } from './pdf-fonts';

/** A stretch of a paragraph's text, bold or not. */
export interface Span {
  text: string;
  bold?: boolean;
}

export interface TextStyle {
  size: number;
  color?: string;
  /** From the start of the line: the left in a left-to-right document, the right in Arabic. */
  indent?: number;
}

/** A piece of a line drawn with one pdfkit call, in the order it appears on the page. */
interface Piece {
  text: string;
  face: Face;
  bold: boolean;
  width: number;
}

/** A hard line of a paragraph: its text, each character's face and weight, its bidi levels. */
interface Paragraph {
  text: string;
  faces: Face[];
  bold: boolean[];
  levels: EmbeddingLevels | null;
}

let bidi: Bidi | undefined;

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SCRIPTLESS = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Breaks: a run of spaces, one Chinese character with the punctuation that must follow it, a word. */
const TOKENS = /\s+|\p{Script=Han}[、。，：；！？）」』]*|[^\s\p{Script=Han}]+/gu;

/**
 * Whether fontkit lays the text out right to left (and so hands its glyphs back reversed): the
 * script of its first character that has one decides, as in fontkit's Script.forString.
 */
function laidOutRightToLeft(text: string): boolean {
  for (const char of text) {
    if (!SCRIPTLESS.test(char)) return RTL_SCRIPT.test(char);
  }
  return false;
}

/**
 * How pdfkit lays a run out. Left to right it goes word by word, each word laid out once per
 * font and remembered; a run fontkit sets right to left is laid out whole (features given), or
 * pdfkit would put its words back in left-to-right order.
 */
const layoutOf = (text: string): { features?: [] } =>
  laidOutRightToLeft(text) ? { features: [] } : {};

const reversed = (text: string) => Array.from(text).reverse().join('');

/** The bidirectional algorithm's isolates: they order the text and are never drawn. */
const ISOLATES = /[\u2066-\u2069]/g;
const unmarked = (text: string) => text.replace(ISOLATES, '');

/**
 * Writes text into a pdfkit document in any shipped language. pdfkit wraps and draws left to
 * right in one font; this picks each character's face (pdf-fonts.ts), breaks lines itself,
 * orders each line with the Unicode bidirectional algorithm (bidi-js) and aligns it to the
 * language's side, so Arabic reads right to left with its letters joined by the font's shaping
 * (fontkit), and an English name or a Chinese comment inside it keeps its own order and face.
 */
export class Typesetter {
  readonly direction: 'ltr' | 'rtl';
  private readonly registered = new Set<string>();
  private readonly widths = new Map<string, number>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly locale: Locale,
  ) {
    this.direction = textDirection(locale);
  }

  /** The height of a line of text in the document's own face. */
  lineHeight(size: number, faces: Iterable<Face> = ['latin']): number {
    let ascent = 0;
    let descent = 0;
    for (const face of faces) {
      ascent = Math.max(ascent, LINE_METRICS[face].ascent);
      descent = Math.max(descent, LINE_METRICS[face].descent);
    }
    return (ascent + descent) * size;
  }

  /** Space of some lines of text at a size, as pdfkit's moveDown. */
  gap(lines: number, size: number): void {
    this.doc.y += lines * this.lineHeight(size);
  }

  /** Wraps the text at the margins, from doc.y on, onto new pages as it needs them. */
  paragraph(spans: readonly Span[] | string, style: TextStyle): void {
    const { doc } = this;
    const indent = style.indent ?? 0;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    for (const line of this.hardLines(spans)) {
      if (line.text.trim() === '') {
        this.gap(1, style.size);
        continue;
      }
      for (const [start, end] of this.breaks(line, style.size, width - indent)) {
        const pieces = this.pieces(line, start, end, style.size);
        const height = this.lineHeight(
          style.size,
          pieces.map((piece) => piece.face),
        );
        if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        this.draw(pieces, style, { left, width, indent, top, align: 'start' });
        doc.x = left;
        doc.y = top + height;
      }
    }
  }

  /** One line at a place, unwrapped, at the start or end of the width (a page's foot). */
  line(
    text: string,
    style: TextStyle,
    place: { left: number; width: number; top: number; align: 'start' | 'end' },
  ): void {
    for (const line of this.hardLines(text)) {
      const pieces = this.pieces(line, 0, line.text.length, style.size);
      this.draw(pieces, style, { ...place, indent: 0 });
    }
  }

  private hardLines(spans: readonly Span[] | string): Paragraph[] {
    const parts = typeof spans === 'string' ? [{ text: spans }] : spans;
    const clean = parts.map((span) => ({
      text: span.text.replace(/\r\n?/g, '\n').replace(/\t/g, ' '),
      bold: span.bold ?? false,
    }));
    const text = clean.map((span) => span.text).join('');
    const bold = clean.flatMap((span) => Array.from(span.text, () => span.bold));
    // Array.from splits by code point; the flags go by UTF-16 index like everything else here.
    const boldByIndex = Array.from(text).flatMap((char, i) =>
      char.length === 2 ? [bold[i]!, bold[i]!] : [bold[i]!],
    );
    const faces = facesOf(text, this.locale);
    const out: Paragraph[] = [];
    let from = 0;
    for (const part of text.split('\n')) {
      const to = from + part.length;
      const needsBidi = this.direction === 'rtl' || RIGHT_TO_LEFT.test(part);
      bidi ??= needsBidi ? bidiFactory() : undefined;
      out.push({
        text: part,
        faces: faces.slice(from, to),
        bold: boldByIndex.slice(from, to),
        levels: needsBidi && bidi ? bidi.getEmbeddingLevels(part, this.direction) : null,
      });
      from = to + 1;
    }
    return out;
  }

  private use(face: Face, bold: boolean, size: number): void {
    const name = fontName(face, bold);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontFile(face, bold));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  private width(text: string, face: Face, bold: boolean, size: number): number {
    const key = `${face}|${String(bold)}|${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(face, bold, size);
      width = this.doc.widthOfString(unmarked(text), layoutOf(text));
      this.widths.set(key, width);
    }
    return width;
  }

  /** The width of text[start, end) in its faces and weights. */
  private measure(line: Paragraph, start: number, end: number, size: number): number {
    let total = 0;
    let from = start;
    for (let i = start + 1; i <= end; i += 1) {
      if (i === end || line.faces[i] !== line.faces[from] || line.bold[i] !== line.bold[from]) {
        const face = line.faces[from] ?? 'latin';
        total += this.width(line.text.slice(from, i), face, line.bold[from] ?? false, size);
        from = i;
      }
    }
    return total;
  }

  /** Where the lines of a hard line end: [start, end) of each, trailing spaces left out. */
  private breaks(line: Paragraph, size: number, room: number): [number, number][] {
    const out: [number, number][] = [];
    let start = -1;
    let end = -1;
    let width = 0;
    for (const match of line.text.matchAll(TOKENS)) {
      const from = match.index;
      const to = from + match[0].length;
      if (/^\s/.test(match[0])) continue;
      const wide = this.measure(line, start < 0 ? from : end, to, size);
      if (start >= 0 && width + wide <= room) {
        width += wide;
        end = to;
        continue;
      }
      if (start >= 0) out.push([start, end]);
      // A word wider than the line is broken where it reaches the edge.
      let at = from;
      while (at < to) {
        let stop = to;
        while (stop > at + 1 && this.measure(line, at, stop, size) > room) stop -= 1;
        if (stop < to && /[\uD800-\uDBFF]/.test(line.text[stop - 1] ?? '')) stop += 1;
        start = at;
        end = stop;
        width = this.measure(line, at, stop, size);
        at = stop;
        if (at < to) out.push([start, end]);
      }
    }
    if (start >= 0) out.push([start, end]);
    return out;
  }

  /** The line's characters in the order they appear left to right, in pieces of one face. */
  private pieces(line: Paragraph, start: number, end: number, size: number): Piece[] {
    const order = Array.from({ length: end - start }, (_, i) => start + i);
    if (line.levels && bidi && end > start) {
      for (const segment of bidi.getReorderSegments(line.text, line.levels, start, end - 1)) {
        const [from = start, to = start] = segment;
        const flipped = order.slice(from - start, to - start + 1).reverse();
        order.splice(from - start, flipped.length, ...flipped);
      }
    }
    const level = (i: number) => line.levels?.levels[i] ?? 0;
    const groups: { min: number; max: number; last: number; rtl: boolean }[] = [];
    for (const i of order) {
      const group = groups.at(-1);
      const rtl = level(i) % 2 === 1;
      if (
        group &&
        group.rtl === rtl &&
        i === group.last + (rtl ? -1 : 1) &&
        line.faces[i] === line.faces[group.last] &&
        line.bold[i] === line.bold[group.last]
      ) {
        group.last = i;
        group.min = Math.min(group.min, i);
        group.max = Math.max(group.max, i);
      } else groups.push({ min: i, max: i, last: i, rtl });
    }
    return groups.flatMap(({ min, max, rtl }) => {
      const logical = line.text.slice(min, max + 1);
      const face = line.faces[min] ?? 'latin';
      const bold = line.bold[min] ?? false;
      // fontkit reverses what it lays out right to left; a run that should read the other way
      // is handed over in the order that comes out right.
      const texts = this.visual(logical, rtl).map(unmarked);
      return texts
        .filter((text) => text !== '')
        .map((text) => ({ text, face, bold, width: this.width(text, face, bold, size) }));
    });
  }

  private visual(logical: string, rtl: boolean): string[] {
    const byFontkit = laidOutRightToLeft(logical);
    if (rtl === byFontkit) return [logical];
    if (rtl) {
      return [
        Array.from(logical)
          .reverse()
          .map((char) => bidi?.getMirroredCharacter(char) ?? char)
          .join(''),
      ];
    }
    // Arabic-Indic digits (left to right inside Arabic text, which fontkit would reverse).
    const turned = reversed(logical);
    return laidOutRightToLeft(turned) ? [turned] : Array.from(logical);
  }

  private draw(
    pieces: readonly Piece[],
    style: TextStyle,
    place: { left: number; width: number; indent: number; top: number; align: 'start' | 'end' },
  ): void {
    const { doc } = this;
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const fromRight = (this.direction === 'rtl') === (place.align === 'start');
    let x = fromRight ? place.left + place.width - place.indent - total : place.left + place.indent;
    const ascent = Math.max(...pieces.map((piece) => LINE_METRICS[piece.face].ascent), 0);
    const baseline = place.top + ascent * style.size;
    doc.fillColor(style.color ?? '#111');
    for (const piece of pieces) {
      this.use(piece.face, piece.bold, style.size);
      doc.text(piece.text, x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...layoutOf(piece.text),
      });
      x += piece.width;
    }
  }
}
