import { beforeAll, describe, expect, it } from 'vitest';
import authEs from '#domain/i18n/catalogues/rules-auth/es.json' with { type: 'json' };
import authPl from '#domain/i18n/catalogues/rules-auth/pl.json' with { type: 'json' };
import type { AdminStore } from '#domain/stores/api';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { editStore, storeNumbers } from '#test/support/stores';
import { useTestApp } from '#test/support/use-test-app';

/** Store numbers of this file's own. */
const nextNumber = storeNumbers('8');

/**
 * A store's language (docs/decisions/040): set by a super admin on the store form, listed in
 * Store Management, and what the store's people get who chose none and whose device's language
 * ShiftCheck does not ship.
 */
describe.each(testDialects())("a store's language on %s", (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(t, 'super-admin', null);
  });

  const listed = async (storeId: string) => {
    const list = (await admin.api.get('/api/admin/stores')).json() as { stores: AdminStore[] };
    return list.stores.find((store) => store.id === storeId);
  };
  const edit = (store: AdminStore, changes: Record<string, unknown>) =>
    editStore(admin, store, changes);

  it('is none unless given on create, is set and cleared by an edit, and is listed', async () => {
    const plain = await admin.api.post('/api/stores', { name: 'Plain', storeNumber: nextNumber() });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().locale).toBeNull();

    const created = await admin.api.post('/api/stores', {
      name: 'Lisboa',
      storeNumber: nextNumber(),
      locale: 'pt-BR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const store = created.json() as AdminStore;
    expect(store.locale).toBe('pt-BR');
    expect(await listed(store.id)).toMatchObject({ locale: 'pt-BR' });

    const changed = await edit(store, { locale: 'zh-CN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().locale).toBe('zh-CN');
    expect(await listed(store.id)).toMatchObject({ locale: 'zh-CN' });
    expect((await admin.api.get(`/api/stores/${store.id}`)).json().locale).toBe('zh-CN');

    // An edit that does not mention it (an older client) leaves it as it is.
    const renamed = await edit(store, { name: 'Lisboa Centro' });
    expect(renamed.json()).toMatchObject({ name: 'Lisboa Centro', locale: 'zh-CN' });

    const cleared = await edit(store, { locale: null });
    expect(cleared.statusCode).toBe(200);
    expect(await listed(store.id)).toMatchObject({ locale: null });
  });

  it('refuses a language ShiftCheck does not ship, and changes nothing', async () => {
    const store = (
      await admin.api.post('/api/stores', {
        name: 'Kraków',
        storeNumber: nextNumber(),
        locale: 'pl',
      })
    ).json() as AdminStore;
    const before = await listed(store.id);
    for (const locale of ['de', 'EN-gb', 'pt', '', 42, { tag: 'es' }]) {
      const answer = await edit(store, { name: 'Changed', locale });
      expect(answer.statusCode, JSON.stringify(locale)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    expect(await listed(store.id)).toEqual(before);

    const count = (await admin.api.get('/api/admin/stores')).json().stores.length;
    const refused = await admin.api.post('/api/stores', {
      name: 'Berlin',
      storeNumber: nextNumber(),
      locale: 'de-DE',
    });
    expect(refused.statusCode).toBe(400);
    expect((await admin.api.get('/api/admin/stores')).json().stores.length).toBe(count);
  });

  it("answers the store's people who chose none in it, from the next request on", async () => {
    const made = await createStore(t.deps);
    const store = (await admin.api.get(`/api/stores/${made.id}`)).json() as AdminStore;
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const asLeader = (url: string) =>
      t.app.inject({ url, headers: { cookie: leader.cookie, 'accept-language': 'de' } });

    // Read (and on SQLite kept in memory) before the store has a language.
    const before = await asLeader('/api/auth/session');
    expect(before.json().user).toMatchObject({ locale: null, storeLocale: null });

    expect((await edit(store, { locale: 'pl' })).statusCode).toBe(200);

    const after = await asLeader('/api/auth/session');
    expect(after.json().user).toMatchObject({ locale: null, storeLocale: 'pl' });
    // German is not shipped: the store's Polish, with the entry that wrote it.
    const refused = await asLeader('/api/admin/stores');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      message: authPl.notAllowed,
      key: 'rules-auth.notAllowed',
    });

    // Their own choice still comes first.
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { locale: 'es' },
      headers: { cookie: leader.cookie },
    });
    expect(chose.statusCode).toBe(200);
    const own = await asLeader('/api/admin/stores');
    expect(own.json().error.message).toBe(authEs.notAllowed);
  });
});
