import { describe, expect, it } from 'vitest';
import type { Role } from '#domain/roles';
import type { AuthenticatedSession } from '../auth/service';
import {
  MAX_STREAMS_PER_PERSON,
  MAX_STREAMS_PER_SESSION,
  RECONNECT_AFTER_REPLACED_MS,
  StreamRegistry,
  type LiveStream,
} from './streams';

function sessionOf(userId: string, tokenHash: string, role: Role = 'shift-leader') {
  return {
    tokenHash,
    user: {
      id: userId,
      email: `${userId}@test.example`,
      role,
      displayName: null,
      locale: null,
      storeLocale: null,
      storeClock: null,
      storeId: 'store-1',
      storeNumber: '1',
      storeName: 'Store 1',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  } satisfies AuthenticatedSession;
}

/** A registry whose streams record what they were sent and how they were ended. */
function registryWithStreams(
  recheck = async (_: string): Promise<AuthenticatedSession | null> => null,
) {
  const registry = new StreamRegistry(recheck, (error) => {
    throw error;
  });
  const open = (userId: string, tokenHash: string) => {
    const stream = {
      session: sessionOf(userId, tokenHash),
      sent: [] as string[],
      endedWith: undefined as { reconnectAfterMs: number | undefined } | undefined,
      send(event: string) {
        stream.sent.push(event);
      },
      end(reconnectAfterMs?: number) {
        stream.endedWith = { reconnectAfterMs };
        registry.remove(stream);
      },
    } satisfies LiveStream & Record<string, unknown>;
    registry.add(stream);
    return stream;
  };
  return { registry, open };
}

describe('the stream registry', () => {
  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session, ending the oldest`, () => {
    const { registry, open } = registryWithStreams();
    const tabs = Array.from({ length: MAX_STREAMS_PER_SESSION + 2 }, () => open('ana', 's1'));
    expect(tabs.map((tab) => tab.endedWith !== undefined)).toEqual([
      true,
      true,
      ...Array<boolean>(MAX_STREAMS_PER_SESSION).fill(false),
    ]);
    expect(tabs[0]!.endedWith).toEqual({ reconnectAfterMs: RECONNECT_AFTER_REPLACED_MS });
    expect(registry.countOf('ana')).toBe(MAX_STREAMS_PER_SESSION);
  });

  it(`keeps at most ${MAX_STREAMS_PER_PERSON} streams per person over all their sessions, ending the oldest`, () => {
    const { registry, open } = registryWithStreams();
    const other = open('ben', 'b1');
    const streams = [];
    for (let session = 0; session < 200; session += 1) {
      for (let tab = 0; tab < MAX_STREAMS_PER_SESSION; tab += 1)
        streams.push(open('ana', `s${session}`));
    }
    const stillOpen = streams.filter((stream) => stream.endedWith === undefined);
    expect(stillOpen).toEqual(streams.slice(-MAX_STREAMS_PER_PERSON));
    expect(streams[0]!.endedWith).toEqual({ reconnectAfterMs: RECONNECT_AFTER_REPLACED_MS });
    expect(registry.countOf('ana')).toBe(MAX_STREAMS_PER_PERSON);
    expect(registry.size).toBe(MAX_STREAMS_PER_PERSON + 1);
    expect(other.endedWith).toBeUndefined();
  });

  it('ends no more than the cap asks when a session and its person both overflow', () => {
    const { registry, open } = registryWithStreams();
    // Two sessions of five: the person is at the cap and the second session at its own.
    const phone = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => open('ana', 'phone'));
    const laptop = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => open('ana', 'laptop'));
    open('ana', 'laptop');
    // The laptop's oldest tab makes room for both caps at once; the phone keeps all its streams.
    expect(laptop.map((tab) => tab.endedWith !== undefined)).toEqual([
      true,
      ...Array<boolean>(MAX_STREAMS_PER_SESSION - 1).fill(false),
    ]);
    expect(phone.every((tab) => tab.endedWith === undefined)).toBe(true);
    expect(registry.countOf('ana')).toBe(MAX_STREAMS_PER_PERSON);
  });

  it('tells only the person of a notification, and checks only their sessions again on an access change', async () => {
    const rechecked: string[] = [];
    const { registry, open } = registryWithStreams(async (tokenHash) => {
      rechecked.push(tokenHash);
      return null;
    });
    const ana = [open('ana', 'a1'), open('ana', 'a1'), open('ana', 'a2')];
    const ben = open('ben', 'b1');
    registry.deliver({ type: 'notification', userId: 'ana' });
    expect(ana.map((stream) => stream.sent)).toEqual([
      ['notification'],
      ['notification'],
      ['notification'],
    ]);
    expect(ben.sent).toEqual([]);

    registry.deliver({ type: 'access', userId: 'ana' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rechecked.sort()).toEqual(['a1', 'a2']);
    expect(ana.every((stream) => stream.endedWith?.reconnectAfterMs === undefined)).toBe(true);
    expect(ana.every((stream) => stream.endedWith !== undefined)).toBe(true);
    expect(ben.endedWith).toBeUndefined();
    expect(registry.size).toBe(1);
  });
});
