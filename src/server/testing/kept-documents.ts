import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/** A kept document goes out brotli-compressed exactly as it reads plain, read after read. */
export async function expectSameDocumentCompressed(app: TestApp, url: string, cookie: string) {
  const get = (encoding: string) =>
    app.app.inject({ url, headers: { cookie, 'accept-encoding': encoding } });
  const plain = await get('identity');
  expect(plain.statusCode).toBe(200);
  for (let i = 0; i < 2; i++) {
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  }
}
