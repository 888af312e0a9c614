import type { Bidi, EmbeddingLevels } from 'bidi-js';
import { textDirection, type Locale } from '#domain/i18n/locales';
import { fontName, LINE_METRICS, type Face, type FontBook } from './pdf-fonts';

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
  /** Whether fontkit lays it out right to left (laidOutRightToLeft). */
  rtl: boolean;
}

/** A run as handed to pdfkit, and whether fontkit lays it out right to left. */
type Drawn = Pick<Piece, 'text' | 'rtl'>;

/** A hard line of a paragraph: its text, each character's face and weight, its bidi levels. */
interface Paragraph {
  text: string;
  faces: Face[];
  bold: boolean[];
  levels: EmbeddingLevels | null;
}

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

function visualTexts(logical: string, rtl: boolean, bidi: Bidi): string[] {
  const byFontkit = laidOutRightToLeft(logical);
  if (rtl === byFontkit) return [logical];
  if (rtl) {
    const mirrored = Array.from(logical, (char) => bidi.getMirroredCharacter(char) ?? char);
    return [mirrored.reverse().join('')];
  }
  // Arabic-Indic digits (left to right inside Arabic text, which fontkit would reverse).
  const turned = Array.from(logical).reverse().join('');
  return laidOutRightToLeft(turned) ? [turned] : Array.from(logical);
}

/** The bidirectional algorithm's isolates: they order the text and are never drawn. */
const ISOLATES = /[\u2066-\u2069]/g;
const unmarked = (text: string) => text.replace(ISOLATES, '');

/** What pdfkit's embedded font (its `_font`) offers for laying out a run; not its public API. */
interface RunLayout {
  layoutRun?: (text: string, features?: unknown) => unknown;
}

/**
 * pdfkit remembers how it laid out each word of left-to-right text, but lays out anew every run
 * given features, as each right-to-left run is (layoutOf): an Arabic log says the same few words
 * on each of thousands of lines, and shaping them again was most of its time. Each embedded font
 * of the document keeps its runs by text, as pdfkit's own cache keeps words (the runs it hands
 * out are shared and never changed). Should pdfkit's insides change, nothing is kept.
 */
