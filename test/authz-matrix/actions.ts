import { ACTION_MESSAGES } from '#domain/actions/messages';
import { createChecklist, sessionUserOf } from '../support/factories';
import { json, row, type MatrixRow, type Scene } from './types';

/**
 * A failure on a tick of the scene's store, its action owned by the scene's owner (in a
 * "creator" case, the caller). Logged as a super admin: the fuzz world shares one checklist per
 * shift among every row, and another may run it by now. `resolved`: the action already done.
 */
export async function failWithAction(
  scene: Scene,
  category: 'breakfast' | 'day',
  resolved = false,
): Promise<{ checklist: { id: string }; item: { id: string }; actionId: string }> {
  const checklist = await createChecklist(scene.deps, {
    by: scene.owner,
    storeId: scene.storeId,
    category,
  });
  // A tick not failed yet, on the Travel Path where one is, which takes a priority. In the fuzz
  // world every tick of the shared checklist may be failed by now: one is taken back first.
  const ticks = checklist.items.filter((i) => i.kind === 'check');
  const open = ticks.filter((i) => !i.failed);
  const pick = (items: typeof ticks) => items.find((i) => i.section === 'travel-path') ?? items[0];
  const item = pick(open) ?? pick(ticks);
  if (!item) {
    const kinds = [...new Set(checklist.items.map((i) => i.kind))].join(', ') || 'no items';
    throw new Error(`The checklist has no tick to fail (it holds ${kinds})`);
  }
  const admin = { ...sessionUserOf(scene.owner), role: 'super-admin' as const, storeId: null };
  const change = { checklistId: checklist.id, itemId: item.id };
  if (item.failed) await scene.deps.ticks.tick(admin, { ...change, change: { type: 'unfail' } });
  await scene.deps.ticks.tick(admin, {
    ...change,
    change: {
      type: 'fail',
      comment: 'Fryer 2 thermostat reads low',
      ...(item.section === 'travel-path' ? { priority: 'B' as const } : {}),
    },
  });
  if (resolved) {
    await scene.deps.ticks.tick(admin, { ...change, change: { type: 'resolve', resolved: true } });
  }
  const db = scene.deps.db.kysely;
  await db
    .updateTable('actions')
    .set({ owner_user_id: scene.owner.id, owner_name: scene.owner.email })
    .where('item_id', '=', item.id)
    .execute();
  const action = await db
    .selectFrom('actions')
    .select('id')
    .where('item_id', '=', item.id)
    .executeTakeFirstOrThrow();
  return { checklist, item, actionId: action.id };
}

const failure = async (scene: Scene, resolved = false) => ({
  id: (await failWithAction(scene, 'breakfast', resolved)).actionId,
});

const SEES_THE_STORE = {
  anonymous: 401,
  'super-admin': 200,
  area: { own: 200, other: 404 },
  store: { own: 200, other: 404 },
  'shift-leader': { own: 200, other: 404 },
};

export const ACTION_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/actions',
    name: "one's own",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: 200,
      areaNone: 403,
      store: 200,
      'shift-leader': 200,
    },
    request: () => ({ method: 'GET', url: '/api/actions' }),
  }),
  row({
    route: 'GET /api/actions',
    name: "a store's",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 404 },
      store: { own: 200, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    request: (s) => ({ method: 'GET', url: `/api/actions?scope=store&storeId=${s.storeId}` }),
    refusals: { 403: { messages: [ACTION_MESSAGES.listStoreNotAllowed] } },
  }),
  row({
    route: 'GET /api/actions',
    name: "every store's (an area manager's: their area's)",
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: 200,
      areaNone: 403,
      store: 403,
      'shift-leader': 403,
    },
    request: () => ({ method: 'GET', url: '/api/actions?scope=all' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.listStoreNotAllowed] } },
  }),
  row({
    route: 'GET /api/actions/:actionId',
    expect: { ...SEES_THE_STORE, tablet: 'as-leader' },
    setup: (s) => failure(s),
    request: (_, a) => ({ method: 'GET', url: `/api/actions/${a.id}` }),
  }),
  row({
    route: 'POST /api/actions/:actionId/steps',
    name: 'start: its owner, the store’s managers',
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: { creator: 200, notCreator: 200 }, other: 404 },
      store: { own: { creator: 200, notCreator: 200 }, other: 404 },
      'shift-leader': { own: { creator: 200, notCreator: 403 }, other: 404 },
    },
    setup: (s) => failure(s),
    request: (_, a) => json('POST', `/api/actions/${a.id}/steps`, { step: 'start' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.notAllowed] } },
  }),
  row({
    route: 'POST /api/actions/:actionId/steps',
    name: 'verify: the store’s managers',
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 404 },
      store: { own: 200, other: 404 },
      'shift-leader': { own: { creator: 403, notCreator: 403 }, other: 404 },
    },
    setup: (s) => failure(s, true),
    request: (_, a) => json('POST', `/api/actions/${a.id}/steps`, { step: 'verify' }),
    refusals: { 403: { messages: [ACTION_MESSAGES.verifyNotAllowed] } },
  }),
];
