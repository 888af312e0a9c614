import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { CHECKLIST_NOT_FOUND } from '#domain/checklists/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const MB = 'x'.repeat(1_000_000);
const LONG = 'x'.repeat(300_000); // under the body limit, over every field's limit

describe.each(testDialects())('checklist API with bad input on %s', (dialect) => {
  const t = useTestApp(dialect);
  let leader: SignedInUser;
  let manager: SignedInUser;
  let storeId: string;
  let checklist: ChecklistDetail;

  beforeAll(async () => {
    storeId = (await createStore(t.deps)).id;
    await createTemplate(t.deps, {
      storeId,
      category: 'day',
      items: [
        { text: 'Fryer oil tested', section: 'pre-shift' },
        { text: 'Car park litter pick', section: 'travel-path' },
      ],
    });
    leader = await signedInUser(t, 'shift-leader', storeId);
    manager = await signedInUser(t, 'store', storeId);
    checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
    // Complete it, so a valid feedback body would be accepted and change something.
    for (const item of checklist.items.slice(1)) {
      await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
        type: 'complete',
        completed: true,
      });
    }
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${checklist.items[0]!.id}`, {
      type: 'fail',
      comment: 'Oil dark',
    });
  });

  /** Everything a bad request could have touched. */
  async function storedState() {
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    const rows = await t.deps.db.kysely
      .selectFrom('checklists')
      .select(['id', 'version'])
      .where('store_id', '=', storeId)
      .execute();
    return { detail, history, rows };
  }

  function raw(
    user: SignedInUser,
    method: Method,
    url: string,
    payload: string,
    type = 'application/json',
  ) {
    return t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: user.cookie, 'content-type': type },
    });
  }

  function expectErrorShape(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }

  const item = () => checklist.items[1]!;
  const target = () => checklist.shiftTargets[0]!;

  // [route label, method, url, body, status]; every body here is wrong in one way.
  const cases = (): [string, Method, string, unknown, number][] => {
    const c = `/api/checklists/${checklist.id}`;
    const i = `${c}/items/${item().id}`;
    const tg = `${c}/targets/${target().id}`;
    return [
      ['create', 'POST', '/api/checklists', {}, 400],
      ['create', 'POST', '/api/checklists', { storeId }, 400],
      ['create', 'POST', '/api/checklists', { storeId: 5, category: 'day' }, 400],
      ['create', 'POST', '/api/checklists', { storeId, category: 'lunch' }, 400],
      ['create', 'POST', '/api/checklists', { storeId, category: 'day', date: '2026-02-30' }, 400],
      ['create', 'POST', '/api/checklists', { storeId, category: 'day', date: '22/11/2026' }, 400],
      ['create', 'POST', '/api/checklists', { storeId, category: 'day', date: 20261122 }, 400],
      ['create', 'POST', '/api/checklists', { storeId: LONG, category: 'day' }, 400],
      ['create', 'POST', '/api/checklists', [storeId, 'day'], 400],
      ['create', 'POST', '/api/checklists', null, 400],
      ['leaders', 'PATCH', c, { serviceAreaLeader: 5 }, 400],
      ['leaders', 'PATCH', c, { serviceAreaLeader: null }, 400],
      ['leaders', 'PATCH', c, { productionAreaLeader: LONG }, 400],
      ['leaders', 'PATCH', c, { postShiftAnalysis: 'x'.repeat(5001) }, 400],
      ['leaders', 'PATCH', c, { serviceArealeader: 'typo' }, 400],
      ['leaders', 'PATCH', c, 'Priya', 400],
      ['item', 'PATCH', i, {}, 400],
      ['item', 'PATCH', i, { type: 'toggle' }, 400],
      ['item', 'PATCH', i, { type: 'complete' }, 400],
      ['item', 'PATCH', i, { type: 'complete', completed: 'yes' }, 400],
      ['item', 'PATCH', i, { type: 'fail' }, 400],
      ['item', 'PATCH', i, { type: 'fail', comment: LONG }, 400],
      ['item', 'PATCH', i, { type: 'fail', comment: 'Dirty', priority: 'E' }, 400],
      ['item', 'PATCH', i, { type: 'resolve' }, 400],
      ['item', 'PATCH', i, [], 400],
      ['add target', 'POST', `${c}/targets`, { text: 5 }, 400],
      ['add target', 'POST', `${c}/targets`, { text: 'x'.repeat(501) }, 400],
      ['add target', 'POST', `${c}/targets`, { goal: 'Speed' }, 400],
      ['target', 'PATCH', tg, { achieved: 'yes' }, 400],
      ['target', 'PATCH', tg, { comment: 'x'.repeat(1001) }, 400],
      ['target', 'PATCH', tg, { text: null }, 400],
      ['target', 'PATCH', tg, { position: 9 }, 400],
      ['feedback', 'PUT', `${c}/feedback`, {}, 400],
      ['feedback', 'PUT', `${c}/feedback`, { text: '' }, 400],
      ['feedback', 'PUT', `${c}/feedback`, { text: 42 }, 400],
      ['feedback', 'PUT', `${c}/feedback`, { text: 'x'.repeat(2001) }, 400],
      ['feedback', 'PUT', `${c}/feedback`, { text: LONG }, 400],
    ];
  };

  it('answers every malformed body with a 4xx in the error shape and changes nothing', async () => {
    const before = await storedState();
    for (const [label, method, url, body, status] of cases()) {
      const user = label === 'feedback' ? manager : leader;
      const response = await raw(user, method, url, JSON.stringify(body));
      expect
        .soft(response.statusCode, `${label} ${JSON.stringify(body).slice(0, 60)}`)
        .toBe(status);
      expectErrorShape(response, status);
    }
    expect(await storedState()).toEqual(before);
  });

  it('refuses invalid JSON, 1 MB strings and non-JSON bodies on every body route', async () => {
    const before = await storedState();
    const c = `/api/checklists/${checklist.id}`;
    const routes: [Method, string, string][] = [
      ['POST', '/api/checklists', 'storeId'],
      ['PATCH', c, 'postShiftAnalysis'],
      ['PATCH', `${c}/items/${item().id}`, 'comment'],
      ['POST', `${c}/targets`, 'text'],
      ['PATCH', `${c}/targets/${target().id}`, 'comment'],
      ['PUT', `${c}/feedback`, 'text'],
    ];
    for (const [method, url, field] of routes) {
      const user = url.endsWith('feedback') ? manager : leader;
      expectErrorShape(await raw(user, method, url, '{"type": "complete", '), 400);
      expectErrorShape(
        await raw(user, method, url, JSON.stringify({ type: 'fail', [field]: MB })),
        413,
      );
      expectErrorShape(
        await raw(user, method, url, 'text=hello', 'application/x-www-form-urlencoded'),
        415,
      );
    }
    expect(await storedState()).toEqual(before);
  });

  it('answers unknown and absurd ids with 404 or 400, never 5xx', async () => {
    const before = await storedState();
    const c = `/api/checklists/${checklist.id}`;
    const missing = '/api/checklists/00000000-0000-0000-0000-000000000000';
    const notFound: [Method, string, unknown][] = [
      ['GET', missing, undefined],
      ['GET', `${missing}/history`, undefined],
      ['PATCH', missing, { serviceAreaLeader: 'Priya' }],
      ['DELETE', missing, undefined],
      ['PATCH', `${missing}/items/${item().id}`, { type: 'complete', completed: true }],
      ['POST', `${missing}/targets`, {}],
      ['PATCH', `${missing}/targets/${target().id}`, { achieved: true }],
      ['DELETE', `${missing}/targets/${target().id}`, undefined],
      ['PUT', `${missing}/feedback`, { text: 'Hi' }],
    ];
    for (const [method, url, body] of notFound) {
      const user = url.endsWith('feedback') ? manager : leader;
      const response =
        body === undefined
          ? await t.app.inject({ method, url, headers: { cookie: user.cookie } })
          : await raw(user, method, url, JSON.stringify(body));
      expect.soft(response.statusCode, `${method} ${url}`).toBe(404);
      expect.soft(response.json().error.message).toBe(CHECKLIST_NOT_FOUND);
    }
    const absurd = 'x'.repeat(5000);
    const tick = { type: 'complete', completed: true };
    for (const [method, url, body] of [
      ['GET', `/api/checklists/${absurd}`, undefined],
      ['PATCH', `${c}/items/${absurd}`, tick],
      ['PATCH', `${c}/items/no-such-item`, tick],
      ['DELETE', `${c}/targets/${absurd}`, undefined],
      ['GET', `/api/stores/${absurd}/day`, undefined],
      ['GET', `/api/stores/${storeId}/day?date=yesterday`, undefined],
    ] as const) {
      const response =
        body === undefined
          ? await t.app.inject({ method, url, headers: { cookie: leader.cookie } })
          : await raw(leader, method, url, JSON.stringify(body));
      expect(response.statusCode, url.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url.slice(0, 80)).toBeLessThan(500);
    }
    expectErrorShape(await leader.api.get(`/api/stores/${storeId}/day?date=2026-02-30`), 400);
    expect(await storedState()).toEqual(before);
  });
});
