import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface FileDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** Facts known before the first byte, e.g. how many checklists a pack holds. */
  headers?: Record<string, string>;
}

/**
 * Streams a download. The route's response schema only documents the body for OpenAPI; the
 * stream itself is piped by Fastify without serialization.
 */
export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
