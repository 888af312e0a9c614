import http from 'node:http';

export interface SseStream {
  events: Array<{ event: string; data: Record<string, unknown> }>;
  /** The next event of that name (taken from the list), or a rejection after the timeout. */
  next(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads Server-Sent Events the way a browser's EventSource would, over a real socket. */
export function openSseStream(base: string, cookie: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const events: SseStream['events'] = [];
    const waiters: Array<() => void> = [];
    let markEnded: () => void = () => {};
    const ended = new Promise<void>((done) => (markEnded = done));
    const request = http.get(`${base}/api/live`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('end', markEnded);
      response.on('close', markEnded);
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      resolve({
        events,
        ended,
        next: (event, timeoutMs = 3000) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${event} event`)), timeoutMs);
            const check = () => {
              const index = events.findIndex((e) => e.event === event);
              if (index >= 0) {
                clearTimeout(timer);
                found(events.splice(index, 1)[0]!.data);
              } else waiters.push(check);
            };
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      markEnded();
      reject(error);
    });
  });
}

/** Whether a promise settles within the time (for "this stream was closed" checks). */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const result = await Promise.race([promise.then(() => true as const), timeout]);
  clearTimeout(timer);
  return result;
}
