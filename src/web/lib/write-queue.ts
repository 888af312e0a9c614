// The offline write queue's engine (ARCHITECTURE "Live and offline"), free of the browser so
// its rules can be tested: every write is stored first, then sent one at a time in the order it
// was made, and kept through no signal, server trouble and reloads until the server either
// takes it or refuses it for good (write-retry.ts). Writes belong to the person who made them
// and are sent only while the server says that same person is signed in.
import { ApiRequestError } from './api-client';
import type { NewWrite, QueuedWrite, WriteOutcome } from './queued-write';
import { randomId, type QueueSnapshot, type WriteQueueDeps } from './write-queue-state';
import { classifyWriteError, retryAfterOf, retryDelayMs, type WriteErrorKind } from './write-retry';

export { otherUsersWrites, ownWrites } from './write-queue-state';
export type { QueueProblem, QueueSnapshot, WriteQueueDeps } from './write-queue-state';

export type WriteQueue = ReturnType<typeof createWriteQueue>;

const ownerless = (write: QueuedWrite) => write.userId === null;

export function createWriteQueue(deps: WriteQueueDeps) {
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? randomId;
  let snapshot: QueueSnapshot = {
    userId: null,
    writes: [],
    sendingId: null,
    problem: null,
    sessionEnded: false,
    refused: [],
  };
  let userLabel = '';
  /** The store tablet session's write key, while one is open on this page. */
  let tabletKey: string | undefined;
  const listeners = new Set<() => void>();
  const settledListeners = new Set<(write: QueuedWrite, outcome: WriteOutcome) => void>();
  /** Stores still in flight, so a write settled quickly is not stored again after its delete. */
  const storing = new Map<string, Promise<void>>();
  let loading: Promise<void> | null = null;
  let loaded = false;
  let pumping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let nextOrder = 1;
  /** The server confirmed who is signed in since the queue last paused or the person changed. */
  let identityConfirmed = false;

  function update(patch: Partial<QueueSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function store(write: QueuedWrite): Promise<void> {
    const done = deps.storage.put(write).finally(() => storing.delete(write.id));
    storing.set(write.id, done);
    return done;
  }

  async function unstore(id: string): Promise<void> {
    await storing.get(id);
    await deps.storage.delete(id);
  }

  /**
   * The first write that may go now: the signed-in person's, or one made in a store tablet
   * session, which goes as its maker whoever is signed in (or nobody: the tablet is locked).
   */
  const sendable = (write: QueuedWrite) =>
    write.tabletKey !== undefined ||
    (snapshot.userId !== null && !snapshot.sessionEnded && write.userId === snapshot.userId);
  const nextWrite = () => snapshot.writes.find(sendable);

  function clearTimer() {
    clearTimeout(timer);
    timer = undefined;
  }

  /** Writes stored before they carried a user are taken over by the person signed in now. */
  function adoptOwnerless() {
    const userId = snapshot.userId;
    if (userId === null || !snapshot.writes.some(ownerless)) return;
    const writes = snapshot.writes.map((write) =>
      ownerless(write) ? { ...write, userId, userLabel } : write,
    );
    for (const write of writes) if (!storing.has(write.id)) void store(write);
    update({ writes });
  }

  function start(): Promise<void> {
    loading ??= (async () => {
      const stored = await deps.storage.readAll();
      const known = new Set(snapshot.writes.map((write) => write.id));
      const writes = [...stored.filter((write) => !known.has(write.id)), ...snapshot.writes];
      writes.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.order - b.order);
      nextOrder = Math.max(nextOrder, ...writes.map((write) => write.order + 1));
      update({ writes });
      loaded = true;
      adoptOwnerless();
      void pump();
    })();
    return loading;
  }

  function settle(write: QueuedWrite, outcome: WriteOutcome) {
    void unstore(write.id);
    // Listeners first: a screen stores the server's answer before the write stops being pending,
    // so there is no moment in which neither shows.
    for (const listener of settledListeners) listener(write, outcome);
    const refused = outcome.ok
      ? snapshot.refused
      : [
          ...snapshot.refused,
          { id: write.id, scope: write.scope, label: write.label, message: outcome.message },
        ];
    update({ writes: snapshot.writes.filter((w) => w.id !== write.id), sendingId: null, refused });
  }

  function pause(kind: Exclude<WriteErrorKind, 'refused'>, error: unknown) {
    identityConfirmed = false;
    if (kind === 'session-ended') {
      attempts = 0;
      update({ sessionEnded: true, problem: null, sendingId: null });
      return;
    }
    attempts += 1;
    const retryAt = Date.now() + retryDelayMs(attempts, random(), retryAfterOf(error));
    const message = error instanceof Error ? error.message : String(error);
    update({
      problem: kind === 'offline' ? { kind, retryAt } : { kind: 'server', message, retryAt },
      sendingId: null,
    });
    clearTimer();
    timer = setTimeout(() => {
      timer = undefined;
      void pump();
    }, retryAt - Date.now());
  }

  /** Asks the server who is signed in, so a write never goes out under someone else's cookie. */
  async function confirmIdentity(): Promise<boolean> {
    let who: string | null;
    try {
      who = await deps.signedInUser();
    } catch (error) {
      const kind = classifyWriteError(error);
      pause(kind === 'refused' ? 'retry' : kind, error);
      return false;
    }
    if (who === null || who !== snapshot.userId) {
      pause('session-ended', null);
      return false;
    }
    identityConfirmed = true;
    return true;
  }

  async function pump(): Promise<void> {
    if (pumping || !loaded || !nextWrite()) return;
    // A retry is scheduled: a write made meanwhile waits for it rather than skipping the backoff.
    if (timer !== undefined) return;
    pumping = true;
    try {
      for (let write = nextWrite(); write; write = nextWrite()) {
        // Asked again after a pause, a change of person or a sign-in in another tab.
        // A tablet write names its maker itself.
        if (write.tabletKey === undefined && !identityConfirmed && !(await confirmIdentity())) {
          return;
        }
        if (write !== nextWrite()) continue;
        update({ sendingId: write.id });
        let data: unknown;
        try {
          data = await deps.send(write);
        } catch (error) {
          const kind = classifyWriteError(error);
          if (kind !== 'refused') return pause(kind, error);
          const status = error instanceof ApiRequestError ? error.status : 0;
          const message = error instanceof Error ? error.message : String(error);
          settle(write, { ok: false, status, message });
          continue;
        }
        attempts = 0;
        settle(write, { ok: true, data });
        if (snapshot.problem) update({ problem: null });
      }
    } finally {
      pumping = false;
      if (snapshot.sendingId !== null) update({ sendingId: null });
    }
  }

  function discard(shouldDiscard: (write: QueuedWrite) => boolean): void {
    const discarded = snapshot.writes.filter(
      (write) => write.id !== snapshot.sendingId && shouldDiscard(write),
    );
    if (discarded.length === 0) return;
    for (const write of discarded) void unstore(write.id);
    update({ writes: snapshot.writes.filter((write) => !discarded.includes(write)) });
  }

  return {
    start,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSettled(listener: (write: QueuedWrite, outcome: WriteOutcome) => void): () => void {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },

    enqueue(input: NewWrite): QueuedWrite {
      const write: QueuedWrite = {
        ...input,
        id: newId(),
        order: nextOrder++,
        userId: snapshot.userId,
        userLabel,
        ...(tabletKey === undefined ? {} : { tabletKey }),
        queuedAt: new Date().toISOString(),
      };
      const replaced = input.coalesceKey
        ? snapshot.writes.filter(
            (w) =>
              w.coalesceKey === input.coalesceKey &&
              w.userId === write.userId &&
              w.id !== snapshot.sendingId,
          )
        : [];
      for (const old of replaced) void unstore(old.id);
      update({ writes: [...snapshot.writes.filter((w) => !replaced.includes(w)), write] });
      // Stored before sending, so a tab closed mid-request still has it on the next load.
      void store(write).then(start).then(pump);
      return write;
    },

    /**
     * The person signed in on this page (null when signed out); a sign-in resumes sending. On
     * the store tablet, `key` is their PIN session's write key, stamped on what they queue.
     */
    setUser(userId: string | null, label = '', key?: string) {
      tabletKey = userId === null ? undefined : key;
      if (userId === snapshot.userId && !snapshot.sessionEnded) return;
      identityConfirmed = false;
      attempts = 0;
      userLabel = label;
      clearTimer();
      update({ userId, sessionEnded: false, problem: null });
      adoptOwnerless();
      void pump();
    },

    /** The session ended without a 401 from the queue (say, the session check found nobody). */
    endSession() {
      // Signed out on purpose (or not yet signed in): there is no session to have ended.
      if (snapshot.sessionEnded || snapshot.userId === null) return;
      identityConfirmed = false;
      clearTimer();
      update({ sessionEnded: true, problem: null });
    },

    /** Sign-in or sign-out in another tab changes the cookie: confirm before the next send. */
    identityMayHaveChanged() {
      identityConfirmed = false;
    },

    /** The connection is back (or the leader asked): try now instead of at the backoff's end. */
    retryNow() {
      if (!snapshot.problem) return;
      attempts = 0;
      clearTimer();
      void pump();
    },

    discard,
    discardOtherUsers: () => discard((write) => write.userId !== snapshot.userId),
    dismissRefused(scope: string) {
      update({ refused: snapshot.refused.filter((refusal) => refusal.scope !== scope) });
    },
  };
}
