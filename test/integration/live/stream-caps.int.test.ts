import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createStore, sessionCookieFor } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { openSseStream, settlesWithin, type SseStream } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';
import {
  MAX_STREAMS_PER_PERSON,
  MAX_STREAMS_PER_SESSION,
  RECONNECT_AFTER_REPLACED_MS,
} from '#server/live/streams';

const SESSIONS = 200;

/** A stream read as the text the server sent, whole once the server ends it. */
function rawStream(base: string, cookie: string): Promise<{ text: Promise<string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/live`, { headers: { cookie } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        const text = new Promise<string>((done) => response.on('end', () => done(body)));
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('event: hello')) resolve({ text });
        });
      })
      .on('error', reject);
  });
}

/** A stream, and whether the server has ended it yet. */
interface Watched {
  live: SseStream;
  ended: boolean;
}

describe.each(testDialects())('live streams per person on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base: string;
  const open: SseStream[] = [];
  const watch = async (cookie: string): Promise<Watched> => {
    const live = await openSseStream(base, cookie);
    open.push(live);
    await live.next('hello');
    const watched = { live, ended: false };
    void live.ended.then(() => (watched.ended = true));
    return watched;
  };

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => open.forEach((s) => s.close()));

  it(`1,000 streams for one person are capped past ${MAX_STREAMS_PER_PERSON}: the oldest end, the newest stay, another person is unaffected`, async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const managerStream = await watch(manager.cookie);

    const leaderStreams: Watched[] = [];
    for (let session = 0; session < SESSIONS; session += 1) {
      const cookie = await sessionCookieFor(t.deps, leader.id);
      for (let tab = 0; tab < MAX_STREAMS_PER_SESSION; tab += 1) {
        leaderStreams.push(await watch(cookie));
      }
    }
    expect(leaderStreams).toHaveLength(1000);
    const newest = leaderStreams.slice(-MAX_STREAMS_PER_PERSON);
    const older = leaderStreams.slice(0, -MAX_STREAMS_PER_PERSON);
    // The last stream ended is the one the 1,000th opening pushed out.
    await settlesWithin(older.at(-1)!.live.ended, 2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stillOpen = leaderStreams.filter((s) => !s.ended);
    expect(stillOpen.length, `${stillOpen.length} of 1000 streams still open`).toBe(
      MAX_STREAMS_PER_PERSON,
    );
    expect(stillOpen).toEqual(newest);

    // The other person's stream stayed open, and both hear the next change in their store.
    expect(managerStream.ended).toBe(false);
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(await managerStream.live.next('checklist')).toMatchObject({ checklistId: id });
    expect(await newest.at(-1)!.live.next('checklist')).toMatchObject({ checklistId: id });
  });

  it('ends the oldest of a person’s streams past the cap, whichever session opened it', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    // One stream per device: no session reaches its own cap. The first is read as raw text.
    const first = await rawStream(base, await sessionCookieFor(t.deps, leader.id));
    const devices: Watched[] = [];
    for (let device = 1; device < MAX_STREAMS_PER_PERSON; device += 1) {
      devices.push(await watch(await sessionCookieFor(t.deps, leader.id)));
    }
    const newDevice = await watch(await sessionCookieFor(t.deps, leader.id));
    // Ended, and told to wait a minute before it comes back for its turn.
    expect(await first.text).toMatch(new RegExp(`\n\nretry: ${RECONNECT_AFTER_REPLACED_MS}\n\n$`));
    for (const later of [...devices, newDevice]) {
      expect(await settlesWithin(later.live.ended, 20)).toBe(false);
    }
  });
});
