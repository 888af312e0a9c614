// Which catalogue entry, with which values, wrote an English text. The domain's rules word
// their messages in English (the SPEC's texts, which schemas and tests compare); the server and
// the web recognise the entry behind one to say it in the person's language.

/** A compiled catalogue entry: text, or parts with placeholders, plurals and selects. */
type Part = string | readonly unknown[];

export interface Recognised {
  /** 'rules-stores.duplicateNumber'. */
  key: string;
  values: Record<string, string | number>;
}

interface Group {
  arg: string;
  kind: 'text' | 'number' | 'case';
  value?: string;
}

interface Matcher {
  key: string;
  pattern: RegExp;
  groups: Map<string, Group>;
  /** How much fixed text the pattern has: the most specific is tried first. */
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isParts(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/** The English a compiled entry writes, as a pattern with a named group for each value. */
function matcherOf(key: string, compiled: readonly unknown[]): Matcher | undefined {
  const groups = new Map<string, Group>();
  let next = 0;
  const group = (meaning: Group) => {
    const name = `g${next++}`;
    groups.set(name, meaning);
    return name;
  };
  let placeholders = false;
  const walk = (parts: readonly unknown[], plural?: string): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') {
          if (part === '#' && plural)
            return `(?<${group({ arg: plural, kind: 'number' })}>-?[\\d,.]+)`;
          return escape(part);
        }
        if (!isParts(part) || typeof part[0] !== 'string') return '';
        placeholders = true;
        const [arg, format, cases] = part;
        if ((format === 'plural' || format === 'select' || format === 'selectordinal') && cases) {
          if (typeof cases !== 'object') return '';
          return `(?:${Object.entries(cases)
            .map(([choice, tokens]: [string, unknown]) => {
              const chosen = choice.replace(/^=/, '');
              const marker =
                format === 'select' || /^\d+$/.test(chosen)
                  ? `(?<${group({ arg, kind: 'case', value: chosen })}>)`
                  : '';
              const inner = isParts(tokens) ? tokens : [tokens];
              return marker + walk(inner, format === 'select' ? plural : arg);
            })
            .join('|')})`;
        }
        // A plural's own count written out inside it ({n} rather than #) is a number too.
        if (format === 'number' || arg === plural) {
          return `(?<${group({ arg, kind: 'number' })}>-?[\\d,.]+)`;
        }
        return `(?<${group({ arg, kind: 'text' })}>.+?)`;
      })
      .join('');
  const source = walk(compiled);
  if (!placeholders) return undefined;
  const literal = source.replace(/\(\?<g\d+>[^)]*\)/g, '').length;
  return { key, pattern: new RegExp(`^${source}$`, 's'), groups, literal };
}

export interface Recogniser {
  recognise(english: string): Recognised | undefined;
}

/**
 * Builds a recogniser from the English entries of some namespaces, each compiled (the web's
 * arrive so; the server compiles its own).
 */
export function recogniserOf(
  namespaces: ReadonlyMap<string, Readonly<Record<string, Part>>>,
): Recogniser {
  const exact = new Map<string, string>();
  const matchers: Matcher[] = [];
  for (const [namespace, entries] of namespaces) {
    for (const [key, entry] of Object.entries(entries)) {
      const id = `${namespace}.${key}`;
      const parts = typeof entry === 'string' ? [entry] : entry;
      const matcher = matcherOf(id, parts);
      if (matcher) matchers.push(matcher);
      else {
        const text = parts.filter((part) => typeof part === 'string').join('');
        if (!exact.has(text)) exact.set(text, id);
      }
    }
  }
  // "…has 2 users and 1 checklist…" is the entry for both, not the checklists' with "2 users and
  // 1" as a value: the entry with the most fixed text that matches wins.
  matchers.sort((a, b) => b.literal - a.literal);
  return {
    recognise(english) {
      const key = exact.get(english);
      if (key) return { key, values: {} };
      for (const matcher of matchers) {
        const found = matcher.pattern.exec(english)?.groups;
        if (!found) continue;
        const values: Record<string, string | number> = {};
        for (const [name, meaning] of matcher.groups) {
          const value = found[name];
          if (value === undefined) continue;
          if (meaning.kind === 'case') {
            const chosen = meaning.value ?? '';
            values[meaning.arg] = /^\d+$/.test(chosen) ? Number(chosen) : chosen;
          } else if (meaning.kind === 'number') {
            values[meaning.arg] = Number(value.replace(/,/g, ''));
          } else values[meaning.arg] = value;
        }
        return { key: matcher.key, values };
      }
      return undefined;
    },
  };
}
