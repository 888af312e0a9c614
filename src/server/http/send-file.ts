import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface FileDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * Streams a download. The route's response schema only documents the body for OpenAPI; the
 * stream itself is piped by Fastify without serialization.
 */
export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
