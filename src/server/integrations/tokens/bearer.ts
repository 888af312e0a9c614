import type { FastifyRequest } from 'fastify';
import { decide, type Actor } from '#domain/authz';
import { actionsOf } from '#domain/authz/api-token';
import { API_TOKEN_PREFIX } from '#domain/integrations/api-tokens';
import { API_TOKEN_MESSAGES } from '#domain/integrations/messages';
import type { SessionUser } from '#domain/auth/schemas';
import { isLocale } from '#domain/i18n/locales';
import type { Role } from '#domain/roles';
import { isStoreClock } from '#domain/stores/clock';
import type { AuthenticatedSession } from '../../auth/service';
import { hashToken } from '../../auth/tokens';
import { addMinutes } from '../../clock';
import type { AppDeps } from '../../deps';
import { unauthenticated } from '../../http/errors';
import {
  areaForToken,
  findTokenForBearer,
  scopesOf,
  storeForToken,
  touchApiToken,
} from './repository';

/** How stale "last used" may be: one write a minute however busy the integration is. */
const TOUCH_AFTER_MINUTES = 1;
/** Far longer than any token we make; a longer header is refused before it is hashed. */
const MAX_TOKEN_LENGTH = 200;

/** The API token a request carries (`Authorization: Bearer sct_…`), if it carries one. */
export function bearerApiToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : null;
}

const refused = (message: string) => unauthenticated(message);

/**
 * The session an API token opens for one request: its maker, as the role of its reach (a
 * store's manager, an area's, a super admin for the chain) and only its scopes' actions
 * (docs/decisions/055). Refused when unknown, revoked, expired, or when its maker is gone, turned
 * off, or could no longer make it: a token never holds more than its maker could give today.
 */
export async function resolveApiToken(deps: AppDeps, token: string): Promise<AuthenticatedSession> {
  if (token.length > MAX_TOKEN_LENGTH) throw refused(API_TOKEN_MESSAGES.tokenRequired);
  const db = deps.db.kysely;
  const tokenHash = hashToken(token);
  const row = await findTokenForBearer(db, tokenHash);
  const now = deps.clock.now();
  if (!row || (row.expiresAt !== null && row.expiresAt <= now.toISOString())) {
    throw refused(API_TOKEN_MESSAGES.tokenRequired);
  }
  if (row.deactivatedAt !== null || row.role === null) {
    throw refused(API_TOKEN_MESSAGES.ownerCannotGrant);
  }
  const makerArea =
    row.role === 'area' && row.userAreaId ? await areaForToken(db, row.userAreaId) : null;
  const maker: Actor = {
    id: row.userId,
    role: row.role,
    storeId: row.userStoreId,
    areaId: row.userAreaId,
    areaStoreIds: makerArea?.storeIds ?? [],
  };
  const reach = { storeId: row.storeId, areaId: row.areaId };
  if (decide(maker, 'api-tokens:create', reach) !== 'allow') {
    throw refused(API_TOKEN_MESSAGES.ownerCannotGrant);
  }
  const user = await actingUser(deps, row, reach);
  if (!user) throw refused(API_TOKEN_MESSAGES.tokenRequired);
  if (
    row.lastUsedAt === null ||
    row.lastUsedAt <= addMinutes(now, -TOUCH_AFTER_MINUTES).toISOString()
  ) {
    await touchApiToken(db, row.id, now.toISOString());
  }
  return { tokenHash, user };
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof findTokenForBearer>>>;

/** The person the token acts as: its maker, in the role and stores of the token's reach. */
async function actingUser(
  deps: AppDeps,
  row: TokenRow,
  reach: { storeId: string | null; areaId: string | null },
): Promise<SessionUser | null> {
  const db = deps.db.kysely;
  const scopes = scopesOf(row.scopes);
  const base = {
    id: row.userId,
    email: row.email,
    displayName: row.displayName,
    createdAt: row.userCreatedAt,
    locale: isLocale(row.locale) ? row.locale : null,
    tablet: null,
    apiToken: { id: row.id, name: row.name, scopes, actions: actionsOf(scopes) },
  };
  const none = { storeNumber: null, storeName: null, storeLocale: null, storeClock: null };
  if (reach.storeId !== null) {
    const store = await storeForToken(db, reach.storeId);
    if (!store) return null;
    const role: Role = 'store';
    return {
      ...base,
      role,
      storeId: store.id,
      storeNumber: store.storeNumber,
      storeName: store.name,
      storeLocale: isLocale(store.locale) ? store.locale : null,
      storeClock: isStoreClock(store.clock) ? store.clock : null,
      areaId: null,
      areaName: null,
      areaStoreIds: [],
    };
  }
  if (reach.areaId !== null) {
    const area = await areaForToken(db, reach.areaId);
    if (!area) return null;
    const role: Role = 'area';
    return {
      ...base,
      ...none,
      role,
      storeId: null,
      areaId: area.id,
      areaName: area.name,
      areaStoreIds: area.storeIds,
    };
  }
  const role: Role = 'super-admin';
  return { ...base, ...none, role, storeId: null, areaId: null, areaName: null, areaStoreIds: [] };
}
