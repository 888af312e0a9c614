import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checklistDetailSchema, itemChangeResponseSchema } from '#domain/checklists/api';
import { itemChangeSchema } from '#domain/checklists/item-state';
import { ISSUE_COMMENT_MAX_LENGTH, ISSUE_COMMENT_TOO_LONG } from '#domain/checklists/messages';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import {
  answerCheck,
  compiledSerializerCompiler,
  compiledValidatorCompiler,
  parsesAsItEncodes,
} from './compiled-schemas';

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

describe('answers written by compiled route schemas', () => {
  const route = { method: 'PATCH', url: '/api/checklists/:id/items/:itemId', httpStatus: '200' };
  const serializerFor = (schema: z.core.$ZodType) =>
    compiledSerializerCompiler({ ...route, schema });
  const typeProvider = (schema: z.core.$ZodType) => serializerCompiler({ ...route, schema });

  const tickAnswer = {
    item: {
      id: 'item-1',
      completed: true,
      completedAt: '2026-11-27T07:02:00.000Z',
      completedBy: 'user-1',
      failed: false,
      failureComment: null,
      failurePriority: null,
      resolved: false,
      resolvedAt: null,
      answerValue: null,
      answerUnit: null,
      answeredAt: null,
      naReason: null,
      updatedAt: '2026-11-27T07:02:00.000Z',
      text: 'not part of the answer',
    },
    checklist: {
      id: 'checklist-1',
      version: 4,
      updatedAt: '2026-11-27T07:02:00.000Z',
      progress: 3,
      completedAt: null,
      openIssues: 0,
      status: { kind: 'in-progress', label: 'In Progress' },
      sectionCounts: {
        'pre-shift': { done: 2, total: 16, issues: 0 },
        'travel-path': { done: 0, total: 42, issues: 0 },
        'post-shift': { done: 0, total: 10, issues: 0 },
      },
    },
  };

  it("writes a tick's answer as the type provider's serializer does, unknown keys dropped", () => {
    const written = serializerFor(itemChangeResponseSchema)(tickAnswer);
    expect(written).toBe(typeProvider(itemChangeResponseSchema)(tickAnswer));
    expect(JSON.parse(written)).toEqual(z.parse(itemChangeResponseSchema, tickAnswer));
    expect(written).not.toContain('not part of the answer');
  });

  it('refuses an answer that does not match its schema', () => {
    const wrong = { ...tickAnswer, checklist: { ...tickAnswer.checklist, version: 'four' } };
    expect(() => serializerFor(itemChangeResponseSchema)(wrong)).toThrow(
      ResponseSerializationError,
    );
  });

  it('leaves a schema that encodes otherwise than it parses to the type provider', () => {
    const asText = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const schema = z.object({ count: asText });
    expect(parsesAsItEncodes(schema)).toBe(false);
    expect(serializerFor(schema)({ count: 5 })).toBe('{"count":"5"}');
  });

  it('tells which schemas parse as they encode', () => {
    expect(parsesAsItEncodes(checklistDetailSchema)).toBe(true);
    expect(parsesAsItEncodes(itemChangeResponseSchema)).toBe(true);
    for (const schema of [
      z.object({ name: z.string().transform((name) => name.toUpperCase()) }),
      z.array(z.string().trim()),
      z.object({ tags: z.array(z.string()).default([]) }),
      z.object({ note: z.string().catch('') }),
      z.lazy(() => z.string()),
      z.union([z.number(), z.pipe(z.string(), z.transform(Number))]),
    ]) {
      expect(parsesAsItEncodes(schema)).toBe(false);
    }
  });
});
