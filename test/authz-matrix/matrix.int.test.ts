import http from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#domain/roles';
import { createStore, createUser, sessionCookieFor } from '../support/factories';
import { testDialects } from '../support/harness';
import { useTestApp } from '../support/use-test-app';
import { AUTHORIZATION_MATRIX } from './';
import type { ByCreator, MatrixRow, Scene, Status } from './types';

type Where = 'own' | 'other';
type Relation = 'creator' | 'notCreator';

interface Case {
  row: MatrixRow;
  caller: Role | 'anonymous';
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
  for (const caller of ROLES) {
    const expected = row.expect[caller];
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
  return cases;
}

const CASES = AUTHORIZATION_MATRIX.flatMap(casesOf);
const label = (c: Case) =>
  `${c.row.route}${c.row.name ? ` (${c.row.name})` : ''}: ${c.caller}, ${c.where} store, ${
    c.relation === 'creator' ? 'creator' : 'not creator'
  } → ${c.expected}`;

/** The status of a request that streams forever, read over a real socket and then dropped. */
function streamStatus(base: string, request: InjectOptions, cookie: string | null) {
  return new Promise<number>((resolve, reject) => {
    const headers = cookie ? { cookie } : {};
    const sent = http.get(`${base}${String(request.url)}`, { headers }, (response) => {
      resolve(response.statusCode ?? 0);
      sent.destroy();
    });
    sent.on('error', (error) => {
      if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
    });
  });
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
    const caller =
      c.caller === 'anonymous'
        ? null
        : await createUser(deps, {
            role: c.caller,
            storeId: c.caller === 'super-admin' ? null : own.id,
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
    const cookie = caller ? await sessionCookieFor(deps, caller.id) : null;
    if (c.row.streaming) {
      expect(await streamStatus(base, request, cookie)).toBe(c.expected);
      return;
    }
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(c.expected);
  });
});
