import { canSeeStore } from '../../domain/authz';
import { LIVE_EVENTS } from '../../domain/live/events';
import type { AuthenticatedSession } from '../auth/service';
import type { BusMessage } from './bus';

/** A few tabs and devices per session; a session opening more closes its oldest stream. */
export const MAX_STREAMS_PER_SESSION = 5;

export interface LiveStream {
  session: AuthenticatedSession;
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * The open streams of one instance, by session. Each message of the bus goes only to the
 * streams whose person may see its store at that moment; when a person's access changes, their
 * streams look their session up again and close if it has ended.
 */
export class StreamRegistry {
  private readonly bySession = new Map<string, LiveStream[]>();

  constructor(
    private readonly recheck: (tokenHash: string) => Promise<AuthenticatedSession | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    let total = 0;
    for (const streams of this.bySession.values()) total += streams.length;
    return total;
  }

  add(stream: LiveStream): void {
    const key = stream.session.tokenHash;
    const streams = [...(this.bySession.get(key) ?? []), stream];
    this.bySession.set(key, streams);
    // end() removes the stream from the registry, so only the oldest are ended here.
    streams.slice(0, -MAX_STREAMS_PER_SESSION).forEach((oldest) => oldest.end());
  }

  remove(stream: LiveStream): void {
    const key = stream.session.tokenHash;
    const remaining = (this.bySession.get(key) ?? []).filter((s) => s !== stream);
    if (remaining.length > 0) this.bySession.set(key, remaining);
    else this.bySession.delete(key);
  }

  deliver(message: BusMessage): void {
    if (message.type === 'access') {
      this.recheckWhere((session) => session.user.id === message.userId);
      return;
    }
    if (message.type === 'notification') {
      for (const streams of this.bySession.values()) {
        for (const stream of streams) {
          if (stream.session.user.id === message.userId) stream.send(LIVE_EVENTS.notification, {});
        }
      }
      return;
    }
    for (const streams of this.bySession.values()) {
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
    this.recheckWhere(() => true);
  }

  endAll(): void {
    for (const streams of [...this.bySession.values()]) streams.forEach((s) => s.end());
  }

  private recheckWhere(matches: (session: AuthenticatedSession) => boolean): void {
    for (const [tokenHash, streams] of [...this.bySession]) {
      if (!streams[0] || !matches(streams[0].session)) continue;
      this.recheck(tokenHash).then((session) => {
        for (const stream of this.bySession.get(tokenHash) ?? []) {
          if (session) stream.session = session;
          else stream.end();
        }
      }, this.onError);
    }
  }
}
