import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
} from '#domain/idempotency';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { badRequest, unprocessable } from '../http/errors';
import { IdempotentReplay, sendReplay } from './replay';
import {
  deleteKeysBefore,
  findKey,
  storeAnswer,
  type IdempotencyClaim,
  type StoredKey,
} from './repository';

export type { IdempotencyClaim } from './repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's service claims the Idempotency-Key as the first statement of its transaction,
     * before any check that could answer differently on a repeat; the look-up before the
     * handler is then left out.
     */
    claimsKeyFirst?: boolean;
  }
  interface FastifyRequest {
    /** The key this write claims, once the stored keys say it is new. */
    idempotency: IdempotencyClaim | null;
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

function claimOf(request: FastifyRequest, userId: string, key: string): IdempotencyClaim {
  const path = request.url.split('?')[0] ?? request.url;
  const requestHash = createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
  return { userId, key, method: request.method, path, requestHash };
}

export function replayOf(stored: StoredKey, claim: IdempotencyClaim): IdempotentReplay {
  const sameRequest =
    stored.method === claim.method &&
    stored.path === claim.path &&
    (stored.requestHash === null || stored.requestHash === claim.requestHash);
  if (!sameRequest) throw unprocessable(IDEMPOTENCY_MESSAGES.reusedForOther);
  if (stored.statusCode === null) {
    return new IdempotentReplay(
      200,
      JSON.stringify({ message: IDEMPOTENCY_MESSAGES.alreadySaved }),
    );
  }
  return new IdempotentReplay(stored.statusCode, stored.body ?? '');
}

/** How long a twin waits for the first request's answer before saying "already saved". */
const ANSWER_WAIT_MS = 2000;
const ANSWER_POLL_MS = 25;

/**
 * The stored key, once its answer is there: a twin arriving while the first request is still
 * sending its answer waits for it, so both get the same. A key left without an answer (the
 * server stopped between the commit and the answer) is returned as it is after the wait.
 */
async function settledKey(deps: AppDeps, claim: IdempotencyClaim): Promise<StoredKey | null> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  for (;;) {
    const stored = await findKey(deps.db.kysely, claim.userId, claim.key);
    if (!stored || stored.statusCode !== null || Date.now() >= deadline) return stored;
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
  }
}

/** Looks the key up again after a transaction found it taken (see runTransaction). */
export async function replayFor(deps: AppDeps, claim: IdempotencyClaim): Promise<Error> {
  const stored = await settledKey(deps, claim);
  return stored ? replayOf(stored, claim) : new Error('An idempotency key vanished');
}

/**
 * ARCHITECTURE "API": a write sent again with the same Idempotency-Key (an offline queue
 * replaying after a lost answer) gets the first answer back and changes nothing. The key is
 * claimed inside the transaction of the change it guards (runTransaction), so a crash leaves
 * both or neither; the answer is stored once it is sent.
 */
export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (!key || !request.auth) return;
    const claim = claimOf(request, request.auth.user.id, key);
    // A route that claims the key before anything else it does finds a used key there itself.
    if (request.routeOptions.config.claimsKeyFirst) {
      request.idempotency = claim;
      return;
    }
    if (await findKey(db, claim.userId, key)) {
      const stored = await settledKey(deps, claim);
      if (stored) return sendReplay(reply, replayOf(stored, claim));
    }
    request.idempotency = claim;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (claim.answered || reply.getHeader('Idempotent-Replayed')) return payload;
    const body = typeof payload === 'string' ? payload : '';
    await storeAnswer(db, claim, {
      statusCode: reply.statusCode,
      body,
      now: deps.clock.now().toISOString(),
    });
    return payload;
  });
}

export async function pruneIdempotencyKeys(deps: AppDeps): Promise<void> {
  const cutoff = addMinutes(deps.clock.now(), -IDEMPOTENCY_KEY_TTL_HOURS * 60).toISOString();
  await deleteKeysBefore(deps.db.kysely, cutoff);
}
