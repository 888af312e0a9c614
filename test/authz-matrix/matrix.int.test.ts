import http from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES } from '#domain/api-error';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import {
  DELETE_NOT_ALLOWED,
  FEEDBACK_NOT_ALLOWED,
  UPDATE_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { ROLES, type Role } from '#domain/roles';
import { TEMPLATE_ACCESS_MESSAGES } from '#domain/templates/access-messages';
import { SCIM_SCHEMAS, scimErrorSchema } from '#domain/scim/protocol';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { USER_MESSAGES } from '#domain/users/messages';
import {
  createArea,
  createStore,
  createUser,
  sessionCookieFor,
  tabletSessionCookieFor,
} from '../support/factories';
import { testDialects } from '../support/harness';
import { useTestApp } from '../support/use-test-app';
import { AUTHORIZATION_MATRIX } from './';
import { scimTokenFor } from './scim';
import { apiTokenFor, otherScopesOf, tokenScopeOf } from './api-tokens';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import { API_TOKEN_MESSAGES } from '#domain/integrations/messages';
import type { AppDeps } from '#server/deps';
import type { ByCreator, MatrixRow, Refusal, Scene, Status } from './types';

type Where = 'own' | 'other';
type Relation = 'creator' | 'notCreator';

/**
 * An area manager whose account has no area: they see no store. `tablet`: a shift leader in a
 * session opened with their PIN on their store's tablet. `scim`: the identity provider's SCIM
 * token, no session. `token`: an API token of the scope TOKEN_SCOPES names for the route, made
 * by a super admin for the chain; `token-store`: the same made by the own store's manager for
 * their store; `token-off`: a super admin's chain token of every other scope.
 */
type Caller =
  Role | 'anonymous' | 'area-none' | 'tablet' | 'scim' | 'token' | 'token-store' | 'token-off';

interface Case {
  row: MatrixRow;
  caller: Caller;
  where: Where;
  relation: Relation;
  expected: Status;
}

const byCreator = (value: Status | ByCreator): value is ByCreator => typeof value === 'object';

/** Every case a row asks for: one per caller, and per store and creator where it says so. */
function casesOf(row: MatrixRow): Case[] {
  const cases: Case[] = [
    {
      row,
      caller: 'anonymous',
      where: 'own',
      relation: 'notCreator',
      expected: row.expect.anonymous,
    },
  ];
  const callers: (Role | 'tablet')[] = [...ROLES, 'tablet'];
  for (const caller of callers) {
    if (caller === 'tablet' && row.expect.tablet !== 'as-leader') {
      const expected = row.expect.tablet ?? 403;
      cases.push({ row, caller, where: 'own', relation: 'notCreator', expected });
      continue;
    }
    const expected = row.expect[caller === 'tablet' ? 'shift-leader' : caller];
    if (typeof expected === 'number') {
      cases.push({ row, caller, where: 'own', relation: 'notCreator', expected });
      continue;
    }
    const own = expected.own;
    if (byCreator(own)) {
      cases.push({ row, caller, where: 'own', relation: 'creator', expected: own.creator });
      cases.push({ row, caller, where: 'own', relation: 'notCreator', expected: own.notCreator });
    } else cases.push({ row, caller, where: 'own', relation: 'notCreator', expected: own });
    cases.push({ row, caller, where: 'other', relation: 'notCreator', expected: expected.other });
  }
  const area = row.expect.area;
  const none = row.expect.areaNone ?? (typeof area === 'number' ? area : area.other);
  cases.push({ row, caller: 'area-none', where: 'own', relation: 'notCreator', expected: none });
  const scim = row.expect.scim ?? 401;
  cases.push({ row, caller: 'scim', where: 'own', relation: 'notCreator', expected: scim });
  return [...cases, ...tokenCasesOf(row)];
}

/**
 * A token of the route's scope answers as its maker would: a super admin's chain token as the
 * super admin, a store manager's store token as the store manager. A token of every other scope
 * is refused (SCIM's routes take no API token at all: 401 there).
 */
function tokenCasesOf(row: MatrixRow): Case[] {
  const admin = row.expect['super-admin'];
  if (typeof admin !== 'number') throw new Error(`${row.route}: a super admin's status is one`);
  const off = row.expect.tokenOff ?? (row.scimAnswers ? 401 : 403);
  const cases: Case[] =
    otherScopesOf(row).length > 0
      ? [{ row, caller: 'token-off', where: 'own', relation: 'notCreator', expected: off }]
      : [];
  if (!tokenScopeOf(row)) return cases;
  const chain = row.expect.token ?? admin;
  cases.push({ row, caller: 'token', where: 'own', relation: 'notCreator', expected: chain });
  const given = row.expect.store;
  const tokenStore = row.expect.tokenStore;
  const store =
    tokenStore === undefined
      ? given
      : typeof given === 'number'
        ? tokenStore
        : { own: tokenStore, other: given.other };
  if (typeof store === 'number') {
    cases.push({
      row,
      caller: 'token-store',
      where: 'own',
      relation: 'notCreator',
      expected: store,
    });
    return cases;
  }
  if (byCreator(store.own)) {
    const { creator, notCreator } = store.own;
    cases.push({
      row,
      caller: 'token-store',
      where: 'own',
      relation: 'creator',
      expected: creator,
    });
    cases.push({
      row,
      caller: 'token-store',
      where: 'own',
      relation: 'notCreator',
      expected: notCreator,
    });
  } else {
    cases.push({
      row,
      caller: 'token-store',
      where: 'own',
      relation: 'notCreator',
      expected: store.own,
    });
  }
  cases.push({
    row,
    caller: 'token-store',
    where: 'other',
    relation: 'notCreator',
    expected: store.other,
  });
  return cases;
}

const CASES = AUTHORIZATION_MATRIX.flatMap(casesOf);
const label = (c: Case) =>
  `${c.row.route}${c.row.name ? ` (${c.row.name})` : ''}: ${c.caller}, ${c.where} store, ${
    c.relation === 'creator' ? 'creator' : 'not creator'
  } → ${c.expected}`;

/**
 * What the authorization policies (src/domain/authz/policies) and the services' own checks
 * answer a refused caller with, as a 403.
 */
const POLICY_REFUSALS = [
  ACCESS_MESSAGES.notAllowed,
  ACCESS_MESSAGES.noAssignedStore,
  UPDATE_NOT_ALLOWED,
  DELETE_NOT_ALLOWED,
  FEEDBACK_NOT_ALLOWED,
  USER_MESSAGES.editNotAllowed,
  USER_MESSAGES.emailChangeNotAllowed,
  USER_MESSAGES.superAdminNotAllowed,
  USER_MESSAGES.onlyShiftLeaders,
  TEMPLATE_ACCESS_MESSAGES.deleteNotAllowed,
  TEMPLATE_ACCESS_MESSAGES.editNotAllowed,
  TEMPLATE_ACCESS_MESSAGES.defaultNotDeletable,
  TEMPLATE_MESSAGES.otherStore,
  ACCESS_MESSAGES.notOnTablet,
];

/**
 * The usual refusal of each status: the code the status stands for (src/domain/api-error.ts)
 * and, where it is one text, the message. A 403 must carry a policy's message, never the
 * same-origin check's ("Cross-site requests are not allowed.", also a 403 forbidden), so a case
 * refused for a forgotten header cannot pass for one the policy refused.
 */
const REFUSALS: Partial<Record<Status, Refusal>> = {
  400: { code: ERROR_CODES.validation },
  401: { code: ERROR_CODES.unauthenticated, messages: [ACCESS_MESSAGES.notAuthenticated] },
  403: { code: ERROR_CODES.forbidden, messages: POLICY_REFUSALS },
  404: { code: ERROR_CODES.notFound },
  409: { code: ERROR_CODES.conflict },
};

/** What a refused case must answer: its status's usual refusal, or what its row says instead. */
function refusalOf(c: Case): Refusal {
  if (c.caller === 'tablet' && c.row.expect.tablet === undefined) {
    return { code: ERROR_CODES.forbidden, messages: [ACCESS_MESSAGES.notOnTablet] };
  }
  if (c.caller === 'token-off' && c.expected === 403) {
    return { code: ERROR_CODES.forbidden, messages: [API_TOKEN_ACCESS_MESSAGES.notInScopes] };
  }
  const expected = { ...REFUSALS[c.expected], ...c.row.refusals?.[c.expected] };
  if (c.caller.startsWith('token') && expected.messages) {
    // A token is also refused for its scopes, or for what its maker may no longer give.
    const more =
      c.expected === 401
        ? [API_TOKEN_MESSAGES.tokenRequired, API_TOKEN_MESSAGES.ownerCannotGrant]
        : [API_TOKEN_ACCESS_MESSAGES.notInScopes];
    return { ...expected, messages: [...expected.messages, ...more] };
  }
  if (!expected.code) throw new Error(`no error code known for ${c.expected}: give the row one`);
  return expected;
}

function expectRefusal(c: Case, body: string) {
  if (c.row.scimAnswers) {
    expect(scimErrorSchema.parse(JSON.parse(body)), body).toMatchObject({
      schemas: [SCIM_SCHEMAS.error],
      status: String(c.expected),
    });
    return;
  }
  const expected = refusalOf(c);
  const { error } = apiErrorSchema.parse(JSON.parse(body));
  expect(error.code, body).toBe(expected.code);
  if (expected.messages) expect(expected.messages, body).toContain(error.message);
}

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * A request that streams forever, sent over a real socket: its status, then dropped; a refusal
 * is read to its end (it is an ordinary JSON answer).
 */
function streamAnswer(
  base: string,
  request: InjectOptions,
  cookie: string | null,
  more: Record<string, string>,
) {
  return new Promise<Answer>((resolve, reject) => {
    const headers = { ...(cookie ? { cookie } : {}), ...more };
    const sent = http.get(`${base}${String(request.url)}`, { headers }, (response) => {
      const statusCode = response.statusCode ?? 0;
      if (statusCode < 400) {
        resolve({ statusCode, body: '' });
        sent.destroy();
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode, body }));
    });
    sent.on('error', (error) => {
      if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
    });
  });
}

