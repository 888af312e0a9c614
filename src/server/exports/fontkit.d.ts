// The part of fontkit (pdfkit's own font reader, a dependency of ours too) that pdf-fonts.ts
// reads: which characters a font draws. fontkit ships no types.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  /** A single font file (TrueType or OpenType); the files pdf-fonts.ts opens are never collections. */
  export function create(buffer: Uint8Array): Font;
}
