// Standard Webhooks signing (https://www.standardwebhooks.com/): every request carries its
// message id, the time it was signed and an HMAC-SHA256 of `<id>.<timestamp>.<body>` made with
// the subscription's secret — with both secrets for a day after a rotation, so a receiver can
// change its key without losing one event.
import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '#domain/integrations/webhooks';

/** A new secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks writes it. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The `v1,<base64>` signature of one message with one secret. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed request; `secrets` are the current one and any still valid. */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}
