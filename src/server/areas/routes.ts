import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { areaBodySchema, areaListSchema, areaParamsSchema, areaSchema } from '#domain/areas/api';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { createArea, deleteArea, getArea, listAreasWithStores, updateArea } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['areas'];

/** Areas (docs/decisions/048): super admins only, through the `area:manage` policy. */
export function areaRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/areas',
      {
        schema: {
          tags,
          summary: 'Every area by name with its stores and managers, and every store with its area',
          response: { 200: areaListSchema, ...errors },
        },
      },
      async (request) => listAreasWithStores(deps, sessionUser(request)),
    );
    app.post(
      '/api/areas',
      {
        schema: {
          tags,
          summary: 'Create an area of the stores listed (they leave any other area)',
          body: areaBodySchema,
          response: { 201: areaSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const area = await createArea(deps, callerOf(request), request.body);
        return reply.status(201).send(area);
      },
    );
    app.get(
      '/api/areas/:areaId',
      {
        schema: {
          tags,
          summary: 'One area for the area form',
          params: areaParamsSchema,
          response: { 200: areaSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => getArea(deps, sessionUser(request), request.params.areaId),
    );
    app.put(
      '/api/areas/:areaId',
      {
        schema: {
          tags,
          summary: 'Rename the area and make the stores listed exactly its stores',
          description:
            "Stores listed leave any other area; the area's stores not listed leave it. The managers of every area touched see their new stores from their next request.",
          params: areaParamsSchema,
          body: areaBodySchema,
          response: { 200: areaSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => updateArea(deps, callerOf(request), request.params.areaId, request.body),
    );
    app.delete(
      '/api/areas/:areaId',
      {
        schema: {
          tags,
          summary: 'Delete the area; its stores and managers stay, in no area',
          params: areaParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await deleteArea(deps, callerOf(request), request.params.areaId);
        return reply.status(204).send(null);
      },
    );
  };
}
