import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
} from '../../domain/idempotency';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from './errors';
import {
  claimKey,
  completeKey,
  deleteKeysBefore,
  findKey,
  releaseKey,
} from './idempotency-repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || !WRITE_METHODS.has(request.method) || !request.auth) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  }
  return value;
}

/**
 * ARCHITECTURE "API": a write sent again with the same Idempotency-Key (an offline queue
 * replaying after a lost answer) gets the first answer back and changes nothing. Registered
 * after the session hook, before the handlers and the change announcements.
 */
export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (!key || !request.auth) return;
    const userId = request.auth.user.id;
    const path = request.url.split('?')[0] ?? request.url;
    const claimed = await claimKey(db, {
      userId,
      key,
      method: request.method,
      path,
      now: deps.clock.now().toISOString(),
    });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const stored = await findKey(db, userId, key);
    if (!stored || stored.method !== request.method || stored.path !== path) {
      throw conflict(IDEMPOTENCY_MESSAGES.reusedForOther);
    }
    if (stored.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    reply.header('Idempotent-Replayed', 'true').status(stored.statusCode);
    if (stored.body === null || stored.body === '') return reply.send();
    return reply.type('application/json; charset=utf-8').send(stored.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.auth) return payload;
    const userId = request.auth.user.id;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await completeKey(
        db,
        userId,
        key,
        reply.statusCode,
        typeof payload === 'string' ? payload : '',
      );
    } else {
      // A refused request changed nothing; the same key may try again.
      await releaseKey(db, userId, key);
    }
    return payload;
  });
}

export async function pruneIdempotencyKeys(deps: AppDeps): Promise<void> {
  const cutoff = addMinutes(deps.clock.now(), -IDEMPOTENCY_KEY_TTL_HOURS * 60).toISOString();
  await deleteKeysBefore(deps.db.kysely, cutoff);
}
