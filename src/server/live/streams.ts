import { canSeeStore } from '#domain/authz';
import { LIVE_EVENTS } from '#domain/live/events';
import type { AuthenticatedSession } from '../auth/service';
import type { BusMessage } from './bus';

/**
 * How many streams one instance keeps open, and what happens past that. Every tab of a browser
 * shares its session (one cookie), so the session cap is one browser's few tabs; the person cap
 * is a phone, a tablet and a computer with a few tabs, and no number of sign-ins multiplies it.
 *
 * Past a cap the oldest stream of that session or person ends and the new one is served, rather
 * than the new one refused with a 429: the newest stream is the screen someone is looking at, the
 * oldest most likely a forgotten tab, and a browser's EventSource never retries a refused stream,
 * so a 429 would leave the tab in use without updates for good while the forgotten one kept them.
 * Either way one person holds at most the cap, and nobody else's streams are touched.
 *
 * The caps count this instance's streams: behind a load balancer a person may hold the cap on each
 * instance, which bounds what any one instance holds, and that is what the caps protect.
 */
export const MAX_STREAMS_PER_SESSION = 5;
export const MAX_STREAMS_PER_PERSON = 10;

/**
 * How long a stream ended for a newer one asks its browser to wait before reconnecting (the SSE
 * `retry`, 5 s otherwise): someone with more tabs open than the cap has them take turns once a
 * minute, not every few seconds.
 */
export const RECONNECT_AFTER_REPLACED_MS = 60_000;

export interface LiveStream {
  session: AuthenticatedSession;
  send(event: string, data: unknown): void;
  /** Ends the stream; with `reconnectAfterMs`, the browser waits that long to open it again. */
  end(reconnectAfterMs?: number): void;
}

type Index = Map<string, LiveStream[]>;

function append(index: Index, key: string, stream: LiveStream): void {
  index.set(key, [...(index.get(key) ?? []), stream]);
}

function removeFrom(index: Index, key: string, stream: LiveStream): void {
  const remaining = (index.get(key) ?? []).filter((s) => s !== stream);
  if (remaining.length > 0) index.set(key, remaining);
  else index.delete(key);
}

/**
 * The open streams of one instance, by session and by person, each list oldest first. Each
 * message of the bus goes only to the streams whose person may see its store at that moment; when
 * a person's access changes, their streams look their session up again and close if it has ended.
 */
export class StreamRegistry {
  private readonly bySession: Index = new Map();
  private readonly byPerson: Index = new Map();

  constructor(
    private readonly recheck: (tokenHash: string) => Promise<AuthenticatedSession | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    let total = 0;
    for (const streams of this.byPerson.values()) total += streams.length;
    return total;
  }

  /** Open streams of one person (on this instance). */
  countOf(userId: string): number {
    return this.byPerson.get(userId)?.length ?? 0;
  }

  add(stream: LiveStream): void {
    append(this.bySession, stream.session.tokenHash, stream);
    append(this.byPerson, stream.session.user.id, stream);
    // The session's cap first: a stream it ends also counts against the person's.
    this.endOldest(this.bySession, stream.session.tokenHash, MAX_STREAMS_PER_SESSION);
    this.endOldest(this.byPerson, stream.session.user.id, MAX_STREAMS_PER_PERSON);
  }

  remove(stream: LiveStream): void {
    removeFrom(this.bySession, stream.session.tokenHash, stream);
    removeFrom(this.byPerson, stream.session.user.id, stream);
  }

  deliver(message: BusMessage): void {
    if (message.type === 'access') {
      const streams = this.byPerson.get(message.userId) ?? [];
      this.recheckSessions(new Set(streams.map((stream) => stream.session.tokenHash)));
      return;
    }
    if (message.type === 'notification') {
      for (const stream of this.byPerson.get(message.userId) ?? []) {
        stream.send(LIVE_EVENTS.notification, {});
      }
      return;
    }
    for (const streams of this.byPerson.values()) {
      for (const stream of streams) {
        if (message.type === 'resync') stream.send(LIVE_EVENTS.resync, {});
        else if (canSeeStore(stream.session.user, message.change.storeId)) {
          stream.send(LIVE_EVENTS.checklist, message.change);
        }
      }
    }
  }

  /** Every stream's session, looked up again: expired ones close (the heartbeat calls this). */
  recheckAll(): void {
    this.recheckSessions([...this.bySession.keys()]);
  }

  endAll(): void {
    for (const streams of [...this.byPerson.values()]) streams.forEach((s) => s.end());
  }

  /** end() removes a stream from the registry, so only the oldest past the cap are ended. */
  private endOldest(index: Index, key: string, cap: number): void {
    const streams = index.get(key) ?? [];
    if (streams.length <= cap) return;
    streams.slice(0, streams.length - cap).forEach((s) => s.end(RECONNECT_AFTER_REPLACED_MS));
  }

  private recheckSessions(tokenHashes: Iterable<string>): void {
    for (const tokenHash of tokenHashes) {
      this.recheck(tokenHash).then((session) => {
        for (const stream of this.bySession.get(tokenHash) ?? []) {
          if (session) stream.session = session;
          else stream.end();
        }
      }, this.onError);
    }
  }
}
