import { EventEmitter } from 'node:events';
import pg from 'pg';
import { createAnnouncer, nextRetryMs } from './announcer';
import { parseChecklistChange, type ChecklistChangeEvent } from '#domain/live/events';

/**
 * What travels between the services and the open streams (of every instance):
 * - `checklist`: a checklist changed; streams forward it to people who may see its store;
 * - `access`: a user's sessions, role or store changed; their streams check again;
 * - `resync`: this instance may have missed messages; browsers refetch what they show;
 * - `notification`: a person has a new notification; only their own streams hear of it.
 */
export type BusMessage =
  | { type: 'checklist'; change: ChecklistChangeEvent }
  | { type: 'access'; userId: string }
  | { type: 'notification'; userId: string }
  | { type: 'resync' };

export interface LiveBus {
  /**
   * After the change they announce has committed (never for one rolled back). PostgreSQL
   * delivers them to every instance, this one too; SQLite's one process, to its own streams.
   */
  committed(messages: readonly BusMessage[]): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Sends what is still waiting to be announced, then stops. */
  close(): Promise<void>;
}

export const DEFAULT_CHANNEL = 'shiftcheck_changes';

function parseMessage(payload: string): BusMessage | null {
  const data: unknown = JSON.parse(payload);
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'resync') return { type: 'resync' };
  if (data.type === 'access' && 'userId' in data && typeof data.userId === 'string') {
    return { type: 'access', userId: data.userId };
  }
  if (data.type === 'notification' && 'userId' in data && typeof data.userId === 'string') {
    return { type: 'notification', userId: data.userId };
  }
  const change = data.type === 'checklist' && 'change' in data && parseChecklistChange(data.change);
  return change ? { type: 'checklist', change } : null;
}

function localEmitter() {
  const emitter = new EventEmitter();
  // Every open stream is a listener; there is no leak to warn about.
  emitter.setMaxListeners(0);
  return {
    emit: (message: BusMessage) => void emitter.emit('message', message),
    subscribe(listener: (message: BusMessage) => void) {
      emitter.on('message', listener);
      return () => void emitter.off('message', listener);
    },
  };
}

/** One process (SQLite): messages go to this process's streams once the change commits. */
export function createLocalBus(): LiveBus {
  const local = localEmitter();
  return {
    committed: (messages) => messages.forEach(local.emit),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

export interface PostgresBusOptions {
  connectionString: string;
  /** One channel per database (tests give each schema its own). */
  channel?: string;
  onError: (error: unknown) => void;
  /** Told when the listening connection is back after a loss (tests and logs). */
  onReconnect?: () => void;
  /** First wait before reconnecting; it grows 1.5 times per failure, to at most 30 s. */
  retryMs?: number;
}

/**
 * Several app instances on PostgreSQL. Once a change has committed, its messages are NOTIFYed
 * (announcer.ts: in order, batched, retried) to every instance's one LISTEN connection (this
 * one's too). When that connection is lost, it reconnects with backoff and tells the streams to
 * resync, since messages sent meanwhile are gone.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { connectionString, onError } = options;
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const firstRetry = options.retryMs ?? 1000;
  const local = localEmitter();
  const publisher = new pg.Pool({ connectionString, max: 1 });
  publisher.on('error', onError);
  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: `${channel}-listener` });
    client.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const parsed = parseMessage(message.payload);
        if (parsed) local.emit(parsed);
      } catch (error) {
        onError(error);
      }
    });
    client.on('error', (error) => {
      onError(error);
      if (listener === client) reconnect(firstRetry);
    });
    client.on('end', () => {
      if (listener === client) reconnect(firstRetry);
    });
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
    listener = client;
  }

  function reconnect(delay: number): void {
    const lost = listener;
    listener = null;
    lost?.end().catch(() => {});
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closed) return;
      listen().then(
        () => {
          local.emit({ type: 'resync' });
          options.onReconnect?.();
        },
        (error: unknown) => {
          onError(error);
          reconnect(nextRetryMs(delay));
        },
      );
    }, delay);
  }

  await listen();
  const announcer = createAnnouncer({
    async send(payloads) {
      await publisher.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        channel,
        payloads,
      ]);
    },
    onError,
    resync: JSON.stringify({ type: 'resync' } satisfies BusMessage),
  });
  const announce = (message: BusMessage) => announcer.announce(JSON.stringify(message));
  return {
    committed: (messages) => messages.forEach(announce),
    subscribe: local.subscribe,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await announcer.close();
      const current = listener;
      listener = null;
      await current?.end().catch(onError);
      await publisher.end().catch(onError);
    },
  };
}

/** The bus that fits the database: PostgreSQL's NOTIFY, or this process alone for SQLite. */
export async function openLiveBus(
  options: { dialect: 'sqlite' | 'postgres'; databaseUrl?: string | undefined; channel?: string },
  onError: (error: unknown) => void,
): Promise<LiveBus> {
  if (options.dialect !== 'postgres' || !options.databaseUrl) return createLocalBus();
  return createPostgresBus({
    connectionString: options.databaseUrl,
    onError,
    ...(options.channel ? { channel: options.channel } : {}),
  });
}
