// Areas on both databases (docs/decisions/048): a super admin groups stores into areas, an area
// manager sees exactly their area's stores and manages their people, and a change of the area
// reaches the manager's next request. Bad input is refused with the rule's words and changes
// nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { areaListSchema, areaSchema, type Area } from '#domain/areas/api';
import { AREA_MAX_STORES, AREA_MESSAGES } from '#domain/areas/messages';
import { currentSessionResponseSchema } from '#domain/auth/schemas';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { viewableStoresSchema, weekReportSchema } from '#domain/reports/api';
import { USER_MESSAGES } from '#domain/users/messages';
import { userListSchema, userSavedSchema } from '#domain/users/schemas';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import {
  createChecklist,
  createStore,
  createUser,
  sessionCookieFor,
  signInCookie,
} from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

let named = 0;
const freshName = (base = 'North') => `${base} ${Date.now() % 1_000_000}-${(named += 1)}`;

describe.each(testDialects())('areas on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  async function newArea(name: string, storeIds: string[]): Promise<Area> {
    const created = await admin.api.post('/api/areas', { name, storeIds });
    expect(created.statusCode, created.body).toBe(201);
    return areaSchema.parse(created.json());
  }

  /** An area manager of `areaId`, made through the user form and signed in. */
  async function areaManager(areaId: string | null) {
    const email = `area-${Date.now()}-${(named += 1)}@test.example`;
    const password = 'correct-horse-1';
    const made = await admin.api.post('/api/users', {
      email,
      role: 'area',
      storeId: null,
      areaId,
      displayName: 'Dana Area',
      password,
      confirmPassword: password,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { user } = userSavedSchema.parse(made.json());
    const cookie = await signInCookie(t.app, email, password);
    return { user, api: apiClient(t.app, cookie) };
  }

  const storesSeenBy = async (api: SignedInUser['api']) =>
    viewableStoresSchema
      .parse((await api.get('/api/stores')).json())
      .stores.map((store) => store.id)
      .sort();

  const error = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  it("shows an area manager exactly their area's stores, and the change of an area at once", async () => {
    const [north1, north2, south] = await Promise.all([
      createStore(t.deps),
      createStore(t.deps),
      createStore(t.deps),
    ]);
    const north = await newArea(freshName(), [north1.id, north2.id]);
    expect(north.storeIds.sort()).toEqual([north1.id, north2.id].sort());
    const dana = await areaManager(north.id);
    expect(dana.user).toMatchObject({ role: 'area', areaId: north.id, storeId: null });

    const session = currentSessionResponseSchema.parse(
      (await dana.api.get('/api/auth/session')).json(),
    );
    expect(session.user?.areaName).toBe(north.name);
    expect(await storesSeenBy(dana.api)).toEqual([north1.id, north2.id].sort());

    // The list names the area's manager, and every store with its area.
    const list = areaListSchema.parse((await admin.api.get('/api/areas')).json());
    const listed = list.areas.find((area) => area.id === north.id);
    expect(listed?.managers.map((m) => m.id)).toEqual([dana.user.id]);
    expect(list.stores.find((s) => s.id === south.id)?.areaId).toBeNull();
    expect(list.stores.find((s) => s.id === north2.id)?.areaId).toBe(north.id);

    // A second area takes north2: it leaves North, and Dana's next request no longer sees it.
    const southArea = await newArea(freshName('South'), [south.id, north2.id]);
    expect(await storesSeenBy(dana.api)).toEqual([north1.id]);
    const moved = await admin.api.put(`/api/areas/${north.id}`, {
      name: north.name,
      storeIds: [north1.id, south.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await storesSeenBy(dana.api)).toEqual([north1.id, south.id].sort());
    const southNow = areaSchema.parse((await admin.api.get(`/api/areas/${southArea.id}`)).json());
    expect(southNow.storeIds).toEqual([north2.id]);

    // Deleted: the stores stay, in no area, and Dana sees none.
    expect((await admin.api.delete(`/api/areas/${north.id}`)).statusCode).toBe(204);
    const after = areaListSchema.parse((await admin.api.get('/api/areas')).json());
    expect(after.stores.find((s) => s.id === north1.id)?.areaId).toBeNull();
    expect(await storesSeenBy(dana.api)).toEqual([]);
    const overview = await dana.api.get('/api/admin/overview');
    expect(overview.statusCode).toBe(403);
    expect(error(overview.body).message).toBe(ACCESS_MESSAGES.noAssignedStore);
  });

  it("lets an area manager run their stores' people, and no one else's", async () => {
    const [own, other] = await Promise.all([createStore(t.deps), createStore(t.deps)]);
    const area = await newArea(freshName(), [own.id]);
    const dana = await areaManager(area.id);
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId: own.id });
    await createUser(t.deps, { role: 'shift-leader', storeId: other.id });
    const peer = await createUser(t.deps, { role: 'area', storeId: null, areaId: area.id });

    const users = userListSchema.parse((await dana.api.get('/api/users')).json()).users;
    // Their store's people only: no super admin, no area manager (themselves included).
    expect(users.map((u) => u.id)).toEqual([leader.id]);
    expect((await dana.api.get(`/api/users/${peer.id}`)).statusCode).toBe(403);

    const password = 'correct-horse-1';
    const body = (role: string, storeId: string | null, areaId: string | null = null) => ({
      email: `made-${Date.now()}-${(named += 1)}@test.example`,
      role,
      storeId,
      areaId,
      displayName: null,
      password,
      confirmPassword: password,
    });
    const manager = await dana.api.post('/api/users', body('store', own.id));
    expect(manager.statusCode, manager.body).toBe(201);
    const elsewhere = await dana.api.post('/api/users', body('store', other.id));
    expect(elsewhere.statusCode).toBe(403);
    const another = await dana.api.post('/api/users', body('area', null, area.id));
    expect(another.statusCode).toBe(403);
    expect(error(another.body).message).toBe(USER_MESSAGES.areaManagerNotAllowed);

    // The role screen: made a store manager, Dana loses her area and gets the default store;
    // made an area manager again, she has neither until the user form gives her an area.
    const role = async (to: string) => {
      const changed = await admin.api.post('/api/users/role', { email: dana.user.email, role: to });
      expect(changed.statusCode, changed.body).toBe(200);
      return userSavedSchema.parse(changed.json()).user;
    };
    const demoted = await role('store');
    expect(demoted).toMatchObject({ role: 'store', areaId: null });
    expect(demoted.storeId).not.toBeNull();
    expect(await role('area')).toMatchObject({ role: 'area', areaId: null, storeId: null });
  });

  it("counts an area manager's area in their reports and exports, and nothing of another store", async () => {
    const [inArea1, inArea2, outside] = await Promise.all([
      createStore(t.deps),
      createStore(t.deps),
      createStore(t.deps),
    ]);
    for (const store of [inArea1, inArea2, outside]) {
      const leader = await createUser(t.deps, { role: 'shift-leader', storeId: store.id });
      await createChecklist(t.deps, { by: leader, category: 'day' });
    }
    const area = await newArea(freshName(), [inArea1.id, inArea2.id]);
    const dana = await areaManager(area.id);

    const week = weekReportSchema.parse((await dana.api.get('/api/reports/week')).json());
    expect(week.scope.storeId).toBeNull();
    expect(week.summary.total).toBe(2);
    const other = weekReportSchema.parse(
      (await dana.api.get(`/api/reports/week?storeId=${outside.id}`)).json(),
    );
    expect(other.summary.total).toBe(0);

    // Every store she sees, as one file: her two stores' checklists, not the third's.
    const csv = await dana.api.get('/api/exports/checklists.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const store of [inArea1, inArea2]) {
      expect(rows.some((row) => row.includes(store.storeNumber))).toBe(true);
    }
    expect(rows.some((row) => row.includes(outside.storeNumber))).toBe(false);
  });

  it('refuses bad areas with the rule’s words, and changes nothing', async () => {
    const store = await createStore(t.deps);
    const taken = await newArea(freshName('Taken'), []);
    const before = areaListSchema.parse((await admin.api.get('/api/areas')).json());

    const cases: [object, number, string][] = [
      [{ name: '  ', storeIds: [] }, 400, AREA_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101), storeIds: [] }, 400, AREA_MESSAGES.nameTooLong],
      [{ storeIds: [] }, 400, AREA_MESSAGES.nameRequired],
      [
        { name: taken.name.toUpperCase(), storeIds: [] },
        409,
        `An area named '${taken.name.toUpperCase()}' already exists`,
      ],
      [{ name: freshName(), storeIds: [store.id, 'no-such-store'] }, 400, AREA_MESSAGES.storeGone],
      [
        {
          name: freshName(),
          storeIds: Array.from({ length: AREA_MAX_STORES + 1 }, (_, i) => `s${i}`),
        },
        400,
        AREA_MESSAGES.tooManyStores,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await admin.api.post('/api/areas', payload);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(error(answer.body).message).toBe(message);
    }
    for (const method of ['get', 'delete'] as const) {
      const missing = await admin.api[method]('/api/areas/no-such-area');
      expect(missing.statusCode).toBe(404);
      expect(error(missing.body).message).toBe(AREA_MESSAGES.notFound);
    }
    const renamed = await admin.api.put('/api/areas/no-such-area', {
      name: freshName(),
      storeIds: [],
    });
    expect(renamed.statusCode).toBe(404);
    const longId = await admin.api.get(`/api/areas/${'a'.repeat(101)}`);
    // As every over-long id in a path (http/url-limits).
    expect(longId.statusCode).toBe(414);

    // An area manager needs an area, and one that exists.
    const noArea = await admin.api.post('/api/users', {
      email: `no-area-${Date.now()}@test.example`,
      role: 'area',
      storeId: null,
      areaId: null,
      displayName: null,
      password: 'correct-horse-1',
      confirmPassword: 'correct-horse-1',
    });
    expect(noArea.statusCode).toBe(400);
    expect(error(noArea.body).message).toBe(USER_MESSAGES.areaRequired);

    const after = areaListSchema.parse((await admin.api.get('/api/areas')).json());
    expect(after).toEqual(before);
  });

  it('lists nobody for an area manager without an area, and answers, on both databases', async () => {
    // Made by the repository: the user form gives every area manager an area.
    const lost = await createUser(t.deps, { role: 'area', storeId: null, areaId: null });
    const api = apiClient(t.app, await sessionCookieFor(t.deps, lost.id));
    const answer = await api.get('/api/users?search=2024-02-29');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(userListSchema.parse(answer.json()).users).toEqual([]);
  });
});
