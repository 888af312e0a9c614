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
