import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/** An answer as the client will receive it: the bytes, and each encoding made once. */
export interface EncodedDocument {
  /** The answer as it is: JSON, or for the app's pages their HTML. */
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** For a document that time changes too (a due time passing): the last instant it holds, ms. */
  validUntil?: number | null;
}

const ENCODINGS = ['br', 'gzip'] as const;

export function encodeDocument(text: string): EncodedDocument {
  return { body: Buffer.from(text), br: null, gzip: null };
}

/**
 * Each encoding at the setting that pays when the result is kept and sent many times (about
 * half a millisecond for a 40 KB checklist), where the on-the-fly compression of other answers
 * uses the fastest.
 */
export function encoded(doc: EncodedDocument, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    doc.br ??= brotliCompressSync(doc.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: doc.body.length,
      },
    });
    return doc.br;
  }
  doc.gzip ??= gzipSync(doc.body, { level: 6 });
  return doc.gzip;
}

/**
 * Sends a document as the browser prefers it (brotli, gzip or plain), compressing it at most
 * once per encoding however often it is read. The response hooks see Content-Encoding already
 * set and pass it through.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: EncodedDocument,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('content-type', contentType);
  if (doc.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(doc.body);
  const vary = reply.getHeader('vary');
  reply.header('vary', typeof vary === 'string' ? `${vary}, accept-encoding` : 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, [...ENCODINGS]) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(doc.body);
  return reply.header('content-encoding', encoding).send(encoded(doc, encoding));
}

/**
 * Documents built recently, by the key of everything they were built from (a row's version,
 * the reader's abilities…): a key that changes when its data does can never serve stale bytes,
 * on this instance or any other, so nothing has to be forgotten on a change. Bounded by bytes.
 */
export function documentCache(maxBytes: number): LRUCache<string, EncodedDocument> {
  return new LRUCache<string, EncodedDocument>({
    maxSize: maxBytes,
    // The compressed copies are a tenth of the JSON each; count them in up front.
    sizeCalculation: (doc) => Math.ceil(doc.body.length * 1.25),
  });
}

/** A document as its service built it, for the route to keep and send (cachedDocument). */
export interface BuiltDocument<T> {
  value: T;
  /** The key of what it was built from, when reading it again found a newer one. */
  key?: string;
  /** For a document that time changes too (a due time passing): the last instant it holds, ms. */
  validUntil?: number | null;
}

/**
 * What a service answers for a document a route may keep: the key of everything it is built
 * from (null: built every time), and how to build it. The service checks access before it
 * answers; building reads the rest.
 */
export interface DocumentSource<T> {
  key: string | null;
  /** The service's now, ms: a kept document past its validUntil is built again. */
  now: number;
  build(): Promise<BuiltDocument<T>>;
}

/**
 * The one place a service's document becomes bytes: from the cache when its key is there and
 * still valid, else built, checked against its answer schema (`check`), encoded and kept.
 */
export async function cachedDocument<T>(
  cache: LRUCache<string, EncodedDocument>,
  source: DocumentSource<T>,
  check: (value: T) => unknown,
): Promise<EncodedDocument> {
  if (source.key !== null) {
    const kept = cache.get(source.key);
    if (kept && (kept.validUntil == null || source.now <= kept.validUntil)) return kept;
  }
  const built = await source.build();
  const doc = encodeDocument(JSON.stringify(check(built.value)));
  const key = built.key ?? source.key;
  if (key === null) return doc;
  if (built.validUntil !== undefined) doc.validUntil = built.validUntil;
  cache.set(key, doc);
  return doc;
}
