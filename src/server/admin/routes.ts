import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverviewSchema, seedTemplatesResponseSchema } from '#domain/admin/api';
import { apiErrorSchema } from '#domain/api-error';
import { requireSession } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { adminOverview, seedTemplates } from './service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

export function adminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/overview',
      {
        schema: {
          tags: ['admin'],
          summary: 'Dashboard counts and the five newest users, scoped to what the caller manages',
          response: { 200: adminOverviewSchema, ...errors },
        },
      },
      async (request) => adminOverview(deps, requireSession(request)),
    );
    app.post(
      '/api/templates/seed',
      {
        schema: {
          tags: ['templates'],
          summary: 'Create whichever of the four default templates are missing (super-admin)',
          response: { 200: seedTemplatesResponseSchema, ...errors },
        },
      },
      async (request) => seedTemplates(deps, requireSession(request)),
    );
  };
}
