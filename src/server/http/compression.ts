import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is. With its headers (about 300 bytes) it fits in one TCP
 * segment (about 1,400 bytes) compressed or not, so compressing it saves no round trip on any
 * network; and each on-the-fly compression sets up an encoder of its own. A tick's answer (about
 * 650 bytes) is below it: compressed, each tick cost some 170 µs more CPU and the server under
 * the tick load some 45 MiB more memory (docs/performance.md, "One compressor").
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for every answer of 1 KiB or more: JSON and the
 * web app's files (the live stream opts out on its route). At their fastest settings brotli and
 * gzip still shrink a 40 KB checklist about tenfold (3.8 / 4.1 KB), in under a millisecond;
 * higher settings saved 6 % more for twice the CPU.
 *
 * In one piece on the event loop up to 1 MiB: on a two-core machine the plugin's default sends
 * anything above 8 KiB through a compression stream instead, which wrote a 40 KB checklist as
 * a dozen chunked writes and cost more than the compression it moved off the thread. Larger
 * answers, and every file and export stream, still compress as a stream.
 */
const OPTIONS = {
  global: true,
  threshold: COMPRESS_THRESHOLD_BYTES,
  encodings: ['br', 'gzip'],
  syncThreshold: 1024 * 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  // Request bodies are small JSON; nothing needs to arrive compressed.
  globalDecompression: false,
} satisfies FastifyCompressOptions;

/**
 * The one compressor of answers made on the fly. Answers that arrive already encoded pass
 * through it: files the build compressed ahead, and documents kept with their encodings
 * (encoded-documents.ts), compressed once however often they are read. The plugin's hook is
 * added to each route, so it runs after every hook the app adds (the Idempotency-Key keeps the
 * plain answer).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, OPTIONS);
}
