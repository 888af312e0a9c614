import type { ChecklistDetail } from '#domain/checklists/api';
import {
  DELETE_NOT_ALLOWED,
  PRIORITY_A_DELETE_NOT_ALLOWED,
  TAKE_OVER_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { addDays, storeToday } from '#domain/dates';
import {
  createChecklist,
  moveUserToArea,
  moveUserToStore,
  sessionUserOf,
} from '../support/factories';
import { NEXT_VERSION } from '#server/checklists/repository';
import { deleteChecklist } from '#server/checklists/service';
import { json, row, type MatrixRow, type Scene } from './types';

/** A checklist of the scene's store, started by its owner. */
const checklist = (scene: Scene) =>
  createChecklist(scene.deps, { by: scene.owner, storeId: scene.storeId, category: 'breakfast' });

/** The same, with every item done, so store feedback may be left on it. */
async function completeChecklist(scene: Scene): Promise<ChecklistDetail> {
  const created = await checklist(scene);
  const now = scene.deps.clock.now().toISOString();
  const db = scene.deps.db.kysely;
  await db
    .updateTable('checklist_items')
    .set({ completed: true, completed_at: now })
    .where('checklist_id', '=', created.id)
    .execute();
  await db
    .updateTable('checklists')
    .set({ progress: 100, completed_at: now, version: NEXT_VERSION })
    .where('id', '=', created.id)
    .execute();
  return created;
}

/**
 * Setup's own hand, which may change any checklist: where rows share stores (the fuzzer), the
 * shift's checklist may have been started by someone other than the scene's owner.
 */
const setupAdmin = (scene: Scene) => ({
  ...sessionUserOf(scene.owner),
  role: 'super-admin' as const,
  storeId: null,
});

/** The same, with a travel-path item failed at priority A: evidence only a manager deletes. */
async function withPriorityAFailure(scene: Scene): Promise<ChecklistDetail> {
  // The night shift's, so the breakfast checklist other rows share never holds one.
  const created = await createChecklist(scene.deps, {
    by: scene.owner,
    storeId: scene.storeId,
    category: 'night',
  });
  const item = created.items.find((candidate) => candidate.section === 'travel-path');
  if (!item) throw new Error('The night template has no travel-path item');
  await scene.deps.ticks.tick(setupAdmin(scene), {
    checklistId: created.id,
    itemId: item.id,
    change: { type: 'fail', comment: 'Walk-in chiller at 9 °C', priority: 'A' },
  });
  return created;
}

/** A checklist of the scene's store its owner started and deleted: kept for a restore. */
async function deletedChecklist(scene: Scene): Promise<ChecklistDetail> {
  const created = await checklist(scene);
  await deleteChecklist(scene.deps, setupAdmin(scene), created.id);
  return created;
}

/** The business day before today in the scene's store. */
async function yesterdayOf(scene: Scene) {
  const store = await scene.deps.stores.current(scene.deps.db.kysely, scene.storeId);
  if (!store) throw new Error('The scene has no store');
  return addDays(storeToday(store, scene.deps.clock.now()), -1);
}

/** SPEC §6 "Pick any store in views": one's own store, or any for a super admin. */
const STORE_VISIBLE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  store: { own: ok, other: 404 },
  'shift-leader': { own: ok, other: 404 },
});
/** "Edit a checklist in the UI: if creator"; the data-layer rule is the same. */
const EDIT = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: { creator: ok, notCreator: 403 }, other: 404 },
  store: { own: { creator: ok, notCreator: 403 }, other: 404 },
  'shift-leader': { own: { creator: ok, notCreator: 403 }, other: 404 },
});

/**
 * A checklist the caller started in their own store, after which they were moved to another
 * store: having created it gives no way back in, the store decides (SPEC §6). An area manager
 * moves to the other store's area. A super admin has no store to leave and still reaches it;
 * anonymous callers meet one started by the owner.
 */
