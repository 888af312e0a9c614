import { describe, expect, it } from 'vitest';
import { createAnnouncer, MAX_PAYLOAD_BYTES } from './announcer';

const RESYNC = '{"type":"resync"}';

/** A send that records each batch and can be made to fail or to wait. */
function fakeDatabase() {
  const batches: string[][] = [];
  let failuresLeft = 0;
  let hold: Promise<void> | null = null;
  return {
    batches,
    sent: () => batches.flat(),
    failNext(times: number) {
      failuresLeft = times;
    },
    holdSends(until: Promise<void>) {
      hold = until;
    },
    async send(payloads: string[]) {
      if (hold) await hold;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('connection lost');
      }
      batches.push(payloads);
    },
  };
}

/** An announcer over a fake database, recording the errors it reports. */
function announcerOver(
  db: ReturnType<typeof fakeDatabase>,
  options: { retryMs?: number; maxWaiting?: number } = {},
) {
  const errors: unknown[] = [];
  const announcer = createAnnouncer({
    send: db.send,
    onError: (error) => errors.push(error),
    resync: RESYNC,
    ...options,
  });
  return { announcer, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the announcer', () => {
  it('sends each message once, in the order announced, those that came during a send together', async () => {
    const db = fakeDatabase();
    let release!: () => void;
    db.holdSends(new Promise((resolve) => (release = resolve)));
    const { announcer } = announcerOver(db);
    announcer.announce('a');
    announcer.announce('b');
    announcer.announce('c');
    release();
    await settle();
    expect(db.batches).toEqual([['a'], ['b', 'c']]);
    announcer.announce('d');
    await settle();
    expect(db.sent()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends a failed batch again, before what came later, and reports the failure', async () => {
    const db = fakeDatabase();
    const { announcer, errors } = announcerOver(db, { retryMs: 5 });
    db.failNext(2);
    announcer.announce('a');
    announcer.announce('b');
    await settle();
    announcer.announce('c');
    await settle();
    expect(db.sent()).toEqual(['a', 'b', 'c']);
    expect(errors).toHaveLength(2);
  });

  it('replaces what it can no longer keep by one resync while sends fail', async () => {
    const db = fakeDatabase();
    const { announcer } = announcerOver(db, { retryMs: 20, maxWaiting: 3 });
    db.failNext(1);
    for (const payload of ['a', 'b', 'c', 'd']) announcer.announce(payload);
    await new Promise((resolve) => setTimeout(resolve, 5));
    announcer.announce('e');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(db.sent()).toEqual([RESYNC, 'e']);
  });

  it('sends a message too long for NOTIFY as a resync', async () => {
    const db = fakeDatabase();
    const { announcer, errors } = announcerOver(db);
    const longest = 'x'.repeat(MAX_PAYLOAD_BYTES);
    announcer.announce(`${longest}x`);
    announcer.announce(longest);
    await settle();
    expect(db.sent()).toEqual([RESYNC, longest]);
    expect(errors).toHaveLength(1);
  });

  it('on close, sends what waits and stops trying once a send fails', async () => {
    const db = fakeDatabase();
    const { announcer } = announcerOver(db, { retryMs: 60_000 });
    announcer.announce('a');
    await announcer.close();
    expect(db.sent()).toEqual(['a']);

    const failing = fakeDatabase();
    const { announcer: closing } = announcerOver(failing, { retryMs: 60_000 });
    failing.failNext(5);
    closing.announce('b');
    await settle();
    // Waiting a minute before the next try; closing cuts the wait short and tries once more.
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failing.sent()).toEqual([]);
    closing.announce('c');
    await settle();
    expect(failing.sent()).toEqual([]);
  });
});
