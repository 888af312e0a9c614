import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * Vitest setup file (unit and integration projects): a `console.error` fails the test that made
 * it, unless the test declared it with `expectConsoleError` first. One made outside any test
 * (in a beforeAll or afterAll) fails the file, unless declared there. A declared error is not
 * printed, and must happen: a declaration nothing matches fails too, so none outlives its cause.
 */

interface Expected {
  pattern: RegExp;
  seen: number;
}

interface Scope {
  expected: Expected[];
  unexpected: string[];
}

const fileScope: Scope = { expected: [], unexpected: [] };
let testScope: Scope | null = null;
const scope = () => testScope ?? fileScope;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Declares the console.error a test provokes on purpose: a message matching `pattern` (a
 * RegExp, or text the message contains). Call it in the test (or the hook) before the error.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  scope().expected.push({
    pattern: typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern,
    seen: 0,
  });
}

// A plain function, not a vi.spyOn mock: a test's own spy on console.error wraps it, and its
// mockRestore / vi.restoreAllMocks puts this back rather than the unchecked original.
const print = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const message = format(...args);
  const current = scope();
  const declared = current.expected.find((e) => e.pattern.test(message));
  if (declared) {
    declared.seen += 1;
    return;
  }
  current.unexpected.push(message);
  print(...args);
};

/** What is wrong with a scope at its end: errors nobody declared, declarations never met. */
function complaints(ended: Scope, where: string): string[] {
  return [
    ...ended.unexpected.map((message) => `unexpected console.error ${where}:\n${message}`),
    ...ended.expected
      .filter((e) => e.seen === 0)
      .map((e) => `expectConsoleError(${String(e.pattern)}) ${where}, but no such error came`),
  ];
}

beforeEach(() => {
  testScope = { expected: [], unexpected: [] };
});

afterEach(() => {
  const ended = testScope;
  testScope = null;
  if (!ended) return;
  const found = complaints(ended, 'in this test');
  if (found.length > 0) throw new Error(found.join('\n\n'));
});

afterAll(() => {
  const found = complaints(fileScope, 'outside the tests of this file');
  fileScope.expected = [];
  fileScope.unexpected = [];
  if (found.length > 0) throw new Error(found.join('\n\n'));
});
