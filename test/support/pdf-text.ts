import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PDF's text as poppler's pdftotext reads it, lines joined so wrapped text still matches. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'shiftcheck-pdf-'));
  const file = join(dir, 'checklist.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.error) throw new Error('pdftotext (poppler-utils) is needed to read PDFs in tests');
  return result.stdout.replace(/\s+/g, ' ');
}

/** Each page's text, in order (pdftotext ends every page with a form feed). */
export function pdfPagesText(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiftcheck-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.error) throw new Error('pdftotext (poppler-utils) is needed to read PDFs in tests');
  return result.stdout
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' '));
}

/** How many images the PDF holds, as poppler's pdfimages lists them. */
export function pdfImageCount(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'shiftcheck-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  if (result.error) throw new Error('pdfimages (poppler-utils) is needed to read PDFs in tests');
  // Two header lines, then one line per image.
  return result.stdout.trim().split('\n').length - 2;
}
