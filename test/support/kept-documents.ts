import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Dialect } from '#server/db/database';
import { signedInUser, type SignedInUser } from './api-client';
import { createStore } from './factories';
import { createTestDatabase, startTestApp, TestClock, type TestApp } from './harness';

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

/** Two app instances on one fresh database, with one store, its shift leader and a super admin. */
export interface TwoInstancesOfAStore {
  clock: TestClock;
  one: TestApp;
  two: TestApp;
  storeId: string;
  leader: SignedInUser;
  admin: SignedInUser;
  stop(): Promise<void>;
}

/** What a kept-document test starts from: a change on either instance must show on both. */
export async function startTwoInstancesOfAStore(
  dialect: Dialect,
  options: { now: string; storeName: string },
): Promise<TwoInstancesOfAStore> {
  const database = await createTestDatabase(dialect);
  const clock = new TestClock(new Date(options.now));
  const one = await startTestApp(database, { clock });
  const two = await startTestApp(database, { clock });
  const storeId = (await createStore(one.deps, { name: options.storeName })).id;
  return {
    clock,
    one,
    two,
    storeId,
    leader: await signedInUser(one, 'shift-leader', storeId),
    admin: await signedInUser(one, 'super-admin', null),
    stop: async () => {
      await one.stop();
      await two.stop();
      await database.destroy();
    },
  };
}