function rememberRuns(doc: PDFKit.PDFDocument, remembering: WeakSet<object>): void {
  const font = (doc as unknown as { _font?: RunLayout })._font;
  const layoutRun = font?.layoutRun;
  if (!font || typeof layoutRun !== 'function' || remembering.has(font)) return;
  remembering.add(font);
  const runs = new Map<string, unknown>();
  font.layoutRun = (text: string, features?: unknown) => {
    if (!Array.isArray(features) || features.length > 0)
      return layoutRun.call(font, text, features);
    let run = runs.get(text);
    if (run === undefined) {
      run = layoutRun.call(font, text, features);
      runs.set(text, run);
    }
    return run;
  };
}

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
  /** Texts' widths by font ('face|bold|size'), then text. */
  private readonly widths = new Map<string, Map<string, number>>();
  /** Whether a word keeps its width with a space after it, by font and word (joins). */
  private readonly spaced = new Map<string, boolean>();
  /** A run's text as drawn, by its logical text: left to right [0], right to left [1]. */
  private readonly visuals = [new Map<string, Drawn[]>(), new Map<string, Drawn[]>()] as const;
  /** The embedded fonts whose runs are remembered (rememberRuns). */
  private readonly remembering = new WeakSet<object>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly locale: Locale,
    private readonly fonts: FontBook,
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
        const faces = pieces.map((piece) => piece.face);
        const height = this.lineHeight(style.size, faces);
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
    let text = '';
    // The flags go by UTF-16 index like everything else here.
    const boldByIndex: boolean[] = [];
    for (const span of typeof spans === 'string' ? [{ text: spans }] : spans) {
      const clean = span.text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
      text += clean;
      for (let i = 0; i < clean.length; i += 1) boldByIndex.push(span.bold ?? false);
    }
    const faces = this.fonts.facesOf(text, this.locale);
    const parts = text.split('\n');
    const out: Paragraph[] = [];
    let from = 0;
    for (const part of parts) {
      const to = from + part.length;
      const needsBidi = this.direction === 'rtl' || RIGHT_TO_LEFT.test(part);
      out.push({
        text: part,
        faces: parts.length === 1 ? faces : faces.slice(from, to),
        bold: parts.length === 1 ? boldByIndex : boldByIndex.slice(from, to),
        levels: needsBidi ? this.fonts.bidi().getEmbeddingLevels(part, this.direction) : null,
      });
      from = to + 1;
    }
    return out;
  }

  private use(face: Face, bold: boolean, size: number): void {
    const name = fontName(face, bold);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, this.fonts.file(face, bold));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
    rememberRuns(this.doc, this.remembering);
  }

  private width(text: string, face: Face, bold: boolean, size: number): number {
    const font = `${face}|${String(bold)}|${size}`;
    const widths = this.widths.get(font) ?? new Map<string, number>();
    if (widths.size === 0) this.widths.set(font, widths);
    let width = widths.get(text);
    if (width === undefined) {
      this.use(face, bold, size);
      width = this.doc.widthOfString(unmarked(text), layoutOf(text));
      widths.set(text, width);
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
    const order: number[] = [];
    for (let i = start; i < end; i += 1) order.push(i);
    if (line.levels && end > start) {
      for (const segment of this.fonts
        .bidi()
        .getReorderSegments(line.text, line.levels, start, end - 1)) {
        const [from = start, to = start] = segment;
        for (let a = from - start, b = to - start; a < b; a += 1, b -= 1) {
          [order[a], order[b]] = [order[b]!, order[a]!];
        }
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
    const pieces: Piece[] = [];
    for (const { min, max, rtl } of groups) {
      const face = line.faces[min] ?? 'latin';
      const bold = line.bold[min] ?? false;
      for (const { text, rtl: byFontkit } of this.visual(line.text.slice(min, max + 1), rtl)) {
        const width = this.width(text, face, bold, size);
        const piece = { text, face, bold, width, rtl: byFontkit };
        const last = pieces.at(-1);
        if (last && this.joins(last, piece, size)) {
          last.text += text;
          last.width += piece.width;
        } else pieces.push(piece);
      }
    }
    return pieces;
  }

  /**
   * Whether a piece is drawn in one pdfkit call with the one before it, as two calls would draw
   * them: an Arabic line's Latin name, dash and value (bidi runs of their own) in one. pdfkit lays
   * left-to-right text out a word at a time, each with the space after it; joined before a space,
   * the word before gains it: only where that word keeps its direction and width (no kerning).
   */
  private joins(last: Piece, piece: Piece, size: number): boolean {
    const { face, bold } = piece;
    if (last.face !== face || last.bold !== bold || last.rtl || piece.rtl) return false;
    if (last.text.endsWith(' ')) return true;
    if (!piece.text.startsWith(' ')) return false;
    const word = last.text.slice(last.text.lastIndexOf(' ') + 1);
    const key = `${face}|${String(bold)}|${size}|${word}`;
    let keeps = this.spaced.get(key);
    if (keeps === undefined) {
      const apart = this.width(word, face, bold, size) + this.width(' ', face, bold, size);
      const spaced = this.width(`${word} `, face, bold, size);
      keeps = !laidOutRightToLeft(word) && Math.abs(spaced - apart) < 1e-6;
      this.spaced.set(key, keeps);
    }
    return keeps;
  }

  /**
   * A run's text as handed to pdfkit, and whether fontkit lays it out right to left (it reverses
   * what it does): a run that should read the other way is handed over in the order that works.
   */
  private visual(logical: string, rtl: boolean): Drawn[] {
    const known = this.visuals[rtl ? 1 : 0];
    let visual = known.get(logical);
    if (!visual) {
      const texts = visualTexts(logical, rtl, this.fonts.bidi()).map(unmarked).filter(Boolean);
      visual = texts.map((text) => ({ text, rtl: laidOutRightToLeft(text) }));
      known.set(logical, visual);
    }
    return visual;
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
    // pdfkit's text() less its option merging, wrapping and measuring: its _fragment (not its
    // public API; text() if it has none), given the piece's width (textWidth) and word count
    // (wordCount, for underlines) so as not to work them out again.
    const fragment: unknown = Reflect.get(doc, '_fragment');
    for (const piece of pieces) {
      this.use(piece.face, piece.bold, style.size);
      const known = { textWidth: piece.width, wordCount: 1, features: piece.rtl ? [] : undefined };
      const options = { lineBreak: false, baseline: 'alphabetic' as const, ...known };
      if (typeof fragment === 'function' && fragment.length === 4) {
        Reflect.apply(fragment, doc, [piece.text, x, baseline, options]);
      } else doc.text(piece.text, x, baseline, options);
      x += piece.width;
    }
  }
}
