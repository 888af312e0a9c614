import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checklistDetailSchema } from '../../domain/checklists/api';
import { itemChangeSchema } from '../../domain/checklists/item-state';
import { ISSUE_COMMENT_MAX_LENGTH, ISSUE_COMMENT_TOO_LONG } from '../../domain/checklists/messages';
import { answerCheck, compiledValidatorCompiler } from './compiled-schemas';

describe('answers checked by a compiled schema', () => {
  const check = answerCheck(z.object({ id: z.string(), count: z.int() }));

  it('sends what the schema describes and drops what it does not', () => {
    const built = { id: 'a', count: 2, internal: 'kept out' };
    expect(check(built)).toEqual({ id: 'a', count: 2 });
  });

  it('refuses an answer that does not match, as zod does', () => {
    expect(() => check({ id: 'a', count: 1.5 })).toThrow(z.ZodError);
  });

  it('compiles the shared document schemas, and refuses a schema it cannot compile at once', () => {
    expect(() => answerCheck(checklistDetailSchema)).not.toThrow();
    const asynchronous = z.string().refine(async (value) => value !== '');
    expect(() => answerCheck(asynchronous)).toThrow();
  });
});

describe('requests checked by compiled route schemas', () => {
  const validate = compiledValidatorCompiler({
    schema: itemChangeSchema,
    method: 'PATCH',
    url: '/api/checklists/:id/items/:itemId',
    httpPart: 'body',
  });

  it('passes a valid body through as zod parses it', () => {
    const body = { type: 'fail', comment: 'Fryer oil dark', priority: 'B' };
    expect(validate(body)).toEqual({ value: z.parse(itemChangeSchema, body) });
  });

  it("answers a refused body with zod's issues and the spec's message", () => {
    const body = { type: 'fail', comment: 'x'.repeat(ISSUE_COMMENT_MAX_LENGTH + 1) };
    expect(validate(body)).toEqual({
      error: [
        expect.objectContaining({ instancePath: '/comment', message: ISSUE_COMMENT_TOO_LONG }),
      ],
    });
  });
});
