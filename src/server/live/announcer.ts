/**
 * Sends a PostgreSQL instance's announcements after their changes committed: in the order they
 * came, several in one statement, on a connection of their own. A NOTIFY inside the change's own
 * transaction would hold PostgreSQL's one notify lock from that commit's start until it is on
 * disk, so every announcing write in the database would commit after the other (decision 022).
 *
 * A failed send is tried again, with a growing wait, until it goes or the bus closes. While it
 * fails, at most `maxWaiting` messages wait; beyond that they are replaced by one `resync`, which
 * makes every browser refetch what it shows — nothing is missed, only told less precisely.
 */
export interface AnnouncerOptions {
  /** Sends the payloads in one statement, in order. */
  send(payloads: string[]): Promise<void>;
  onError(error: unknown): void;
  /** The payload that stands for everything dropped. */
  resync: string;
  /** First wait after a failed send; it grows 1.5 times per failure, to at most 30 s. */
  retryMs?: number;
  maxWaiting?: number;
}

export interface Announcer {
  announce(payload: string): void;
  /** Tries once more to send what waits, then stops. */
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
const MAX_BATCH = 500;

/** The bus's wait after another failure: 1.5 times the last, at most 30 s. */
export function nextRetryMs(lastMs: number): number {
  return Math.min(lastMs * 1.5, 30_000);
}

export function createAnnouncer(options: AnnouncerOptions): Announcer {
  const { send, onError, resync } = options;
  const firstRetry = options.retryMs ?? 250;
  const maxWaiting = options.maxWaiting ?? 10_000;
  let waiting: string[] = [];
  let sending: Promise<void> | null = null;
  let closed = false;
  let cutWait: (() => void) | null = null;

  /** Past `maxWaiting`, everything waiting becomes one resync. */
  function keep(payloads: string[]): void {
    waiting = payloads.length > maxWaiting ? [resync] : payloads;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms).unref();
      function finish() {
        clearTimeout(timer);
        cutWait = null;
        resolve();
      }
      cutWait = finish;
    });
  }

  async function drain(): Promise<void> {
    let retryMs = firstRetry;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        await send(batch);
        retryMs = firstRetry;
      } catch (error) {
        onError(error);
        if (closed) {
          waiting = [];
          return;
        }
        keep([...batch, ...waiting]);
        await pause(retryMs);
        retryMs = nextRetryMs(retryMs);
      }
    }
  }

  function kick(): void {
    if (sending) return;
    sending = drain().finally(() => {
      sending = null;
      // Announced while the last send was finishing.
      if (waiting.length > 0 && !closed) kick();
    });
  }

  return {
    announce(payload) {
      if (closed) return;
      const bytes = Buffer.byteLength(payload);
      if (bytes > MAX_PAYLOAD_BYTES) {
        onError(new Error(`an announcement of ${bytes} bytes was sent as a resync`));
        payload = resync;
      }
      waiting.push(payload);
      keep(waiting);
      kick();
    },
    async close() {
      closed = true;
      cutWait?.();
      await sending;
    },
  };
}
