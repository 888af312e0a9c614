import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { scimErrorSchema } from '#domain/scim/protocol';
import { API_ERROR_SCHEMA, SCIM_ERROR_SCHEMA } from './openapi-components';
import { completePaths } from './openapi-document';

/** A JSON schema without its descriptions (what the written-out components add). */
function shapeOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'description')
      .map(([key, value]) => [key, shapeOf(value)]),
  );
}

const zodShape = (schema: z.core.$ZodType) =>
  shapeOf(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }));

const answers = { 200: { description: 'Done' } };
const operation = (): OpenAPIV3.OperationObject => ({ responses: { ...answers } });

describe('the OpenAPI document', () => {
  it('writes out the error shapes exactly as their zod schemas are', () => {
    expect(shapeOf(API_ERROR_SCHEMA)).toEqual(zodShape(apiErrorSchema));
    expect(shapeOf(SCIM_ERROR_SCHEMA)).toEqual(zodShape(scimErrorSchema));
  });

  it("completes each operation by its route's guard", () => {
    const paths: OpenAPIV3.PathsObject = {
      '/api/auth/sign-in': { post: operation() },
      '/api/checklists/{id}': { get: operation(), delete: operation() },
      '/scim/v2/Users/{id}': { delete: operation() },
    };
    completePaths(paths);

    const signIn = paths['/api/auth/sign-in']?.post;
    expect(signIn?.security).toEqual([]);
    expect(signIn?.parameters).toBeUndefined();
    expect(Object.keys(signIn?.responses ?? {})).toEqual(['200', '4XX', '5XX']);

    const read = paths['/api/checklists/{id}']?.get;
    expect(read?.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(read?.parameters).toBeUndefined();
    expect(read?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });

    const remove = paths['/api/checklists/{id}']?.delete;
    expect(remove?.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(Object.keys(remove?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '422',
      '4XX',
      '5XX',
    ]);

    const scim = paths['/scim/v2/Users/{id}']?.delete;
    expect(scim?.security).toEqual([{ scimToken: [] }]);
    expect(scim?.parameters).toBeUndefined();
    expect(scim?.responses['4XX']).toEqual({ $ref: '#/components/responses/ScimRefused' });

    const live = paths['/api/live']?.get;
    expect(live?.security).toEqual([{ session: [] }]);
    expect(Object.keys(live?.responses['200'] ?? {})).toContain('content');
  });
});