async function startedBeforeMoving(scene: Scene, done = false): Promise<ChecklistDetail> {
  const { caller } = scene;
  // An area manager with no area never had the store to start it in.
  const starter = caller && (caller.role !== 'area' || caller.areaId) ? caller : scene.owner;
  const theirs = { ...scene, owner: starter, storeId: scene.ownStoreId };
  const created = done ? await completeChecklist(theirs) : await checklist(theirs);
  if (caller?.storeId) {
    await moveUserToStore(scene.deps, caller.id, scene.otherStoreId);
  }
  if (caller?.areaId) {
    // Their area is now the other store's.
    const other = await scene.deps.db.kysely
      .selectFrom('stores')
      .select('area_id')
      .where('id', '=', scene.otherStoreId)
      .executeTakeFirstOrThrow();
    await moveUserToArea(scene.deps, caller.id, other.area_id);
  }
  return created;
}
const BEFORE_MOVING = 'started by the caller, who then moved to another store';
const MOVED_AWAY = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: 404,
  store: 404,
  'shift-leader': 404,
  // A session on the old store's tablet ends with the move, and so does the store token its
  // manager made: they can no longer give it.
  tablet: 401,
  tokenStore: 401,
});

export const CHECKLIST_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/stores/:storeId/day',
    expect: { ...STORE_VISIBLE(200), tablet: 'as-leader' },
    request: (s) => ({ method: 'GET', url: `/api/stores/${s.storeId}/day` }),
  }),
  row({
    route: 'POST /api/checklists',
    expect: { ...STORE_VISIBLE(201), tablet: 'as-leader' },
    request: (s) => json('POST', '/api/checklists', { storeId: s.storeId, category: 'day' }),
  }),
  row({
    route: 'GET /api/checklists/:id',
    expect: { ...STORE_VISIBLE(200), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) => ({ method: 'GET', url: `/api/checklists/${c.id}` }),
  }),
  row({
    route: 'GET /api/checklists/:id/history',
    expect: { ...STORE_VISIBLE(200), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) => ({ method: 'GET', url: `/api/checklists/${c.id}/history` }),
  }),
  row({
    route: 'PATCH /api/checklists/:id',
    expect: { ...EDIT(200), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) => json('PATCH', `/api/checklists/${c.id}`, { serviceAreaLeader: 'Priya' }),
  }),
  row({
    route: 'PATCH /api/checklists/:id/items/:itemId',
    expect: { ...EDIT(200), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) =>
      json('PATCH', `/api/checklists/${c.id}/items/${c.items[0]?.id}`, {
        type: 'complete',
        completed: true,
      }),
  }),
  row({
    route: 'POST /api/checklists/:id/targets',
    expect: { ...EDIT(201), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) => json('POST', `/api/checklists/${c.id}/targets`, { text: 'Speed' }),
  }),
  row({
    route: 'PATCH /api/checklists/:id/targets/:targetId',
    expect: { ...EDIT(200), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) =>
      json('PATCH', `/api/checklists/${c.id}/targets/${c.shiftTargets[0]?.id}`, {
        achieved: true,
      }),
  }),
  row({
    route: 'DELETE /api/checklists/:id/targets/:targetId',
    expect: { ...EDIT(204), tablet: 'as-leader' },
    setup: checklist,
    request: (_, c) => ({
      method: 'DELETE',
      url: `/api/checklists/${c.id}/targets/${c.shiftTargets[0]?.id}`,
    }),
  }),
  row({
    route: 'PUT /api/checklists/:id/feedback',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 404 },
      store: { own: 200, other: 404 },
      'shift-leader': { own: 403, other: 404 },
    },
    setup: completeChecklist,
    request: (_, c) => json('PUT', `/api/checklists/${c.id}/feedback`, { text: 'Well run' }),
  }),
  row({
    route: 'DELETE /api/checklists/:id',
    name: "today's checklist",
    expect: {
      anonymous: 401,
      'super-admin': 204,
      area: { own: 204, other: 404 },
      store: { own: 204, other: 404 },
      'shift-leader': { own: { creator: 204, notCreator: 403 }, other: 404 },
    },
    setup: checklist,
    request: (_, c) => ({ method: 'DELETE', url: `/api/checklists/${c.id}` }),
  }),
  row({
    route: 'DELETE /api/checklists/:id',
    name: "today's checklist with a priority A failure",
    expect: {
      anonymous: 401,
      'super-admin': 204,
      area: { own: 204, other: 404 },
      store: { own: 204, other: 404 },
      'shift-leader': { own: { creator: 403, notCreator: 403 }, other: 404 },
    },
    setup: withPriorityAFailure,
    request: (_, c) => ({ method: 'DELETE', url: `/api/checklists/${c.id}` }),
    refusals: { 403: { messages: [PRIORITY_A_DELETE_NOT_ALLOWED, DELETE_NOT_ALLOWED] } },
  }),
  row({
    route: 'POST /api/checklists/:id/take-over',
    name: "today's checklist",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 200,
      area: { own: { creator: 200, notCreator: 200 }, other: 404 },
      store: { own: { creator: 200, notCreator: 200 }, other: 404 },
      'shift-leader': { own: { creator: 200, notCreator: 200 }, other: 404 },
    },
    setup: checklist,
    request: (_, c) => json('POST', `/api/checklists/${c.id}/take-over`, {}),
    refusals: { 403: { messages: [TAKE_OVER_NOT_ALLOWED] } },
  }),
  row({
    route: 'POST /api/checklists/:id/take-over',
    name: "yesterday's checklist",
    expect: {
      tablet: 'as-leader',
      anonymous: 401,
      'super-admin': 403,
      area: { own: { creator: 403, notCreator: 403 }, other: 404 },
      store: { own: { creator: 403, notCreator: 403 }, other: 404 },
      'shift-leader': { own: { creator: 403, notCreator: 403 }, other: 404 },
    },
    setup: async (s) =>
      createChecklist(s.deps, {
        by: s.owner,
        storeId: s.storeId,
        category: 'day',
        date: await yesterdayOf(s),
      }),
    request: (_, c) => json('POST', `/api/checklists/${c.id}/take-over`, {}),
    refusals: { 403: { messages: [TAKE_OVER_NOT_ALLOWED] } },
  }),
  row({
    route: 'GET /api/deleted-checklists',
    expect: { anonymous: 401, 'super-admin': 200, area: 403, store: 403, 'shift-leader': 403 },
    request: () => ({ method: 'GET', url: '/api/deleted-checklists' }),
  }),
  row({
    route: 'POST /api/deleted-checklists/:id/restore',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: { own: 403, other: 403 },
      store: { own: 403, other: 403 },
      'shift-leader': { own: { creator: 403, notCreator: 403 }, other: 403 },
    },
    setup: deletedChecklist,
    request: (_, c) => json('POST', `/api/deleted-checklists/${c.id}/restore`, {}),
  }),
  row({
    route: 'GET /api/checklists/:id',
    name: BEFORE_MOVING,
    expect: MOVED_AWAY(200),
    setup: (s) => startedBeforeMoving(s),
    request: (_, c) => ({ method: 'GET', url: `/api/checklists/${c.id}` }),
  }),
  row({
    route: 'GET /api/checklists/:id/history',
    name: BEFORE_MOVING,
    expect: MOVED_AWAY(200),
    setup: (s) => startedBeforeMoving(s),
    request: (_, c) => ({ method: 'GET', url: `/api/checklists/${c.id}/history` }),
  }),
];

/** What a creator loses by moving to another store, with each edit's status when it is allowed. */
const LOST_BY_MOVING: Record<string, { ok: number; completed?: boolean }> = {
  'PATCH /api/checklists/:id': { ok: 200 },
  'PATCH /api/checklists/:id/items/:itemId': { ok: 200 },
  'POST /api/checklists/:id/targets': { ok: 201 },
  'PATCH /api/checklists/:id/targets/:targetId': { ok: 200 },
  'DELETE /api/checklists/:id/targets/:targetId': { ok: 204 },
  'PUT /api/checklists/:id/feedback': { ok: 200, completed: true },
  'DELETE /api/checklists/:id': { ok: 204 },
};

// The same request as each route's first row, on a checklist its creator started before moving.
CHECKLIST_ROWS.push(
  ...Object.entries(LOST_BY_MOVING).map(([route, { ok, completed }]) => {
    const base = CHECKLIST_ROWS.find((r) => r.route === route);
    if (!base) throw new Error(`No row for ${route} to start the moved-away case from`);
    return {
      ...base,
      name: BEFORE_MOVING,
      expect: MOVED_AWAY(ok),
      setup: (scene: Scene) => startedBeforeMoving(scene, completed),
    };
  }),
);