/** The role of the person a case's caller is, or who made its token. */
function roleOf(caller: Exclude<Caller, 'anonymous' | 'scim' | 'area' | 'area-none'>): Role {
  if (caller === 'tablet') return 'shift-leader';
  if (caller === 'token' || caller === 'token-off') return 'super-admin';
  if (caller === 'token-store') return 'store';
  return caller;
}

/** The API token a token case sends, made for the caller: none for the other cases. */
async function tokenFor(c: Case, deps: AppDeps, makerId: string, ownStoreId: string) {
  if (c.caller === 'token-off') return apiTokenFor(deps, makerId, otherScopesOf(c.row));
  const scope = tokenScopeOf(c.row);
  if (!scope) return null;
  if (c.caller === 'token') return apiTokenFor(deps, makerId, [scope]);
  if (c.caller === 'token-store') {
    return apiTokenFor(deps, makerId, [scope], { storeId: ownStoreId, areaId: null });
  }
  return null;
}

describe.each(testDialects())('the authorization matrix on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    console.log(
      `authorization matrix on ${dialect}: ${CASES.length} cases over ${AUTHORIZATION_MATRIX.length} rows`,
    );
  });

  it('has a row for every route that needs a session, and only for real routes', () => {
    const routes = t.app.routeAccess.filter((route) => route.method !== 'HEAD');
    const guarded = new Set(routes.filter((r) => !r.public).map((r) => `${r.method} ${r.url}`));
    const covered = new Set(AUTHORIZATION_MATRIX.map((row) => row.route));
    expect(
      [...guarded].filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !guarded.has(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(CASES.map((c) => [label(c), c] as const))('%s', async (_, c) => {
    const deps = t.deps;
    const own = await createStore(deps);
    const other = await createStore(deps);
    const areaId = c.caller === 'area' ? await createArea(deps, [own.id]) : null;
    if (c.caller === 'area') await createArea(deps, [other.id]);
    const caller =
      c.caller === 'anonymous' || c.caller === 'scim'
        ? null
        : c.caller === 'area' || c.caller === 'area-none'
          ? await createUser(deps, { role: 'area', storeId: null, areaId })
          : await createUser(deps, {
              role: roleOf(c.caller),
              storeId: roleOf(c.caller) === 'super-admin' ? null : own.id,
            });
    const storeId = c.where === 'own' ? own.id : other.id;
    const owner =
      c.relation === 'creator' && caller
        ? caller
        : await createUser(deps, { role: 'shift-leader', storeId });
    const scene: Scene = {
      deps,
      ownStoreId: own.id,
      otherStoreId: other.id,
      caller,
      storeId,
      owner,
    };
    const fixture = c.row.setup ? await c.row.setup(scene) : undefined;
    const request = c.row.request(scene, fixture);
    const cookie =
      !caller || c.caller.startsWith('token')
        ? null
        : c.caller === 'tablet'
          ? (await tabletSessionCookieFor(deps, caller.id, own.id)).cookie
          : await sessionCookieFor(deps, caller.id);
    const token = caller ? await tokenFor(c, deps, caller.id, own.id) : null;
    const bearer: Record<string, string> =
      c.caller === 'scim'
        ? { authorization: `Bearer ${await scimTokenFor(deps)}` }
        : token
          ? { authorization: `Bearer ${token}` }
          : {};
    const response: Answer = c.row.streaming
      ? await streamAnswer(base, request, cookie, bearer)
      : await t.app.inject({
          ...request,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}), ...bearer },
        });
    expect(response.statusCode, response.body).toBe(c.expected);
    if (c.expected >= 400) expectRefusal(c, response.body);
  });
});
