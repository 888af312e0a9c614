import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../db/database';
import type { AppDeps } from '../deps';

const statusSchema = z.object({ status: z.string() });

/** /healthz: the process answers. /readyz: it can reach its database. */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: statusSchema } } },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
      async (request, reply) => {
        try {
          await ping(deps.db);
          return { status: 'ready' };
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
}
