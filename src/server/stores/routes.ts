import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#domain/api-error';
import { viewableStoresSchema } from '#domain/reports/api';
import { sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { listViewableStores } from './service';

export function storeRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/stores',
      {
        schema: {
          tags: ['stores'],
          summary: 'The stores the caller may view, in store-number order',
          response: { 200: viewableStoresSchema, 401: apiErrorSchema },
        },
      },
      async (request) => listViewableStores(deps, sessionUser(request)),
    );
  };
}
