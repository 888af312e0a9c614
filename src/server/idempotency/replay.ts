import type { FastifyReply } from 'fastify';

/**
 * The answer to a write whose key was used before: the first answer again, "already saved"
 * when the change committed but its answer was lost (the server stopped in between), or 422
 * for a key reused with another request.
 */
export class IdempotentReplay extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super('idempotent replay');
  }
}

export function sendReplay(reply: FastifyReply, replay: IdempotentReplay) {
  reply.header('Idempotent-Replayed', 'true').status(replay.statusCode);
  if (replay.body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(replay.body);
}
