import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for every answer above 1 KiB: JSON and the
 * web app's files (the live stream opts out on its route). Brotli at quality 4 and gzip at 6
 * compress a checklist about as well as the maximum would, for a fraction of the CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are small JSON; nothing needs to arrive compressed.
    globalDecompression: false,
  });
}
