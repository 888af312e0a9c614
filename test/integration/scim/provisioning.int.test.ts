// SCIM 2.0 provisioning on both databases, as an identity provider's script following RFC 7644
// sends it: it looks a person up by userName, creates them, finds them again, turns them off
// (Entra ID's `"value": "False"`) — their sessions, a store tablet's included, and their live
// stream end within 5 s; no password, PIN or reset link lets them back — turns them on again,
// changes them (PUT and PATCH with and without paths) and deletes them, their records keeping
// their name.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import { SCIM_MESSAGES } from '#domain/scim/messages';
import { SCIM_SCHEMAS, scimUserSchema } from '#domain/scim/protocol';
import { userListSchema } from '#domain/users/schemas';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import {
  createChecklist,
  createStore,
  createUser,
  sessionCookieFor,
  tabletSessionCookieFor,
} from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { openSseStream, settlesWithin } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';
import {
  listed,
  madeToken,
  patchOp,
  scimClient,
  scimError,
  scimUserBody,
  type ScimClient,
} from './scim-client';

const EXTENSION = SCIM_SCHEMAS.shiftcheckUser;

describe.each(testDialects())('SCIM provisioning on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  let admin: SignedInUser;
  let scim: ScimClient;
  let store: { id: string; storeNumber: string };
  const user = (answer: { json(): unknown }) => scimUserSchema.parse(answer.json());
  const apiError = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    store = await createStore(t.deps, { name: 'Riverside' });
    admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    scim = scimClient(t.app, await madeToken(admin.api));
  });

  it('creates a person the way Entra ID does: look up, create, find by userName and externalId', async () => {
    const userName = `Jamie.Rivera.${Date.now()}@Example.com`;
    const none = await scim.get(`/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(listed(none)).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim.post('/Users', scimUserBody(userName));
    expect(created.statusCode, created.body).toBe(201);
    const jamie = user(created);
    expect(created.headers.location).toBe(jamie.meta.location);
    expect(jamie.meta.location).toMatch(new RegExp(`/scim/v2/Users/${jamie.id}$`));
    expect(jamie).toMatchObject({
      userName: userName.toLowerCase(),
      active: true,
      displayName: 'Jamie Rivera',
      name: { givenName: 'Jamie', familyName: 'Rivera' },
      externalId: `ext-${userName}`,
      emails: [{ value: userName.toLowerCase(), primary: true }],
      [EXTENSION]: { role: 'shift-leader', storeNumber: 'MCD001' },
      meta: { resourceType: 'User' },
    });

    for (const filter of [
      `userName eq "${userName.toUpperCase()}"`,
      `externalId eq "ext-${userName}"`,
      `id eq "${jamie.id}"`,
    ]) {
      const found = listed(await scim.get(`/Users?filter=${encodeURIComponent(filter)}`));
      expect(found.totalResults, filter).toBe(1);
      expect(found.Resources[0]?.id, filter).toBe(jamie.id);
    }
    const again = await scim.post('/Users', scimUserBody(userName.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(scimError(again)).toMatchObject({ status: '409', scimType: 'uniqueness' });

    // The users list shows them like anyone else, with the password nobody knows.
    const signIn = await apiClient(t.app).post('/api/auth/sign-in', {
      email: userName,
      password: 'correct-horse-1',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('places a person where the extension says, and never makes a super admin', async () => {
    const manager = await scim.post(
      '/Users',
      scimUserBody(`mgr-${Date.now()}@example.com`, {
        [EXTENSION]: { role: 'store', storeNumber: store.storeNumber },
      }),
    );
    expect(manager.statusCode, manager.body).toBe(201);
    expect(user(manager)[EXTENSION]).toEqual({ role: 'store', storeNumber: store.storeNumber });

    const boss = await scim.post(
      '/Users',
      scimUserBody(`boss-${Date.now()}@example.com`, { [EXTENSION]: { role: 'super-admin' } }),
    );
    expect(boss.statusCode).toBe(403);
    expect(scimError(boss).status).toBe('403');
    const nowhere = await scim.post(
      '/Users',
      scimUserBody(`lost-${Date.now()}@example.com`, { [EXTENSION]: { storeNumber: 'NO-SUCH' } }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(scimError(nowhere).scimType).toBe('invalidValue');
  });

  it('turns a leaver off within seconds: sessions, a tablet’s too, and the live stream end; nothing lets them back in', async () => {
    const sam = await createUser(t.deps, {
      role: 'shift-leader',
      storeId: store.id,
      displayName: 'Sam Leaver',
      password: 'sams-password-1',
    });
    const checklist = await createChecklist(t.deps, { by: sam, storeId: store.id });
    const cookie = await sessionCookieFor(t.deps, sam.id);
    expect((await apiClient(t.app, cookie).put('/api/auth/pin', { pin: '2580' })).statusCode).toBe(
      200,
    );
    const onTablet = await tabletSessionCookieFor(t.deps, sam.id, store.id);
    const stream = await openSseStream(base, cookie);
    const tabletStream = await openSseStream(base, onTablet.cookie);

    const off = await scim.patch(
      `/Users/${sam.id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'False' }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(user(off).active).toBe(false);
    expect(await settlesWithin(stream.ended, 5000)).toBe(true);
    expect(await settlesWithin(tabletStream.ended, 5000)).toBe(true);
    for (const gone of [cookie, onTablet.cookie]) {
      expect((await apiClient(t.app, gone).get('/api/auth/session')).json()).toEqual({
        user: null,
      });
    }
    const sessions = await t.deps.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', sam.id)
      .execute();
    expect(sessions).toEqual([]);

    // The right password says why; a wrong one says no more than to anyone.
    const right = await apiClient(t.app).post('/api/auth/sign-in', {
      email: sam.email,
      password: 'sams-password-1',
    });
    expect(right.statusCode).toBe(403);
    expect(apiError(right.body).message).toBe(SCIM_MESSAGES.accountOff);
    const wrong = await apiClient(t.app).post('/api/auth/sign-in', {
      email: sam.email,
      password: 'not-sams-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(apiError(wrong.body).message).toBe(SIGN_IN_MESSAGES.invalidCredentials);
    const pin = await apiClient(t.app, onTablet.tabletCookie).post('/api/tablet/sign-in', {
      userId: sam.id,
      pin: '2580',
    });
    expect(pin.statusCode).toBe(403);
    expect(apiError(pin.body).message).toBe(SCIM_MESSAGES.accountOff);
    const reset = await admin.api.post('/api/users/password-reset', { email: sam.email });
    expect(reset.statusCode).toBe(409);
    expect(apiError(reset.body).message).toBe(SCIM_MESSAGES.resetAccountOff);
    const forgot = await apiClient(t.app).post('/api/auth/password-reset/request', {
      email: sam.email,
    });
    expect(forgot.statusCode).toBe(200);
    const links = await t.deps.db.kysely
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', sam.id)
      .execute();
    expect(links).toEqual([]);
    const list = userListSchema.parse(
      (await admin.api.get(`/api/users?search=${encodeURIComponent(sam.email)}`)).json(),
    );
    expect(list.users).toEqual([expect.objectContaining({ id: sam.id, deactivated: true })]);

    // Okta's way back: a replace without a path.
    const on = await scim.patch(
      `/Users/${sam.id}`,
      patchOp({ op: 'replace', value: { active: true } }),
    );
    expect(user(on).active).toBe(true);
    const back = await apiClient(t.app).post('/api/auth/sign-in', {
      email: sam.email,
      password: 'sams-password-1',
    });
    expect(back.statusCode, back.body).toBe(200);

    // Deleted: gone from SCIM, their checklist keeps the name it was made under.
    expect((await scim.delete(`/Users/${sam.id}`)).statusCode).toBe(204);
    const missing = await scim.get(`/Users/${sam.id}`);
    expect(missing.statusCode).toBe(404);
    expect(scimError(missing).status).toBe('404');
    expect((await scim.delete(`/Users/${sam.id}`)).statusCode).toBe(404);
    const kept = await admin.api.get(`/api/checklists/${checklist.id}`);
    expect(kept.json()).toMatchObject({ creatorName: 'Sam Leaver' });
  });

  it('changes a person with PUT and with PATCH paths as Entra ID and Okta send them', async () => {
    const created = user(await scim.post('/Users', scimUserBody(`alex-${Date.now()}@example.com`)));
    const put = await scim.put(`/Users/${created.id}`, {
      schemas: [SCIM_SCHEMAS.user],
      userName: created.userName,
      displayName: 'Alex R.',
      name: { givenName: 'Alex', familyName: 'Rivera' },
      active: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(user(put)).toMatchObject({ displayName: 'Alex R.', name: { givenName: 'Alex' } });
    expect(user(put).externalId).toBeUndefined();
    // PUT without the extension keeps where they work.
    expect(user(put)[EXTENSION].role).toBe('shift-leader');

    const newName = `alex.rivera-${Date.now()}@example.com`;
    const patched = await scim.patch(
      `/Users/${created.id}`,
      patchOp(
        { op: 'Replace', path: 'name.givenName', value: 'Alexis' },
        { op: 'Add', path: 'externalId', value: 'entra-42' },
        { op: 'Replace', path: 'userName', value: newName },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: newName },
        { op: 'Replace', path: `${EXTENSION}:role`, value: 'store' },
        { op: 'Add', path: `${EXTENSION}:storeNumber`, value: store.storeNumber },
        { op: 'Replace', value: { displayName: 'Alexis Rivera', 'name.familyName': 'Rivera-Li' } },
        {
          op: 'Remove',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager',
        },
      ),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(user(patched)).toMatchObject({
      userName: newName,
      externalId: 'entra-42',
      displayName: 'Alexis Rivera',
      name: { givenName: 'Alexis', familyName: 'Rivera-Li' },
      [EXTENSION]: { role: 'store', storeNumber: store.storeNumber },
    });
    const removed = await scim.patch(
      `/Users/${created.id}`,
      patchOp({ op: 'remove', path: 'externalId' }, { op: 'remove', path: 'displayName' }),
    );
    expect(user(removed).externalId).toBeUndefined();
    // Without a displayName, the name shown is the name's parts.
    expect(user(removed).displayName).toBe('Alexis Rivera-Li');
  });

  it('leaves a super admin’s role, address and account to ShiftCheck', async () => {
    const boss = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const demote = await scim.patch(
      `/Users/${boss.id}`,
      patchOp({ op: 'replace', path: `${EXTENSION}:role`, value: 'shift-leader' }),
    );
    expect(demote.statusCode).toBe(403);
    const readdress = await scim.patch(
      `/Users/${boss.id}`,
      patchOp({ op: 'replace', path: 'userName', value: 'attacker@example.com' }),
    );
    expect(readdress.statusCode).toBe(403);
    expect((await scim.delete(`/Users/${boss.id}`)).statusCode).toBe(403);
    // A leaver among them is still turned off (another super admin remains).
    const off = await scim.patch(
      `/Users/${boss.id}`,
      patchOp({ op: 'replace', path: 'active', value: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(user(off).active).toBe(false);
  });
});
