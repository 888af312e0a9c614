import { IDEMPOTENCY_MESSAGES } from '#domain/idempotency';

/** One write as a client sends it: the same key and body on every attempt. */
export interface SentWrite {
  key: string;
  method: 'PATCH' | 'POST';
  path: string;
  body: object;
  /** More than one: the first attempt got no answer (the server was killed under it). */
  attempts: number;
  /** The 2xx status that acknowledged it, once one did. */
  status: number | null;
  /** Date.now() when it was acknowledged. */
  acknowledgedAt: number | null;
  /** Answered as a replay: an earlier attempt had landed, its answer was lost. */
  replayed: boolean;
}

export class RefusedWrite extends Error {}

const GIVE_UP_AFTER_MS = 60_000;
const TIMEOUT_MS = 10_000;

/** Worth sending again: the server was away, or said it is busy with this very key. */
function retryable(status: number, body: string): boolean {
  if (status >= 500 || status === 408 || status === 425 || status === 429) return true;
  return status === 409 && body.includes(IDEMPOTENCY_MESSAGES.inProgress);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the write until the server answers it, as the browser's queue does: a lost connection,
 * a timeout or a 5xx is retried with the same Idempotency-Key; any other refusal is an error.
 */
export async function sendUntilAnswered(
  baseUrl: () => string,
  cookie: string,
  write: SentWrite,
): Promise<void> {
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  let wait = 20;
  for (;;) {
    write.attempts += 1;
    let answer: { status: number; body: string; replayed: boolean } | null = null;
    try {
      const response = await fetch(`${baseUrl()}${write.path}`, {
        method: write.method,
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': write.key },
        body: JSON.stringify(write.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const replayed = response.headers.get('idempotent-replayed') === 'true';
      answer = { status: response.status, body: await response.text(), replayed };
    } catch {
      // No answer (refused connection, reset, timeout): the write may or may not have landed.
    }
    if (answer && answer.status >= 200 && answer.status < 300) {
      write.status = answer.status;
      write.acknowledgedAt = Date.now();
      write.replayed = answer.replayed;
      return;
    }
    if (answer && !retryable(answer.status, answer.body)) {
      throw new RefusedWrite(`${write.method} ${write.path} got ${answer.status}: ${answer.body}`);
    }
    if (Date.now() > giveUpAt) {
      throw new Error(`${write.method} ${write.path} got no answer for ${GIVE_UP_AFTER_MS} ms`);
    }
    await pause(wait);
    wait = Math.min(250, wait * 1.5);
  }
}
