import { brotliCompressSync, constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is: its headers outweigh it, and compressing it would save
 * a few dozen bytes. A tick's answer (about 650 bytes) is above it and goes at about half its
 * size, for about 25 µs of CPU.
 */
export const COMPRESS_THRESHOLD_BYTES = 512;
const SYNC_COMPRESS_MAX_BYTES = 1024 * 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for every answer above 512 bytes: JSON and the
 * web app's files (the live stream opts out on its route). At their fastest settings brotli and
 * gzip still shrink a 40 KB checklist about tenfold (3.8 / 4.1 KB), in under a millisecond;
 * higher settings saved 6 % more for twice the CPU. Files the build compressed ahead go as
 * they are, and so do answers a route compressed itself (encoded-documents.ts).
 *
 * In one piece on the event loop up to 1 MiB: on a two-core machine the plugin's default sends
 * anything above 8 KiB through a compression stream instead, which wrote a 40 KB checklist as
 * a dozen chunked writes and cost more than the compression it moved off the thread. Larger
 * answers, and every file and export stream, still compress as a stream.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    // Request bodies are small JSON; nothing needs to arrive compressed.
    globalDecompression: false,
  });
}

/** Up to this size an answer is compressed at SMALL_ANSWER_QUALITY before the plugin sees it. */
const SMALL_ANSWER_MAX_BYTES = 4096;
/**
 * Brotli's quality 5 makes a tick's 650-byte answer 316 bytes where quality 1 makes 387, in the
 * same 40 µs: on answers this small the better setting costs nothing. On a 100 KB answer it
 * costs three times as long, so larger answers keep the plugin's quality 1.
 */
const SMALL_ANSWER_QUALITY = 5;

function byteLength(payload: unknown): number | null {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return null;
}

/**
 * Compresses small JSON answers with brotli at quality 5, when the browser takes brotli. Runs
 * after every other answer hook (the Idempotency-Key keeps the plain answer) and before the
 * plugin's, which passes on an answer already encoded. Register it after the other hooks.
 */
export function registerSmallAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const size = byteLength(payload);
    if (size === null || size < COMPRESS_THRESHOLD_BYTES || size > SMALL_ANSWER_MAX_BYTES) {
      return payload;
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    const accepted = request.headers['accept-encoding'];
    if (typeof accepted !== 'string' || negotiate(accepted, ['br', 'gzip']) !== 'br') {
      return payload;
    }
    reply.header('content-encoding', 'br');
    reply.header('vary', 'accept-encoding');
    return brotliCompressSync(payload as string | Buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: SMALL_ANSWER_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
  });
}
