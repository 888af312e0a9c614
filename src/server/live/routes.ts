import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canSeeStore } from '../../domain/checklists/policy';
import { requireSession } from '../auth/session-plugin';
import { findChecklistStoreId } from './repository';
import type { AppDeps } from '../deps';
import type { LiveBus } from './bus';

const HEARTBEAT_MS = 25_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    changedChecklist: { storeId: string; checklistId: string | null } | null;
  }
}

/** The tag a session's own changes carry, so its tab can tell them from other people's. */
export const originTag = (tokenHash: string) => tokenHash.slice(0, 16);

async function changedChecklistOf(deps: AppDeps, request: FastifyRequest) {
  const route = request.routeOptions.url ?? '';
  if (!WRITE_METHODS.has(request.method) || !route.startsWith('/api/checklists')) return null;
  const params = request.params as { id?: string };
  if (params.id) {
    const storeId = await findChecklistStoreId(deps.db.kysely, params.id);
    return storeId ? { storeId, checklistId: params.id } : null;
  }
  const body = request.body as { storeId?: unknown } | undefined;
  return typeof body?.storeId === 'string' ? { storeId: body.storeId, checklistId: null } : null;
}

/**
 * Live updates (ARCHITECTURE "Live and offline"), part one: every successful write to a checklist
 * is announced on the bus. Registered on the root instance so it sees every route.
 */
export function registerChangeAnnouncements(
  app: FastifyInstance,
  deps: AppDeps,
  bus: LiveBus,
): void {
  app.decorateRequest('changedChecklist', null);
  app.addHook('preHandler', async (request) => {
    request.changedChecklist = await changedChecklistOf(deps, request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const changed = request.changedChecklist;
    if (!changed || reply.statusCode >= 300) return payload;
    let checklistId = changed.checklistId;
    if (!checklistId && typeof payload === 'string') {
      checklistId = (JSON.parse(payload) as { id?: string }).id ?? null;
    }
    if (checklistId) {
      const origin = request.auth ? originTag(request.auth.tokenHash) : null;
      bus.publish({ storeId: changed.storeId, checklistId, origin });
    }
    return payload;
  });
}

/** Part two: GET /api/live streams the announcements a person may see as Server-Sent Events. */
export function liveRoutes(bus: LiveBus): FastifyPluginAsync {
  return async (app) => {
    // Open streams never end by themselves; the server ends them before it waits for its
    // connections to close (preClose), or a shutdown would wait forever.
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of streams) end();
    });

    app.get('/api/live', { schema: { hide: true } }, (request, reply) => {
      const session = requireSession(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      raw.write('retry: 5000\n\n');
      send('hello', { origin: originTag(session.tokenHash) });
      const unsubscribe = bus.subscribe((change) => {
        if (canSeeStore(session.user, change.storeId)) send('checklist', change);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
      };
      const end = () => {
        stop();
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', stop);
    });
  };
}
