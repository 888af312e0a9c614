// A webhook receiver on this machine for the tests: records every request (its headers and raw
// body), answers as told (200, an error status, or never), and can go away and come back on the
// same port (an outage).
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

const envelope = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** What the next requests are answered with: a status, or 'hang' (no answer at all). */
  answer: number | 'hang';
  /** Stops listening (connections refused) until `start` again, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Each request's event types, in the order they came. */
  types(): string[];
  /** Every request verifies with `secret` (the standardwebhooks package), or throws. */
  verifyAll(secret: string): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  let port = 0;
  let server: http.Server | null = null;
  const receiver: WebhookReceiver = {
    url: '',
    received,
    answer: 200,
    async start() {
      const listening = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const parsed = envelope.parse(JSON.parse(body));
          received.push({
            id: String(request.headers['webhook-id']),
            timestamp: String(request.headers['webhook-timestamp']),
            signature: String(request.headers['webhook-signature']),
            body,
            type: parsed.type,
            data: parsed.data,
          });
          if (receiver.answer === 'hang') {
            hanging.add(response);
            return;
          }
          response.writeHead(receiver.answer).end();
        });
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      const address = listening.address();
      if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
      port = address.port;
      receiver.url = `http://127.0.0.1:${port}${path}`;
      server = listening;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const response of hanging) response.destroy();
      hanging.clear();
      if (!closing) return;
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    types: () => received.map((request) => request.type),
    verifyAll(secret) {
      const webhook = new Webhook(secret);
      for (const request of received) {
        const expected = webhook.sign(
          request.id,
          new Date(Number(request.timestamp) * 1000),
          request.body,
        );
        if (!request.signature.split(' ').includes(expected)) {
          throw new Error(`${request.id} is not signed with this secret`);
        }
      }
    },
    close: () => receiver.stop(),
  };
  await receiver.start();
  return receiver;
}
