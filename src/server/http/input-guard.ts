import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const INPUT_GUARD_MESSAGES = {
  nulCharacter:
    'The request contains a NUL character (U+0000), which cannot be stored. Remove it and try again.',
  tooDeep: 'The request body is nested too deeply.',
} as const;

/** Far deeper than any real body (a template is four levels: body, items, item, text). */
export const MAX_BODY_DEPTH = 32;

/**
 * What is wrong with a parsed value, if anything: U+0000 in any string or key, or nesting
 * deeper than MAX_BODY_DEPTH. Walked without recursion, since the value is the client's.
 */
function problemIn(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return INPUT_GUARD_MESSAGES.nulCharacter;
      continue;
    }
    if (typeof next !== 'object' || next === null) continue;
    if (depth >= MAX_BODY_DEPTH) return INPUT_GUARD_MESSAGES.tooDeep;
    if (Array.isArray(next)) {
      for (const inner of next) pending.push([inner, depth + 1]);
      continue;
    }
    for (const [key, inner] of Object.entries(next)) {
      pending.push([key, depth + 1], [inner, depth + 1]);
    }
  }
  return null;
}

/**
 * Input no route can use, refused with a 400 before it is validated or reaches a service:
 * - U+0000, which PostgreSQL cannot store in text (SQLite can): such text in an id, a query or
 *   a body was refused by one database with a 500 and stored by the other;
 * - bodies nested thousands deep, which overflowed the stack of code that walks the body (the
 *   idempotency hash) and answered 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      problemIn(request.params) ?? problemIn(request.query) ?? problemIn(request.body);
    if (problem) throw badRequest(problem);
  });
}
