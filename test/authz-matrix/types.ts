import type { InjectOptions } from 'fastify';
import type { ErrorCode } from '#domain/api-error';
import type { Role } from '#domain/roles';
import type { AppDeps } from '#server/deps';
import type { TestUser } from '../support/factories';

/** An expected HTTP status. */
export type Status = number;
/** For resources with a creator: whether the caller is it. */
export interface ByCreator {
  creator: Status;
  notCreator: Status;
}
/**
 * What a refused case's body says (`{ error: { code, message } }`). matrix.int.test.ts knows the
 * usual answer of each status (REFUSALS there); a row whose refusal differs says so here.
 */
export interface Refusal {
  /** The `error.code`; by default the status's own (401 unauthenticated, 403 forbidden...). */
  code?: ErrorCode;
  /** The messages its callers may get (the policy's texts): any other fails the case. */
  messages?: readonly string[];
}

/** Whether the resource is in the caller's own store or another one (never theirs to create). */
export interface ByStore {
  own: Status | ByCreator;
  other: Status;
}

/**
 * One case's world, made fresh for it: the caller's own store and another, the caller (in
 * their own store; a super admin has none; an area manager's area holds the own store, and
 * another area the other), and the resource's store and owner for this case.
 */
export interface Scene {
  deps: AppDeps;
  ownStoreId: string;
  otherStoreId: string;
  caller: TestUser | null;
  /** The store the resource is in: own or other, as the case says. */
  storeId: string;
  /** Who created the resource: the caller in a "creator" case, else a shift leader of `storeId`. */
  owner: TestUser;
}

export interface MatrixRow<Fixture = unknown> {
  /** The route exactly as registered: 'PATCH /api/checklists/:id'. */
  route: string;
  /** Tells rows of one route apart (e.g. "edit own feedback"). */
  name?: string;
  /**
   * The status each caller gets. A role's single status applies whatever the store; ByStore
   * runs the case in the caller's store and in another; ByCreator also as creator and not.
   */
  expect: {
    anonymous: Status;
    /**
     * An area manager with no area, who sees no store. By default what the area manager gets in
     * a store outside their area (`area.other`), or their one status when it has no store.
     */
    areaNone?: Status;
    /**
     * A shift leader of the own store in a session opened with their PIN on the store's tablet
     * (docs/decisions/051). By default refused as not done on the tablet (403); `'as-leader'`:
     * the route is a shift leader's day-to-day and answers as it does to the shift leader; a
     * status: what the tablet session gets instead (its own store).
     */
    tablet?: 'as-leader' | Status;
    /**
     * The identity provider's SCIM token (`Authorization: Bearer scim_…`) and no cookie. By
     * default 401: it is no session anywhere in the API; a status: what it gets on this route.
     */
    scim?: Status;
    /**
     * API tokens (test/authz-matrix/api-tokens.ts). By default a token of the route's scope gets
     * what its maker gets (`token`: a super admin's chain token; `tokenStore`: the own store's
     * manager's token for it, in its own store), and a token of every other scope 403
     * (`tokenOff`). A status here says otherwise.
     */
    token?: Status;
    tokenStore?: Status;
    tokenOff?: Status;
  } & Record<Role, Status | ByStore>;
  /** What the request needs to exist (a checklist, a user, a template...), made per case. */
  setup?: (scene: Scene) => Promise<Fixture>;
  request: (scene: Scene, fixture: Fixture) => InjectOptions;
  /** Refusals this row answers differently from REFUSALS (matrix.int.test.ts), by status. */
  refusals?: Partial<Record<Status, Refusal>>;
  /** Requests that stream forever (the live stream) are sent over a real socket. */
  streaming?: boolean;
  /** Refusals come in SCIM's own error shape (RFC 7644 §3.12): the /scim/v2 routes. */
  scimAnswers?: boolean;
}

/** Keeps each row's fixture type tied to its own request function. */
export const row = <Fixture>(definition: MatrixRow<Fixture>): MatrixRow => ({
  ...definition,
  setup: definition.setup,
  request: (scene, fixture) => definition.request(scene, fixture as Fixture),
});

/** Super admins only, whichever store or area the request is about (`ok`: their status). */
export const SUPER_ADMIN_ONLY = (ok: Status) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: 403, other: 403 },
  areaNone: 403,
  store: { own: 403, other: 403 },
  'shift-leader': { own: 403, other: 403 },
});

/**
 * A store's managers and super admins (`ok`: their status); another store's is "not found"
 * (an area manager's outside their area too), and the store's shift leaders are refused.
 */
export const STORE_MANAGERS = (ok: Status) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  areaNone: 404,
  store: { own: ok, other: 404 },
  'shift-leader': { own: 403, other: 404 },
});

/** A request with a JSON body. */
export const json = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
