import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type { Locale } from '#domain/i18n/locales';

/**
 * The typefaces a PDF is written in (docs/decisions/043): Noto Sans for Latin, Greek and
 * Cyrillic (Polish, French, Portuguese and Vietnamese letters included, which Helvetica's
 * WinAnsi encoding lacks), Noto Sans CJK SC for Chinese, Noto Naskh Arabic for Arabic. Each
 * comes from an npm package of the production install, read from node_modules once per process
 * and embedded as a subset of the glyphs a document uses.
 */
export type Face = 'latin' | 'sc' | 'arabic';
export const FACES: readonly Face[] = ['latin', 'sc', 'arabic'];

const FILES: Record<Face, { from: string; regular: string; bold: string }> = {
  latin: {
    from: '@embedpdf/fonts-latin',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  sc: {
    from: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  arabic: {
    from: '@embedpdf/fonts-arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
};

/**
 * A line's room above and below the baseline, in ems, for text in the face: Naskh's letters
 * reach further up and down than Latin ones, and Chinese wants a little more air between lines.
 */
export const LINE_METRICS: Record<Face, { ascent: number; descent: number }> = {
  latin: { ascent: 0.95, descent: 0.27 },
  sc: { ascent: 0.98, descent: 0.3 },
  arabic: { ascent: 1.08, descent: 0.5 },
};

const require = createRequire(import.meta.url);

/** The font files ship in each package's fonts/ folder, beside the dist/ its entry is in. */
function fontPath(face: Face, file: string): string {
  const entry = require.resolve(FILES[face].from);
  return path.join(path.dirname(entry), '..', 'fonts', file);
}

const files = new Map<string, Buffer>();
const coverage = new Map<Face, Font>();

/** A face's file, read the first time a document needs it (the Chinese one is 8 MiB). */
export function fontFile(face: Face, bold: boolean): Buffer {
  const name = bold ? FILES[face].bold : FILES[face].regular;
  let data = files.get(name);
  if (!data) {
    data = readFileSync(fontPath(face, name));
    files.set(name, data);
  }
  return data;
}

/** Each face's answers so far, by code point: a year's temperature log asks some million times. */
const covered = new Map<Face, Map<number, boolean>>();

/** Whether the face draws a character (its regular weight; the bold one has the same set). */
export function covers(face: Face, codePoint: number): boolean {
  let known = covered.get(face);
  if (!known) {
    known = new Map();
    covered.set(face, known);
  }
  let answer = known.get(codePoint);
  if (answer === undefined) {
    let font = coverage.get(face);
    if (!font) {
      font = create(fontFile(face, false));
      coverage.set(face, font);
    }
    answer = font.hasGlyphForCodePoint(codePoint);
    known.set(codePoint, answer);
  }
  return answer;
}

/** The name a face is registered under in a document. */
export const fontName = (face: Face, bold: boolean) => `${face}-${bold ? 'bold' : 'regular'}`;

/** The face a document's own language is written in; text in other scripts picks its own. */
export function baseFace(locale: Locale): Face {
  if (locale === 'zh-CN') return 'sc';
  if (locale === 'ar') return 'arabic';
  return 'latin';
}

const CHINESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
const ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

const scripts = new Map<string, Face | null>();

/** The face a letter's script asks for; null for what takes its neighbours' (spaces, digits…). */
function scriptFace(char: string): Face | null {
  let face = scripts.get(char);
  if (face === undefined) {
    if (CHINESE.test(char)) face = 'sc';
    else if (ARABIC.test(char) && !/\p{N}/u.test(char)) face = 'arabic';
    else if (LETTER.test(char)) face = 'latin';
    else face = null;
    scripts.set(char, face);
  }
  return face;
}

function coveringFace(codePoint: number, preferred: readonly Face[]): Face | undefined {
  for (const face of preferred) if (covers(face, codePoint)) return face;
  return FACES.find((face) => covers(face, codePoint));
}

/**
 * The face of each character of a text (by UTF-16 index, a surrogate pair's halves alike):
 * a letter is drawn in its script's face; a space, digit or punctuation mark in its neighbour's
 * face where that face has it, so a phrase stays in one face; a combining mark always with its
 * letter. A character no face has is drawn in the one its script asks for.
 */
export function facesOf(text: string, locale: Locale): Face[] {
  const chars = Array.from(text);
  const strong = chars.map(scriptFace);
  // The face of the next letter after each character, for a space or digit that opens a phrase.
  const following: (Face | undefined)[] = [];
  for (let i = chars.length - 1, next: Face | undefined; i >= 0; i -= 1) {
    following[i] = next;
    next = strong[i] ?? next;
  }
  const chosen: Face[] = [];
  const base = baseFace(locale);
  for (const [i, char] of chars.entries()) {
    const codePoint = char.codePointAt(0) ?? 0;
    const own = strong[i];
    const previous = chosen.at(-1);
    let face: Face;
    if (own) {
      face = covers(own, codePoint) ? own : (coveringFace(codePoint, [own]) ?? own);
    } else if (previous && MARK.test(char)) {
      face = previous;
    } else {
      const wanted = [previous, following[i], base].filter((value) => value !== undefined);
      face = coveringFace(codePoint, wanted) ?? base;
    }
    chosen.push(face);
  }
  return chars.flatMap((char, i) => (char.length === 2 ? [chosen[i]!, chosen[i]!] : [chosen[i]!]));
}
