// The audit log (docs/decisions/056) on both databases: each thing a person, the identity
// provider or the app does outside checklists, done through the API, is one entry naming who
// did it, to what, in which store and from where; a refused sign-in is one too; a change that
// fails leaves no entry, and one that succeeds commits with its entry.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCIM_SCHEMAS } from '#domain/scim/protocol';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { DEFAULT_SIGNAL_THRESHOLDS } from '#domain/signals/api';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore, createUser, sessionCookieFrom } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { madeToken, patchOp, scimClient, scimUserBody } from '../scim/scim-client';
import { auditEntries, entryAbout } from './audit-reader';

const LOOPBACK = '127.0.0.1';

describe.each(testDialects())('the audit log on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  let store: { id: string; name: string; storeNumber: string };

  beforeAll(async () => {
    store = await createStore(t.deps, { name: 'Harbour Road' });
    admin = await signedInUser(t, 'super-admin', null, 'Avery Admin');
  });

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress,
    });

  it('records sign-ins, refused ones, password changes and sign-outs, with the address', async () => {
    const person = await createUser(t.deps, {
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Riley Stone',
    });
    expect((await signIn(person.email, 'not-my-password', '198.51.100.7')).statusCode).toBe(401);
    const stranger = `nobody-${randomUUID().slice(0, 8)}@test.example`;
    expect((await signIn(stranger, 'a-guess', '198.51.100.8')).statusCode).toBe(401);
    const signedIn = await signIn(person.email, person.password, '198.51.100.9');
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieFrom(signedIn.headers['set-cookie']);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        currentPassword: person.password,
        newPassword: 'a-brand-new-secret-7',
        confirmPassword: 'a-brand-new-secret-7',
      }),
      remoteAddress: '198.51.100.9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      remoteAddress: '198.51.100.10',
    });
    expect(out.statusCode).toBe(204);

    const mine = await auditEntries(admin.api, { actor: person.id });
    expect(mine.map((entry) => entry.action)).toEqual([
      'sign-in.signed-out',
      'password.changed',
      'sign-in.succeeded',
      'sign-in.failed',
    ]);
    const [signedOut, passwordChanged, succeeded, refused] = mine;
    expect(refused).toMatchObject({
      actor: { kind: 'person', id: person.id, name: person.email },
      target: { kind: 'user', id: person.id, name: person.email },
      ip: '198.51.100.7',
      detail: { via: 'password' },
    });
    expect(succeeded).toMatchObject({
      actor: { kind: 'person', id: person.id, name: 'Riley Stone' },
      storeId: store.id,
      storeName: 'Harbour Road',
      ip: '198.51.100.9',
      detail: { via: 'password', twoFactor: false },
    });
    expect(passwordChanged).toMatchObject({ ip: '198.51.100.9', storeId: store.id });
    expect(signedOut).toMatchObject({ ip: '198.51.100.10', target: { id: person.id } });
    // Nothing of the passwords typed is kept.
    expect(JSON.stringify(mine)).not.toContain('not-my-password');
    expect(JSON.stringify(mine)).not.toContain('a-brand-new-secret-7');

    // Someone unknown is named by the address they typed.
    const [unknown] = await auditEntries(admin.api, { who: stranger });
    expect(unknown).toMatchObject({
      action: 'sign-in.failed',
      actor: { kind: 'anonymous', id: null, name: stranger },
      target: null,
      ip: '198.51.100.8',
    });
  });

  it("records people made, moved and removed, each change's from and to", async () => {
    const other = await createStore(t.deps, { name: 'Quayside' });
    const email = `casey-${randomUUID().slice(0, 8)}@test.example`;
    const made = await admin.api.post('/api/users', {
      email,
      password: 'casey-password-1',
      confirmPassword: 'casey-password-1',
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Casey',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json().user;
    const moved = await admin.api.patch(`/api/users/${id}`, {
      email,
      role: 'store',
      storeId: other.id,
      displayName: 'Casey',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await admin.api.delete(`/api/users/${id}`)).statusCode).toBe(204);

    const about = (await auditEntries(admin.api, { action: 'user', limit: 200 })).filter(
      (entry) => entry.target?.id === id,
    );
    expect(about.map((entry) => entry.action)).toEqual([
      'user.deleted',
      'user.updated',
      'user.created',
    ]);
    const actor = { kind: 'person', id: admin.id, name: 'Avery Admin' };
    expect(about[2]).toMatchObject({
      actor,
      target: { kind: 'user', id, name: email },
      storeId: store.id,
      ip: LOOPBACK,
      detail: { role: 'shift-leader' },
    });
    expect(about[1]).toMatchObject({ actor, storeId: other.id });
    expect(about[1]?.detail).toEqual({
      role: { from: 'shift-leader', to: 'store' },
      store: { from: `${store.storeNumber} Harbour Road`, to: `${other.storeNumber} Quayside` },
    });
    expect(about[0]).toMatchObject({ actor, storeId: other.id, detail: { role: 'store' } });
  });

  it('records stores, their settings and areas', async () => {
    const storeNumber = String(700000 + Math.floor(Math.random() * 99999));
    const made = await admin.api.post('/api/stores', { name: 'Mill Lane', storeNumber });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    const edited = await admin.api.put(`/api/stores/${id}`, {
      name: 'Mill Lane North',
      storeNumber,
      timezone: 'UTC',
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const overnight = {
      ...DEFAULT_SHIFT_SETTINGS,
      overnight: { enabled: true, startTime: '23:00', endTime: '05:00' },
    };
    const settings = await admin.api.put(`/api/stores/${id}/shift-settings`, {
      shiftSettings: overnight,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const area = await admin.api.post('/api/areas', {
      name: `North ${storeNumber}`,
      storeIds: [id],
    });
    expect(area.statusCode, area.body).toBe(201);
    const areaId = area.json().id;
    expect((await admin.api.delete(`/api/areas/${areaId}`)).statusCode).toBe(204);
    expect((await admin.api.delete(`/api/stores/${id}`)).statusCode).toBe(204);

    const name = `${storeNumber} Mill Lane`;
    expect(await entryAbout(admin.api, 'store.created', id)).toMatchObject({
      target: { kind: 'store', name },
      storeId: id,
      ip: LOOPBACK,
    });
    const update = await entryAbout(admin.api, 'store.updated', id);
    expect(update.detail).toMatchObject({
      name: { from: 'Mill Lane', to: 'Mill Lane North' },
      timezone: { to: 'UTC' },
    });
    expect(update.detail).not.toHaveProperty('storeNumber');
    expect((await entryAbout(admin.api, 'store.settings-changed', id)).detail).toMatchObject({
      shifts: ['overnight'],
    });
    // The store is gone: its entries still name it.
    expect(await entryAbout(admin.api, 'store.deleted', id)).toMatchObject({
      target: { name: `${storeNumber} Mill Lane North` },
      storeName: `${storeNumber} Mill Lane North`,
    });
    expect((await entryAbout(admin.api, 'area.created', areaId)).detail).toEqual({ stores: 1 });
    await entryAbout(admin.api, 'area.deleted', areaId);
  });

  it('records templates, and the chain-wide settings with what changed', async () => {
    const made = await admin.api.post('/api/templates', {
      title: 'Harbour Day',
      category: 'day',
      storeId: store.id,
      items: [{ text: 'Rota checked', section: 'pre-shift', subsection: null }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const template = made.json();
    const saved = await admin.api.put(`/api/templates/${template.id}`, {
      title: 'Harbour Day (new)',
      category: 'day',
      storeId: store.id,
      items: [
        { text: 'Rota checked', section: 'pre-shift', subsection: null },
        { text: 'Lobby swept', section: 'travel-path', subsection: null },
      ],
      version: template.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.api.delete(`/api/templates/${template.id}`)).statusCode).toBe(204);
    const templates = (await auditEntries(admin.api, { action: 'template' })).filter(
      (entry) => entry.target?.id === template.id,
    );
    expect(
      templates.map(({ action, target, storeId, detail }) => ({ action, target, storeId, detail })),
    ).toEqual([
      {
        action: 'template.deleted',
        target: { kind: 'template', id: template.id, name: 'Harbour Day (new)' },
        storeId: store.id,
        detail: { category: 'day' },
      },
      {
        action: 'template.updated',
        target: { kind: 'template', id: template.id, name: 'Harbour Day (new)' },
        storeId: store.id,
        detail: { category: 'day', items: 2 },
      },
      {
        action: 'template.created',
        target: { kind: 'template', id: template.id, name: 'Harbour Day' },
        storeId: store.id,
        detail: { category: 'day', items: 1 },
      },
    ]);

    const thresholds = await admin.api.put('/api/signal-settings', {
      ...DEFAULT_SIGNAL_THRESHOLDS,
      fastTickItems: DEFAULT_SIGNAL_THRESHOLDS.fastTickItems + 5,
    });
    expect(thresholds.statusCode, thresholds.body).toBe(200);
    const [changed] = await auditEntries(admin.api, {
      action: 'settings.signal-thresholds-changed',
    });
    expect(changed?.detail).toEqual({
      fastTickItems: {
        from: DEFAULT_SIGNAL_THRESHOLDS.fastTickItems,
        to: DEFAULT_SIGNAL_THRESHOLDS.fastTickItems + 5,
      },
    });

    const sso = await admin.api.put('/api/identity/sso', {
      provider: null,
      createPeople: true,
      required: false,
      breakGlassEmail: null,
    });
    expect(sso.statusCode, sso.body).toBe(200);
    const [ssoChanged] = await auditEntries(admin.api, { action: 'settings.sso-changed' });
    expect(ssoChanged).toMatchObject({
      target: { kind: 'setting', id: 'single-sign-on' },
      detail: { createPeople: { from: false, to: true } },
    });

    const mapping = await admin.api.post('/api/identity/sso/mappings', {
      claim: 'groups',
      value: 'Harbour Leaders',
      role: 'shift-leader',
      storeId: store.id,
    });
    expect(mapping.statusCode, mapping.body).toBe(201);
    const mappingId = mapping.json().mappings.at(-1).id;
    expect((await admin.api.delete(`/api/identity/sso/mappings/${mappingId}`)).statusCode).toBe(
      204,
    );
    const added = await entryAbout(admin.api, 'settings.sso-mapping-added', mappingId);
    expect(added).toMatchObject({
      target: { kind: 'sso-mapping', name: 'groups = Harbour Leaders' },
      storeId: store.id,
      detail: { role: 'shift-leader', store: 'Harbour Road' },
    });
    await entryAbout(admin.api, 'settings.sso-mapping-removed', mappingId);

    // Store managers need two-factor for a moment; the policy goes back at once.
    const policy = await admin.api.put('/api/identity/two-factor', { roles: ['store'] });
    expect(policy.statusCode, policy.body).toBe(200);
    expect((await admin.api.put('/api/identity/two-factor', { roles: [] })).statusCode).toBe(200);
    const [back, on] = await auditEntries(admin.api, { action: 'settings.two-factor-changed' });
    expect(on?.detail).toEqual({ roles: { from: [], to: ['store'] } });
    expect(back?.detail).toEqual({ roles: { from: ['store'], to: [] } });
  });

  it("records a person's two-factor reset, and exports downloaded", async () => {
    const person = await createUser(t.deps, { role: 'store', storeId: store.id });
    await t.deps.db.kysely
      .insertInto('user_two_factor')
      .values({
        user_id: person.id,
        secret: 'JBSWY3DPEHPK3PXP',
        created_at: t.clock.now().toISOString(),
        enabled_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await admin.api.delete(`/api/users/${person.id}/two-factor`)).statusCode).toBe(204);
    // Nothing left to reset: nothing more is written.
    expect((await admin.api.delete(`/api/users/${person.id}/two-factor`)).statusCode).toBe(204);
    const resets = await auditEntries(admin.api, { action: 'two-factor.reset' });
    expect(resets.filter((entry) => entry.target?.id === person.id)).toHaveLength(1);

    const csv = await admin.api.get(
      `/api/exports/items.csv?storeId=${store.id}&from=2026-11-01&to=2026-11-20`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [download] = await auditEntries(admin.api, { action: 'export', storeId: store.id });
    expect(download).toMatchObject({
      action: 'export.downloaded',
      actor: { id: admin.id },
      target: { kind: 'export', id: 'items.csv' },
      storeId: store.id,
      detail: { export: 'items.csv', from: '2026-11-01', to: '2026-11-20' },
    });
    const league = await admin.api.get(`/api/insights/league.csv?storeId=${store.id}`);
    expect(league.statusCode, league.body).toBe(200);
    const [insights] = await auditEntries(admin.api, { action: 'export', storeId: store.id });
    expect(insights).toMatchObject({
      target: { kind: 'export', id: 'league.csv' },
      detail: { export: 'league.csv', from: expect.any(String), to: expect.any(String) },
    });
  });

  it('records what the identity provider does through SCIM as SCIM, by its token', async () => {
    const secret = await madeToken(admin.api, 'Entra ID (audit)');
    const scim = scimClient(t.app, secret);
    const userName = `jamie-${randomUUID().slice(0, 8)}@test.example`;
    const created = await scim.post('/Users', {
      ...scimUserBody(userName),
      [SCIM_SCHEMAS.shiftcheckUser]: { role: 'shift-leader', storeNumber: store.storeNumber },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const off = await scim.patch(
      `/Users/${id}`,
      patchOp({ op: 'replace', path: 'active', value: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await scim.delete(`/Users/${id}`)).statusCode).toBe(204);

    const about = (await auditEntries(admin.api, { action: 'user' })).filter(
      (entry) => entry.target?.id === id,
    );
    expect(about.map((entry) => entry.action)).toEqual([
      'user.deleted',
      'user.deactivated',
      'user.created',
    ]);
    for (const entry of about) {
      expect(entry.actor).toMatchObject({ kind: 'scim', name: 'Entra ID (audit)' });
      expect(entry.ip).toBe(LOOPBACK);
    }
    const [token] = await auditEntries(admin.api, { action: 'scim-token.created' });
    expect(token).toMatchObject({
      actor: { id: admin.id },
      target: { kind: 'scim-token', name: 'Entra ID (audit)' },
    });
    expect(JSON.stringify(token)).not.toContain(secret);
    const tokenId = token?.target?.id ?? '';
    expect((await admin.api.delete(`/api/identity/scim-tokens/${tokenId}`)).statusCode).toBe(204);
    await entryAbout(admin.api, 'scim-token.revoked', tokenId);
  });

  it('commits an entry with its change, and a change that fails writes none', async () => {
    const name = `Gone ${randomUUID().slice(0, 8)}`;
    // The area is written, then its stores are found gone: the whole change rolls back.
    const refused = await admin.api.post('/api/areas', { name, storeIds: [randomUUID()] });
    expect(refused.statusCode).toBe(400);
    const none = await auditEntries(admin.api, { action: 'area', limit: 200 });
    expect(none.filter((entry) => entry.target?.name === name)).toEqual([]);
    expect(
      await t.deps.db.kysely.selectFrom('areas').select('id').where('name', '=', name).execute(),
    ).toEqual([]);

    const made = await admin.api.post('/api/areas', { name, storeIds: [] });
    expect(made.statusCode, made.body).toBe(201);
    const entry = await entryAbout(admin.api, 'area.created', made.json().id);
    expect(entry.target?.name).toBe(name);
  });

  it('is for super admins alone', async () => {
    const manager = await signedInUser(t, 'store', store.id);
    expect((await manager.api.get('/api/audit-log')).statusCode).toBe(403);
    expect((await manager.api.get('/api/audit-log/export?format=csv')).statusCode).toBe(403);
    expect((await apiClient(t.app).get('/api/audit-log')).statusCode).toBe(401);
  });
});
