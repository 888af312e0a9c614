import type { FastifyRequest } from 'fastify';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { findSessionByWriteKey } from '../auth/repository';
import { authenticated, type AuthenticatedSession } from '../auth/service';
import { hashToken } from '../auth/tokens';
import { tabletOfRequest } from './tablet-cookie';

/** The header a queued change made in a tablet session carries: that session's write key. */
export const WRITE_KEY_HEADER = 'tablet-write-key';

/** A phone's clock and ours may differ by this much when a change is said to precede the lock. */
const CLOCK_SKEW_MINUTES = 1;

/**
 * Who a change queued on the store tablet was made by (docs/decisions/051): the person whose
 * tablet session it was made in, named by its write key, whoever is signed in on the tablet now
 * — the tablet may have locked and the next person opened theirs before the signal came back.
 * Only from that same tablet, still paired, within the session's keeping, and, once the tablet
 * locked it, only for a change made before the lock. Anything else is refused for good with a
 * plain reason, which the tablet shows against the change.
 */
export async function resolveWriteKey(
  deps: AppDeps,
  request: FastifyRequest,
  writeKey: string,
): Promise<AuthenticatedSession> {
  const refused = forbidden(TABLET_MESSAGES.sessionEnded);
  const tablet = await tabletOfRequest(deps, request);
  if (!tablet) throw refused;
  const row = await findSessionByWriteKey(deps.db.kysely, hashToken(writeKey));
  const now = deps.clock.now();
  if (!row || row.tabletId !== tablet.id || row.expiresAt <= now.toISOString()) throw refused;
  if (row.lockedAt !== null) {
    const madeAt = Date.parse(String(request.headers['made-at'] ?? ''));
    const lockedAt = addMinutes(new Date(row.lockedAt), CLOCK_SKEW_MINUTES).getTime();
    if (!(madeAt <= lockedAt)) throw refused;
  }
  const session = authenticated(row);
  if (!session) throw refused;
  return session;
}
