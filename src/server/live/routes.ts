import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS } from '#domain/live/events';
import { originTag } from '../auth/caller';
import { resolveSessionByHash } from '../auth/service';
import { requireSession } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { requireAccess } from '../authz/require-access';
import { StreamRegistry, type LiveStream } from './streams';

const HEARTBEAT_MS = 25_000;

export interface LiveRouteOptions {
  /** How often streams send a keep-alive and check their session is still valid. */
  heartbeatMs?: number;
}

/**
 * GET /api/live: the changes a person may see, as Server-Sent Events (ARCHITECTURE "Live and
 * offline"). The services announce committed changes on the bus; this forwards them.
 * Registered on the root instance, which it decorates with its stream registry.
 */
export function registerLive(
  app: FastifyInstance,
  deps: AppDeps,
  options: LiveRouteOptions = {},
): void {
  {
    const registry = new StreamRegistry(
      (tokenHash) => resolveSessionByHash(deps, tokenHash, { cached: false }),
      (error) => app.log.error({ err: error }, 'live stream session check failed'),
    );
    const unsubscribe = deps.live.subscribe((message) => registry.deliver(message));
    const heartbeat = setInterval(() => registry.recheckAll(), options.heartbeatMs ?? HEARTBEAT_MS);
    // Open streams never end by themselves; the server ends them before it waits for its
    // connections to close (preClose), or a shutdown would wait forever.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      registry.endAll();
    });
    app.decorate('liveStreams', registry);

    // Never compressed: a compressor would hold events back until its buffer fills.
    app.get('/api/live', { schema: { hide: true }, compress: false }, (request, reply) => {
      const session = requireSession(request);
      requireAccess(session.user, 'live:subscribe');
      // A HEAD has no body to stream: answer its headers and end, instead of never answering.
      if (request.method === 'HEAD') {
        return reply.header('Content-Type', 'text/event-stream; charset=utf-8').send();
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      raw.write('retry: 5000\n\n');
      const stream: LiveStream = {
        session,
        send: (event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        end: (reconnectAfterMs) => {
          registry.remove(stream);
          if (raw.writableEnded) return;
          if (reconnectAfterMs !== undefined) raw.write(`retry: ${reconnectAfterMs}\n\n`);
          raw.end();
        },
      };
      stream.send(LIVE_EVENTS.hello, { origin: originTag(session.tokenHash) });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      // Past the session's or the person's cap, this ends their oldest stream (streams.ts).
      registry.add(stream);
      raw.on('close', () => {
        clearInterval(keepAlive);
        registry.remove(stream);
      });
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open live streams (for shutdown and tests). */
    liveStreams: StreamRegistry;
  }
}
