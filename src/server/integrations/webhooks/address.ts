// Whether a subscription may send to an address (docs/decisions/058): public https:// only,
// unless the chain allows plain http:// (WEBHOOKS_ALLOW_HTTP) or addresses inside its own
// network or on this machine (WEBHOOKS_ALLOW_PRIVATE). Checked as the address is saved, for a
// clear answer, and again as each request connects (sender.ts), for names that change.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '#domain/integrations/webhook-messages';
import type { Config } from '../../config';

/** Public internet addresses only: not private, loopback, link-local, reserved or unspecified. */
const isPublic = (address: string) => ipaddr.process(address).range() === 'unicast';

/** Why events may not be sent to `address`, in English; null when they may. */
export async function addressProblem(
  config: Config['webhooks'],
  address: string,
): Promise<string | null> {
  const url = new URL(address);
  if (!config.allowPrivate) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = (await lookup(host, { all: true })).map((found) => found.address);
      } catch {
        return WEBHOOK_MESSAGES.hostNotFound;
      }
    }
    if (!addresses.every(isPublic)) return WEBHOOK_MESSAGES.privateAddress;
  }
  if (url.protocol !== 'https:' && !config.allowHttp) return WEBHOOK_MESSAGES.httpsOnly;
  return null;
}
