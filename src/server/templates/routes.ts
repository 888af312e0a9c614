import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTemplateBodySchema,
  templateDetailSchema,
  templateListQuerySchema,
  templateListSchema,
  templateParamsSchema,
  updateTemplateBodySchema,
} from '#domain/templates/api';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { createTemplate, updateTemplate } from './save-service';
import { getTemplateDetail, listTemplatesFor, removeTemplate } from './service';
import { RECORD_ERRORS } from '../http/error-answers';

const errors = RECORD_ERRORS;
const tags = ['templates'];

/** Thin: parse, check the session, call one service function. */
export function templateRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/templates',
      {
        schema: {
          tags,
          summary: 'Templates the caller may see: global and default ones plus their store’s',
          querystring: templateListQuerySchema,
          response: { 200: templateListSchema, ...errors },
        },
      },
      async (request) => listTemplatesFor(deps, sessionUser(request), request.query),
    );

    app.get(
      '/api/templates/:id',
      {
        schema: {
          tags,
          summary: 'A template with its items',
          params: templateParamsSchema,
          response: { 200: templateDetailSchema, ...errors },
        },
      },
      async (request) => getTemplateDetail(deps, sessionUser(request), request.params.id),
    );

    app.post(
      '/api/templates',
      {
        schema: {
          tags,
          summary: 'Create a template (a store manager’s is tied to their store)',
          body: createTemplateBodySchema,
          response: { 201: templateDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTemplate(deps, callerOf(request), request.body)),
    );

    app.put(
      '/api/templates/:id',
      {
        schema: {
          tags,
          summary: 'Save a whole template; refused (409) if it changed since `version` was read',
          params: templateParamsSchema,
          body: updateTemplateBodySchema,
          response: { 200: templateDetailSchema, ...errors },
        },
      },
      async (request) => updateTemplate(deps, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/templates/:id',
      {
        schema: {
          tags,
          summary: 'Delete a template (never one of the four defaults)',
          params: templateParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeTemplate(deps, callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
