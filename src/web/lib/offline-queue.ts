// The offline write queue (ARCHITECTURE "Live and offline"). Writes are absolute ("set completed
// to true", never "toggle"), so sending one twice changes nothing and the queue can replay freely:
// every write is stored in IndexedDB first, sent in order, kept while there is no connection and
// replayed on reconnect or on the next page load. A write the server refuses (4xx) is dropped and
// its message surfaced, because sending it again would be refused again.
import { apiRequest, ApiRequestError, NetworkError, onReachabilityChange } from './api-client';
import { deleteRecord, putRecord, readAllRecords } from './queue-storage';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface QueuedWrite {
  /** Also sent as the Idempotency-Key header, so a replay of a write that did land is a no-op. */
  id: string;
  order: number;
  /** Who cares about it, e.g. 'checklist:<id>'; screens show only their own scope. */
  scope: string;
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** A newer write with the same key replaces an unsent older one (a field typed letter by letter). */
  coalesceKey?: string;
  /** What the write means, for screens that show it before it lands. */
  meta?: unknown;
  queuedAt: string;
}

export type NewWrite = Omit<QueuedWrite, 'id' | 'order' | 'queuedAt'>;

export type WriteOutcome =
  { ok: true; data: unknown } | { ok: false; status: number; message: string };

export interface WriteFailure {
  scope: string;
  message: string;
}

export interface QueueSnapshot {
  writes: readonly QueuedWrite[];
  sendingId: string | null;
  /** The last attempt could not reach the server; the queue waits for the connection. */
  waitingForConnection: boolean;
  failures: readonly WriteFailure[];
}

/** Server trouble worth waiting out rather than dropping the leader's work over. */
const RETRY_LATER = new Set([401, 408, 425, 429]);
const MAX_SERVER_ERROR_ATTEMPTS = 5;
const RECONNECT_POLL_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;

let snapshot: QueueSnapshot = {
  writes: [],
  sendingId: null,
  waitingForConnection: false,
  failures: [],
};
const listeners = new Set<() => void>();
const settledListeners = new Set<(write: QueuedWrite, outcome: WriteOutcome) => void>();
let started: Promise<void> | null = null;
/** Writes stored by an earlier page go first, so nothing is sent before they are loaded. */
let loaded = false;
let pumping = false;
let retryTimer: number | undefined;
let nextOrder = 1;

function update(patch: Partial<QueueSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

/** crypto.randomUUID exists only on HTTPS or localhost; a store's LAN install may be plain HTTP. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getQueueSnapshot(): QueueSnapshot {
  return snapshot;
}

export function subscribeQueue(listener: () => void): () => void {
  void startOfflineQueue();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onWriteSettled(
  listener: (write: QueuedWrite, outcome: WriteOutcome) => void,
): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export function dismissFailures(scope: string): void {
  update({ failures: snapshot.failures.filter((failure) => failure.scope !== scope) });
}

/** Loads writes left by an earlier page and starts sending; safe to call any number of times. */
export function startOfflineQueue(): Promise<void> {
  started ??= (async () => {
    window.addEventListener('online', retrySoon);
    onReachabilityChange((reachable) => reachable && snapshot.waitingForConnection && retrySoon());
    const stored = await readAllRecords<QueuedWrite>();
    const known = new Set(snapshot.writes.map((write) => write.id));
    const merged = [...stored.filter((write) => !known.has(write.id)), ...snapshot.writes];
    merged.sort((a, b) => a.order - b.order);
    nextOrder = Math.max(nextOrder, ...merged.map((write) => write.order + 1));
    update({ writes: merged });
    loaded = true;
    void pump();
  })();
  return started;
}

export function enqueueWrite(input: NewWrite): QueuedWrite {
  const write: QueuedWrite = {
    ...input,
    id: randomId(),
    order: nextOrder++,
    queuedAt: new Date().toISOString(),
  };
  const replaced = input.coalesceKey
    ? snapshot.writes.filter(
        (w) => w.coalesceKey === input.coalesceKey && w.id !== snapshot.sendingId,
      )
    : [];
  for (const old of replaced) void deleteRecord(old.id);
  update({ writes: [...snapshot.writes.filter((w) => !replaced.includes(w)), write] });
  // Stored before sending, so a tab closed mid-request still has it on the next load.
  void putRecord(write)
    .then(() => startOfflineQueue())
    .then(pump);
  return write;
}

/** Drops unsent writes that no longer make sense (say, edits to a target just deleted). */
export function discardWrites(shouldDiscard: (write: QueuedWrite) => boolean): void {
  const discarded = snapshot.writes.filter((w) => w.id !== snapshot.sendingId && shouldDiscard(w));
  if (discarded.length === 0) return;
  for (const write of discarded) void deleteRecord(write.id);
  update({ writes: snapshot.writes.filter((w) => !discarded.includes(w)) });
}

function retrySoon() {
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
  void pump();
}

function retryLater(delayMs: number) {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(retrySoon, delayMs);
}

function settle(write: QueuedWrite, outcome: WriteOutcome) {
  void deleteRecord(write.id);
  // Listeners first: a screen stores the server's answer before the write stops being pending,
  // so there is no moment in which neither shows.
  for (const listener of settledListeners) listener(write, outcome);
  const failures = outcome.ok
    ? snapshot.failures.filter((failure) => failure.scope !== write.scope)
    : [...snapshot.failures, { scope: write.scope, message: outcome.message }];
  update({
    writes: snapshot.writes.filter((w) => w.id !== write.id),
    sendingId: null,
    failures,
  });
}

async function send(write: QueuedWrite): Promise<'sent' | 'offline' | 'later'> {
  let serverErrors = 0;
  for (;;) {
    try {
      const data = await apiRequest<unknown>(write.method, write.path, {
        body: write.body,
        headers: { 'Idempotency-Key': write.id },
      });
      settle(write, { ok: true, data });
      return 'sent';
    } catch (error) {
      if (error instanceof NetworkError) return 'offline';
      if (!(error instanceof ApiRequestError)) throw error;
      if (RETRY_LATER.has(error.status)) return 'later';
      const serverError = error.status >= 500;
      if (serverError && ++serverErrors < MAX_SERVER_ERROR_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** serverErrors));
        continue;
      }
      settle(write, { ok: false, status: error.status, message: error.message });
      return 'sent';
    }
  }
}

async function pump(): Promise<void> {
  if (pumping || !loaded) return;
  pumping = true;
  try {
    for (let write = snapshot.writes[0]; write; write = snapshot.writes[0]) {
      update({ sendingId: write.id });
      const result = await send(write);
      if (result === 'sent') {
        if (snapshot.waitingForConnection) update({ waitingForConnection: false });
        continue;
      }
      update({ sendingId: null, waitingForConnection: result === 'offline' });
      retryLater(result === 'offline' ? RECONNECT_POLL_MS : MAX_BACKOFF_MS);
      return;
    }
  } finally {
    pumping = false;
    if (snapshot.sendingId !== null) update({ sendingId: null });
  }
}
