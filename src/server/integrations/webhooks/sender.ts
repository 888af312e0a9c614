// Sends one signed request to a subscription's address. Only to public addresses unless the
// chain allows private ones (WEBHOOKS_ALLOW_PRIVATE): the address is checked as the connection is
// made, after the name is resolved, so a name that points inside the chain's network (or
// changes to) is refused too — no request into the chain's own network (SSRF).
import http from 'node:http';
import https from 'node:https';
import { useAgent } from 'request-filtering-agent';
import type { DeliveryError } from '#domain/integrations/webhooks';
import type { Config } from '../../config';

/** How long a receiver has to answer. */
export const SEND_TIMEOUT_MS = 10_000;

export type SendResult =
  { ok: true; status: number } | { ok: false; status: number | null; error: string | null };

const AGENT_OPTIONS = { keepAlive: false };
const openAgents = { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };

function agentFor(url: URL, config: Config['webhooks']): http.Agent {
  if (config.allowPrivate) return url.protocol === 'https:' ? openAgents.https : openAgents.http;
  return useAgent(url.href, AGENT_OPTIONS);
}

/** Why an attempt got no answer, for the delivery log. */
function reasonOf(error: unknown): DeliveryError {
  if (!(error instanceof Error)) return 'network';
  if (/is not allowed/.test(error.message)) return 'private-address';
  if (error.name === 'TimeoutError') return 'timeout';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host-not-found';
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (code === 'ECONNRESET') return 'connection-reset';
  if (code === 'ETIMEDOUT') return 'timeout';
  return 'network';
}

/** POSTs `body` with `headers`; a 2xx answer is a delivery, anything else a failed attempt. */
export function sendWebhook(
  config: Config['webhooks'],
  address: string,
  headers: Record<string, string>,
  body: string,
): Promise<SendResult> {
  const url = new URL(address);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && config.allowHttp)) {
    return Promise.resolve({ ok: false, status: null, error: 'not-https' });
  }
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        agent: agentFor(url, config),
        timeout: SEND_TIMEOUT_MS,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'ShiftCheck-Webhooks/1',
        },
      },
      (response) => {
        // The answer's body is not kept: read and dropped, so the socket closes.
        response.resume();
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: null },
          ),
        );
        response.on('error', (error) => resolve({ ok: false, status, error: reasonOf(error) }));
      },
    );
    request.on('timeout', () => {
      const error = new Error('No answer');
      error.name = 'TimeoutError';
      request.destroy(error);
    });
    request.on('error', (error) => resolve({ ok: false, status: null, error: reasonOf(error) }));
    request.end(body);
  });
}
