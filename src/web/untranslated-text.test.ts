// No text a person reads is written into a screen's code: it comes from the message catalogue
// in the person's language. Finds text between JSX tags and in the attributes people read or
// hear (aria-label, title, placeholder, alt…), in every component of the web app.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const WEB = resolve(import.meta.dirname);

/** Names, not words: the same in every language. */
const NOT_WORDS = new Set(['ShiftCheck']);

function components(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
];

function untranslated(text: string): string[] {
  // Comments are not read by anyone but developers.
  const code = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/^[ \t]*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(/>([^<>{}]*)</g)) {
    const words = (match[1] ?? '').trim();
    // Between a comparison or a type's brackets is code, not text.
    const code = /[;=&|]|\?\.|^\)|\bPromise\b|\bnew\s/.test(words);
    if (/\p{L}{2,}/u.test(words) && !NOT_WORDS.has(words) && !code) {
      found.push(words);
    }
  }
  for (const attribute of READ_ATTRIBUTES) {
    for (const match of code.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))) {
      const words = (match[1] ?? '').trim();
      if (/\p{L}{2,}/u.test(words) && !NOT_WORDS.has(words)) found.push(`${attribute}="${words}"`);
    }
  }
  return found;
}

it('every text of the web app comes from the catalogue', () => {
  const report = components().flatMap((path) =>
    untranslated(readFileSync(path, 'utf8')).map((words) => `${relative(WEB, path)}: ${words}`),
  );
  expect(report).toEqual([]);
});
