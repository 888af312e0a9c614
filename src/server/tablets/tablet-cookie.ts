import type { FastifyRequest } from 'fastify';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../http/errors';
import { hashToken } from '../auth/tokens';
import { findTabletByToken, type TabletRow } from './repository';

/** The store tablet's own credential: long-lived, for this browser only, never readable by script. */
export const TABLET_COOKIE = 'shiftcheck_tablet';
/** The paired tablet this browser is, or null (no credential, an unknown or a revoked one). */
export async function tabletOfRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<TabletRow | null> {
  const token = request.cookies[TABLET_COOKIE];
  if (!token) return null;
  const tablet = await findTabletByToken(deps.db.kysely, hashToken(token));
  return tablet && tablet.revokedAt === null ? tablet : null;
}

/** The same, refused with "not paired" when there is none. */
export async function requireTablet(deps: AppDeps, request: FastifyRequest): Promise<TabletRow> {
  const tablet = await tabletOfRequest(deps, request);
  if (!tablet) throw unauthenticated(TABLET_MESSAGES.notPaired);
  return tablet;
}
