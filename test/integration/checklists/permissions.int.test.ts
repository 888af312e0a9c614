import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import {
  CHECKLIST_NOT_FOUND,
  DELETE_NOT_ALLOWED,
  FEEDBACK_NOT_ALLOWED,
  STORE_NOT_FOUND,
  UPDATE_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { apiClient, signedInUser, type ApiClient } from '#test/support/api-client';
import {
  createChecklist,
  createStore,
  createTemplate,
  createUser,
  moveUserToStore,
  type TestUser,
} from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

/**
 * Who may call which checklist route is the authorization matrix's (test/authz-matrix, every
 * role × own/other store × creator or not, by status). What stays here is what the matrix does
 * not look at: the message each refusal carries, per guard, and the one for no session.
 */

/** What a route needs of the caller. */
type Guard = 'store' | 'read' | 'edit' | 'feedback' | 'delete';
/** 'ok' is the route's own success status; 403 and 404 carry the guard's message. */
type Outcome = 'ok' | 403 | 404;
type Expectations = Record<Guard, Outcome>;

const ALL_OK: Expectations = { store: 'ok', read: 'ok', edit: 'ok', feedback: 'ok', delete: 'ok' };
const INVISIBLE: Expectations = { store: 404, read: 404, edit: 404, feedback: 404, delete: 404 };

// A shift leader who did not create the checklists meets every 403 there is in their own store,
// and every 404 in another.
const CASES: ['own store' | 'other store', Expectations][] = [
  ['own store', { ...ALL_OK, edit: 403, feedback: 403, delete: 403 }],
  ['other store', INVISIBLE],
];

const REFUSALS: Record<Guard, { 403: string; 404: string }> = {
  store: { 403: '', 404: STORE_NOT_FOUND },
  read: { 403: '', 404: CHECKLIST_NOT_FOUND },
  edit: { 403: UPDATE_NOT_ALLOWED, 404: CHECKLIST_NOT_FOUND },
  feedback: { 403: FEEDBACK_NOT_ALLOWED, 404: CHECKLIST_NOT_FOUND },
  delete: { 403: DELETE_NOT_ALLOWED, 404: CHECKLIST_NOT_FOUND },
};

interface Scene {
  storeId: string;
  /** Breakfast (default template): read and edit. */
  working: ChecklistDetail;
  /** Day, complete: feedback. */
  complete: ChecklistDetail;
  /** Night: delete. */
  doomed: ChecklistDetail;
}

interface Call {
  name: string;
  guard: Guard;
  ok: number;
  send(api: ApiClient, scene: Scene): ReturnType<ApiClient['get']>;
}

const CALLS: Call[] = [
  {
    name: 'GET store day',
    guard: 'store',
    ok: 200,
    send: (api, s) => api.get(`/api/stores/${s.storeId}/day`),
  },
  {
    name: 'POST checklist',
    guard: 'store',
    ok: 200,
    send: (api, s) => api.post('/api/checklists', { storeId: s.storeId, category: 'breakfast' }),
  },
  {
    name: 'GET checklist',
    guard: 'read',
    ok: 200,
    send: (api, s) => api.get(`/api/checklists/${s.working.id}`),
  },
  {
    name: 'GET history',
    guard: 'read',
    ok: 200,
    send: (api, s) => api.get(`/api/checklists/${s.working.id}/history`),
  },
  {
    name: 'PATCH leaders',
    guard: 'edit',
    ok: 200,
    send: (api, s) => api.patch(`/api/checklists/${s.working.id}`, { serviceAreaLeader: 'Priya' }),
  },
  {
    name: 'PATCH item',
    guard: 'edit',
    ok: 200,
    send: (api, s) =>
      api.patch(`/api/checklists/${s.working.id}/items/${s.working.items[0]!.id}`, {
        type: 'complete',
        completed: true,
      }),
  },
  {
    name: 'POST target',
    guard: 'edit',
    ok: 201,
    send: (api, s) => api.post(`/api/checklists/${s.working.id}/targets`, { text: 'Speed' }),
  },
  {
    name: 'PATCH target result',
    guard: 'edit',
    ok: 200,
    send: (api, s) =>
      api.patch(`/api/checklists/${s.working.id}/targets/${s.working.shiftTargets[0]!.id}`, {
        achieved: true,
      }),
  },
  {
    name: 'DELETE target',
    guard: 'edit',
    ok: 204,
    send: (api, s) =>
      api.delete(`/api/checklists/${s.working.id}/targets/${s.working.shiftTargets[1]!.id}`),
  },
  {
    name: 'PUT feedback',
    guard: 'feedback',
    ok: 200,
    send: (api, s) => api.put(`/api/checklists/${s.complete.id}/feedback`, { text: 'Well run' }),
  },
  {
    name: 'DELETE checklist',
    guard: 'delete',
    ok: 204,
    send: (api, s) => api.delete(`/api/checklists/${s.doomed.id}`),
  },
];

describe.each(testDialects())('checklist refusal messages on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** Three checklists in a fresh store, created by `creator`; the day one is complete. */
  async function scene(creator: TestUser, storeId: string): Promise<Scene> {
    await createTemplate(t.deps, {
      storeId,
      category: 'day',
      items: [{ text: 'Fryer oil tested', section: 'pre-shift' }],
    });
    const create = (category: 'breakfast' | 'day' | 'night') =>
      createChecklist(t.deps, { by: creator, storeId, category });
    const [working, complete, doomed] = await Promise.all([
      create('breakfast'),
      create('day'),
      create('night'),
    ]);
    await t.deps.db.kysely
      .updateTable('checklist_items')
      .set({ completed: true, completed_at: t.clock.now().toISOString() })
      .where('checklist_id', '=', complete.id)
      .execute();
    await t.deps.db.kysely
      .updateTable('checklists')
      .set({ progress: 100, completed_at: t.clock.now().toISOString() })
      .where('id', '=', complete.id)
      .execute();
    return { storeId, working, complete, doomed };
  }

  it.each(CASES)(
    'refuses a shift leader, not the creator, in the %s with the message of each guard',
    async (where, expected) => {
      const store = await createStore(t.deps);
      const elsewhere = await createStore(t.deps);
      const actor = await signedInUser(t, 'shift-leader', store.id);
      const creator = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
      const s = await scene(creator, store.id);
      if (where === 'other store') await moveUserToStore(t.deps, actor.id, elsewhere.id);

      for (const call of CALLS) {
        const response = await call.send(actor.api, s);
        const outcome = expected[call.guard];
        const refusal =
          outcome === 'ok'
            ? {}
            : {
                body: {
                  error: {
                    code: outcome === 403 ? 'forbidden' : 'not_found',
                    message: REFUSALS[call.guard][outcome],
                  },
                },
              };
        // The refusal's code and message (its catalogue entry, `key`, is the i18n tests' concern).
        const actual =
          outcome === 'ok'
            ? {}
            : {
                body: {
                  error: {
                    code: response.json().error.code,
                    message: response.json().error.message,
                  },
                },
              };
        // Soft, so one run reports every route that disagrees with its row.
        expect.soft({ call: call.name, status: response.statusCode, ...actual }).toEqual({
          call: call.name,
          status: outcome === 'ok' ? call.ok : outcome,
          ...refusal,
        });
      }
    },
  );

  it('answers every checklist route with 401 without a session', async () => {
    const store = await createStore(t.deps);
    const owner = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
    const s = await scene(owner, store.id);
    const anonymous = apiClient(t.app);
    for (const call of CALLS) {
      const response = await call.send(anonymous, s);
      expect(response.statusCode, call.name).toBe(401);
      expect(response.json().error.message, call.name).toBe('User not authenticated');
    }
  });
});
