// Walks every message catalogue: each shipped language has every text of its namespace and no
// other, each text parses as ICU with the English text's placeholders and the plural forms its
// language needs, and every text is used by the code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { catalogueChain, LOCALES, type Locale } from './locales';

const ROOT = resolve(import.meta.dirname, '../../..');
const CATALOGUES = join(ROOT, 'src/domain/i18n/catalogues');

/** Files a translator writes whole: every language but the source and US English's overlay. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en-GB' && locale !== 'en-US');

const namespaces = readdirSync(CATALOGUES).filter((name) =>
  statSync(join(CATALOGUES, name)).isDirectory(),
);

function readCatalogue(namespace: string, file: string): Record<string, string> | undefined {
  let text: string;
  try {
    text = readFileSync(join(CATALOGUES, namespace, `${file}.json`), 'utf8');
  } catch {
    return undefined;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${namespace}/${file}.json is not an object of texts`);
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${namespace}/${file}.json: ${key} is not text`);
    out[key] = value;
  }
  return out;
}

function pluralCategories(locale: Locale) {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

interface Shape {
  /** Every placeholder's name. */
  args: Set<string>;
  /** Each plural's case keys, by its argument. */
  plurals: { arg: string; keys: string[] }[];
}

function shapeOf(tokens: Token[], into: Shape = { args: new Set(), plurals: [] }): Shape {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.args.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.args.add(token.arg);
      if (token.type === 'plural') {
        into.plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
      }
      for (const c of token.cases) shapeOf(c.tokens, into);
    }
  }
  return into;
}

describe.each(namespaces)('the %s catalogue', (namespace) => {
  const english = readCatalogue(namespace, 'en') ?? {};

  it('has its English source, and every English text parses', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(english)) {
      expect(() => parse(text, { cardinal: pluralCategories('en-GB') }), key).not.toThrow();
    }
  });

  it.each(TRANSLATED)(
    'in %s has every text, no other, each with the English placeholders and its plural forms',
    (locale) => {
      const file = catalogueChain(locale)[0] ?? locale;
      const translated = readCatalogue(namespace, file);
      expect(translated, `${namespace}/${file}.json`).toBeDefined();
      if (!translated) return;
      expect(Object.keys(translated).sort(), 'keys').toEqual(Object.keys(english).sort());
      const needed = pluralCategories(locale);
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
        const tokens = parse(text, { cardinal: needed });
        const shape = shapeOf(tokens);
        const source = shapeOf(parse(english[key] ?? ''));
        expect([...shape.args].sort(), `${locale} ${key}: placeholders`).toEqual(
          [...source.args].sort(),
        );
        for (const plural of shape.plurals) {
          const missing = needed.filter((category) => !plural.keys.includes(category));
          expect(missing, `${locale} ${key}: plural forms of {${plural.arg}}`).toEqual([]);
        }
      }
    },
  );

  it('in US English says only what it says differently, with the same placeholders', () => {
    const overlay = readCatalogue(namespace, 'en-US') ?? {};
    for (const [key, text] of Object.entries(overlay)) {
      expect(english, `en-US ${key} is not an English key`).toHaveProperty(key);
      expect(text, `en-US ${key} repeats the source`).not.toBe(english[key]);
      expect([...shapeOf(parse(text)).args].sort()).toEqual(
        [...shapeOf(parse(english[key] ?? '')).args].sort(),
      );
    }
  });
});

/** Every source file of the app (tests and test tooling left out). */
function sourceFiles(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles().map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** The module an import specifier names, as a path without its extension. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = /^#(domain|server|web)\/(.*)$/.exec(specifier);
  const target = alias
    ? join(ROOT, 'src', alias[1] ?? '', alias[2] ?? '')
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  return target?.replace(/\.(tsx?|json)$/, '');
}

function importsOf(path: string, text: string): string[] {
  return [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)'([^']+)'/g)].flatMap((m) => {
    const target = m[1] && resolveSpecifier(path, m[1]);
    return target ? [target] : [];
  });
}

describe('every text of a catalogue is used', () => {
  it.each(namespaces)('%s', (namespace) => {
    const source = join(CATALOGUES, namespace, 'en');
    // The modules that name the namespace, the files that import them and the files that import
    // those (a writer handed on with its translation function): a text is used when one of them
    // quotes its key.
    const definers = files.filter(({ path, text }) => importsOf(path, text).includes(source));
    expect(definers.length, `no module imports ${relative(ROOT, source)}.json`).toBeGreaterThan(0);
    const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '');
    const importers = (paths: Set<string>) =>
      files.filter(
        ({ path, text }) =>
          paths.has(withoutExtension(path)) ||
          importsOf(path, text).some((target) => paths.has(target)),
      );
    const firstUsers = importers(new Set(definers.map(({ path }) => withoutExtension(path))));
    const users = importers(new Set(firstUsers.map(({ path }) => withoutExtension(path))));
    // Quoted where a translation function takes it, or read as a property of the imported
    // English source where the domain's rules take their texts.
    const quoted = new Set([
      ...users.flatMap(({ text }) => [...text.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1])),
      ...definers.flatMap(({ text }) => [...text.matchAll(/\.(\w+)\b/g)].map((m) => m[1])),
    ]);
    const unused = Object.keys(readCatalogue(namespace, 'en') ?? {}).filter(
      (key) => !quoted.has(key),
    );
    expect(unused, `texts of ${namespace} no code uses`).toEqual([]);
  });
});
