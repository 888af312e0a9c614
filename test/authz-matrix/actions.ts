import { ACTION_MESSAGES } from '#domain/actions/messages';
import { createChecklist, sessionUserOf } from '../support/factories';
import { row, type MatrixRow, type Scene } from './types';

const json = (url: string, payload: object) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

/**
 * A failure logged by the scene's owner, who owns its action (in a "creator" case, the caller);
 * `resolved`: its action already done, for verifying. Answers the action's id.
 */
async function failure(scene: Scene, resolved = false): Promise<{ id: string }> {
  const checklist = await createChecklist(scene.deps, {
    by: scene.owner,
    storeId: scene.storeId,
    category: 'breakfast',
  });
  const item = checklist.items.find((i) => i.section === 'travel-path' && i.kind === 'check');
  if (!item) throw new Error('The breakfast template has no travel-path tick');
  const by = { ...sessionUserOf(scene.owner), storeId: scene.storeId };
  const change = { checklistId: checklist.id, itemId: item.id };
  await scene.deps.ticks.tick(by, {
    ...change,
    change: { type: 'fail', comment: 'Fryer 2 thermostat reads low', priority: 'B' },
  });
  if (resolved)
    await scene.deps.ticks.tick(by, { ...change, change: { type: 'resolve', resolved: true } });
  return scene.deps.db.kysely
    .selectFrom('actions')
    .select('id')
    .where('item_id', '=', item.id)
    .executeTakeFirstOrThrow();
}

const SEES_THE_STORE = {
  anonymous: 401,
  'super-admin': 200,
  store: { own: 200, other: 404 },
  'shift-leader': { own: 200, other: 404 },
};

export const ACTION_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/actions',
    name: "one's own",
    expect: { anonymous: 401, 'super-admin': 200, store: 200, 'shift-leader': 200 },
    request: () => ({ method: 'GET', url: '/api/actions' }),
  }),
  row({
    route: 'GET /api/actions',
    name: "a store's",
    expect: {
      anonymous: 401,
      'super-admin': 200,
      store: { own: 200, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    request: (s) => ({ method: 'GET', url: `/api/actions?scope=store&storeId=${s.storeId}` }),
    refusals: { 403: { messages: [ACTION_MESSAGES.listStoreNotAllowed] } },
  }),
  row({
    route: 'GET /api/actions',
    name: "every store's",
    expect: { anonymous: 401, 'super-admin': 200, store: 403, 'shift-leader': 403 },
    request: () => ({ method: 'GET', url: '/api/actions?scope=all' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.listStoreNotAllowed] } },
  }),
  row({
    route: 'GET /api/actions/:actionId',
    expect: SEES_THE_STORE,
    setup: (s) => failure(s),
    request: (_, a) => ({ method: 'GET', url: `/api/actions/${a.id}` }),
  }),
  row({
    route: 'POST /api/actions/:actionId/steps',
    name: 'start: its owner, the store’s managers',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      store: { own: { creator: 200, notCreator: 200 }, other: 404 },
      'shift-leader': { own: { creator: 200, notCreator: 403 }, other: 404 },
    },
    setup: (s) => failure(s),
    request: (_, a) => json(`/api/actions/${a.id}/steps`, { step: 'start' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.notAllowed] } },
  }),
  row({
    route: 'POST /api/actions/:actionId/steps',
    name: 'verify: the store’s managers',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      store: { own: 200, other: 404 },
      'shift-leader': { own: { creator: 403, notCreator: 403 }, other: 404 },
    },
    setup: (s) => failure(s, true),
    request: (_, a) => json(`/api/actions/${a.id}/steps`, { step: 'verify' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.verifyNotAllowed] } },
  }),
];
