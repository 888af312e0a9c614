import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '#domain/idempotency';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import type { FuzzRequest } from './requests';
import type { FuzzWorld } from './world';

export interface FuzzResponse {
  status: number;
  contentType: string | undefined;
  /** Answered from the stored first answer of its Idempotency-Key: nothing ran. */
  replayed: boolean;
  body: string;
}

function cookieOf(world: FuzzWorld, request: FuzzRequest): string | undefined {
  switch (request.caller) {
    case 'anonymous':
      return undefined;
    case 'unknown-session':
      return `${SESSION_COOKIE}=an-unknown-token`;
    case 'junk-cookie':
      return `${SESSION_COOKIE}=%E0%A4%A; =; ${SESSION_COOKIE}`;
    case 'scim-token':
    case 'bad-bearer':
      return undefined;
    default:
      return world.actor(request.caller).cookie;
  }
}

/** The bearer token a caller sends: the world's SCIM token, or one that opens nothing. */
function bearerOf(world: FuzzWorld, request: FuzzRequest): string | undefined {
  if (request.caller === 'scim-token') return `Bearer ${world.scimToken}`;
  if (request.caller === 'bad-bearer') return 'Bearer scim_not-a-token-of-this-server';
  return undefined;
}

function headersOf(world: FuzzWorld, request: FuzzRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = cookieOf(world, request);
  if (cookie) headers.cookie = cookie;
  const bearer = bearerOf(world, request);
  if (bearer) headers.authorization = bearer;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (request.idempotencyKey !== undefined) {
    // Only what a header can carry: an odd key is still odd, but sendable.
    headers[IDEMPOTENCY_HEADER] = request.idempotencyKey.replace(/[^\x20-\x7e]/g, '?');
  }
  return headers;
}

/** Streams (the live route) answer forever: read the status over a socket, then hang up. */
function sendOverSocket(
  base: URL,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<FuzzResponse> {
  // A declared length, as fetch() sends: Node would otherwise stream the body in chunks,
  // which HTTP parsers refuse on HEAD before the app sees the request.
  const length =
    request.payload === undefined
      ? {}
      : { 'content-length': String(Buffer.byteLength(request.payload)) };
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        // Node answers an address over its 16 KB header limit with 431 before the app runs,
        // with a body a HEAD client cannot parse: a HEAD keeps its address below that.
        path: request.method === 'HEAD' ? request.url.slice(0, 8_000) : request.url,
        headers: { ...headers, ...length },
      },
      (response) => {
        sent.setTimeout(0);
        const contentType = response.headers['content-type'];
        const replayed = response.headers['idempotent-replayed'] === 'true';
        if (contentType?.startsWith('text/event-stream')) {
          resolve({ status: response.statusCode ?? 0, contentType, replayed, body: '' });
          sent.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType,
            replayed,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // Hang up on a request left unanswered (send() reports it); the stream must not linger.
    sent.setTimeout(ANSWER_TIMEOUT_MS, () => sent.destroy());
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    sent.end(request.payload);
  });
}

/** A request left without an answer this long is reported (status 0) instead of hanging. */
const ANSWER_TIMEOUT_MS = 10_000;
export const NO_ANSWER = 0;

/** Sends a fuzzed request as its caller: in-process, or over a socket for a stream. */
export async function send(
  app: FastifyInstance,
  world: FuzzWorld,
  request: FuzzRequest,
  socketBase: URL | null,
): Promise<FuzzResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<FuzzResponse>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: NO_ANSWER, contentType: undefined, replayed: false, body: '' }),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([sendNow(app, world, request, socketBase), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function sendNow(
  app: FastifyInstance,
  world: FuzzWorld,
  request: FuzzRequest,
  socketBase: URL | null,
): Promise<FuzzResponse> {
  const headers = headersOf(world, request);
  if (socketBase) return sendOverSocket(socketBase, request, headers);
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const contentType = response.headers['content-type'];
  return {
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    replayed: response.headers['idempotent-replayed'] === 'true',
    body: response.body,
  };
}
