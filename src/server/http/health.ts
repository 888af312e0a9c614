import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping, probeWrite } from '../db/database';
import { storageFailureOf, type StorageFailure } from '../db/storage-failure';
import type { AppDeps } from '../deps';

const statusSchema = z.object({ status: z.string() });

const NOT_READY: Record<StorageFailure, string> = {
  full: 'disk full',
  unwritable: 'disk not writable',
};

/**
 * /healthz: the process answers. /readyz: it can reach its database and, after its disk refused
 * a write (errors.ts remembers it), a probe write succeeds again: until then a load balancer
 * sends the changes elsewhere. The probe runs only while a refusal is remembered.
 */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { disk } = fastify;
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: statusSchema } } },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
      async (request, reply) => {
        const refused = disk.refused;
        if (refused) {
          const refusals = disk.refusals;
          try {
            await probeWrite(deps.db);
          } catch (error) {
            request.log.warn({ err: error }, 'the disk still refuses writes');
            return reply
              .status(503)
              .send({ status: NOT_READY[storageFailureOf(error) ?? refused] });
          }
          if (disk.refusals === refusals) disk.refused = null;
        }
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
