import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Bidi } from 'bidi-js';
import type { create as createFont, Font } from 'fontkit';
import type { Locale } from '#domain/i18n/locales';

/**
 * The typefaces a PDF is written in (docs/decisions/043): Noto Sans for Latin, Greek and
 * Cyrillic (Polish, French, Portuguese and Vietnamese letters included, which Helvetica's
 * WinAnsi encoding lacks), Noto Sans CJK SC for Chinese, Noto Naskh Arabic for Arabic. Each
 * comes from an npm package of the production install, read from node_modules the first time an
 * app's document needs it (FontBook) and embedded as a subset of the glyphs a document uses.
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

/** The face a letter's script asks for; null for what takes its neighbours' (spaces, digits…). */
function scriptFaceOf(char: string): Face | null {
  if (CHINESE.test(char)) return 'sc';
  if (ARABIC.test(char) && !/\p{N}/u.test(char)) return 'arabic';
  if (LETTER.test(char)) return 'latin';
  return null;
}

/** The libraries that read fonts and order text, loaded with the first document. */
interface Readers {
  create: typeof createFont;
  bidi: Bidi;
}

/**
 * What an app's PDFs are set with (AppDeps.fonts): fontkit and bidi-js, loaded with the first
 * document (some 7 MiB a server that makes none never holds), each face's file, read the first
 * time a document needs it (the Chinese one is 8 MiB), and the characters each face draws.
 */
export class FontBook {
  private readers: Readers | undefined;
  private readonly files = new Map<string, Buffer>();
  private readonly fonts = new Map<Face, Font>();
  /** Each face's answers so far, by code point: a year's temperature log asks some million times. */
  private readonly covered = new Map<Face, Map<number, boolean>>();
  private readonly scripts = new Map<string, Face | null>();

  /** Loads the readers once; every other method needs them. */
  async load(): Promise<this> {
    if (!this.readers) {
      const [fontkit, bidi] = await Promise.all([import('fontkit'), import('bidi-js')]);
      this.readers = { create: fontkit.create, bidi: bidi.default() };
    }
    return this;
  }

  private loaded(): Readers {
    if (!this.readers) throw new Error('FontBook.load() comes before any document is set');
    return this.readers;
  }

  /** A face's file, regular or bold. */
  file(face: Face, bold: boolean): Buffer {
    const name = bold ? FILES[face].bold : FILES[face].regular;
    let data = this.files.get(name);
    if (!data) {
      data = readFileSync(fontPath(face, name));
      this.files.set(name, data);
    }
    return data;
  }

  /** Whether the face draws a character (its regular weight; the bold one has the same set). */
  covers(face: Face, codePoint: number): boolean {
    let known = this.covered.get(face);
    if (!known) {
      known = new Map();
      this.covered.set(face, known);
    }
    let answer = known.get(codePoint);
    if (answer === undefined) {
      let font = this.fonts.get(face);
      if (!font) {
        font = this.loaded().create(this.file(face, false));
        this.fonts.set(face, font);
      }
      answer = font.hasGlyphForCodePoint(codePoint);
      known.set(codePoint, answer);
    }
    return answer;
  }

  /** The Unicode bidirectional algorithm (bidi-js). */
  bidi(): Bidi {
    return this.loaded().bidi;
  }

  /**
   * The face of each character of a text (by UTF-16 index, a surrogate pair's halves alike):
   * a letter is drawn in its script's face; a space, digit or punctuation mark in its
   * neighbour's face where that face has it, so a phrase stays in one face; a combining mark
   * always with its letter. A character no face has is drawn in the one its script asks for.
   */
  facesOf(text: string, locale: Locale): Face[] {
    const chars = Array.from(text);
    const strong = chars.map((char) => this.scriptFace(char));
    // The face of the next letter after each character, for a space or digit opening a phrase.
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
        face = this.covers(own, codePoint) ? own : (this.coveringFace(codePoint, [own]) ?? own);
      } else if (previous && MARK.test(char)) {
        face = previous;
      } else {
        const wanted = [previous, following[i], base].filter((value) => value !== undefined);
        face = this.coveringFace(codePoint, wanted) ?? base;
      }
      chosen.push(face);
    }
    return chars.flatMap((char, i) =>
      char.length === 2 ? [chosen[i]!, chosen[i]!] : [chosen[i]!],
    );
  }

  private scriptFace(char: string): Face | null {
    let face = this.scripts.get(char);
    if (face === undefined) {
      face = scriptFaceOf(char);
      this.scripts.set(char, face);
    }
    return face;
  }

  private coveringFace(codePoint: number, preferred: readonly Face[]): Face | undefined {
    for (const face of preferred) if (this.covers(face, codePoint)) return face;
    return FACES.find((face) => this.covers(face, codePoint));
  }
}
