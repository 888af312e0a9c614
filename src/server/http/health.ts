import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping, probeWrite } from '../db/database';
import { storageFailureOf, type StorageFailure } from '../db/storage-failure';
import type { AppDeps } from '../deps';
import type { CheckResult } from '../setup/dependency-checks';

const statusSchema = z.object({ status: z.string() });

/** Each dependency as /readyz found it: "ok", or a few words; the details go to the log. */
const readySchema = z.object({
  status: z.string(),
  checks: z.object({
    database: z.string(),
    photoStorage: z.string().optional(),
    mail: z.string().optional(),
  }),
});

const NOT_READY: Record<StorageFailure, string> = {
  full: 'disk full',
  unwritable: 'disk not writable',
};

const summaryOf = (result: CheckResult | null) =>
  result === null ? undefined : result.state === 'ok' ? 'ok' : result.summary;

/**
 * /healthz: the process answers. /readyz: what the server needs, each by name. Its database
 * must answer and, after its disk refused a write (errors.ts remembers it), a probe write must
 * succeed again; photo storage in S3 must not be set up wrong. Until then a load balancer sends
 * requests elsewhere. S3 not answering and SMTP not answering are reported, and logged, but
 * keep it ready: the phones keep their photos, and nothing else waits for mail.
 */
export function healthRoutes(deps: AppDeps, starting?: Promise<unknown>): FastifyPluginAsync {
  // Not ready while the start finishes after the listen: a load balancer, or a script that
  // signs in as the first super admin, waits for it.
  let started = starting === undefined;
  void starting?.finally(() => (started = true));
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { disk } = fastify;
    deps.checks.onChange((name, result) => {
      const what = name === 'photoStorage' ? 'photo storage' : 'mail';
      if (result.state === 'ok') fastify.log.info(`${what} works again`);
      else if (result.state === 'failing') fastify.log.error(result.reason);
      else fastify.log.warn(result.reason);
    });
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: statusSchema } } },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
      async (request, reply) => {
        if (!started) {
          return reply.status(503).send({ status: 'starting', checks: { database: 'starting' } });
        }
        const [photoStorage, mail] = await Promise.all([
          deps.checks.photoStorage(),
          deps.checks.mail(),
        ]);
        const others = { photoStorage: summaryOf(photoStorage), mail: summaryOf(mail) };
        const refused = disk.refused;
        if (refused) {
          const refusals = disk.refusals;
          try {
            await probeWrite(deps.db);
          } catch (error) {
            request.log.warn({ err: error }, 'the disk still refuses writes');
            const status = NOT_READY[storageFailureOf(error) ?? refused];
            return reply.status(503).send({ status, checks: { database: status, ...others } });
          }
          if (disk.refusals === refusals) disk.refused = null;
        }
        try {
          await ping(deps.db);
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          const status = 'database unavailable';
          return reply.status(503).send({ status, checks: { database: 'unavailable', ...others } });
        }
        const checks = { database: 'ok', ...others };
        if (photoStorage?.state === 'failing') {
          return reply.status(503).send({ status: 'photo storage set up wrong', checks });
        }
        return { status: 'ready', checks };
      },
    );
  };
}
