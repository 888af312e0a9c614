import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInUser } from '#test/support/api-client';
import { createStore, createUser, sessionCookieFor } from '#test/support/factories';
import { startTestApp, type TestApp } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const url = process.env.TEST_DATABASE_URL;
const ROUNDS = 20;

/**
 * Two instances on one PostgreSQL database, as behind a load balancer. Each round warms instance
 * B with the session, ends or changes it through instance A, and asks B at once — no wait for the
 * NOTIFY that tells B's live streams. Every one of those requests must see the change.
 */
describe.runIf(url)('a session ended on one PostgreSQL instance, on the other', () => {
  const a = useTestApp('postgres');
  let b: TestApp;

  beforeAll(async () => {
    b = await startTestApp(a.database);
  });
  afterAll(async () => b.stop());

  const onB = (cookie: string, path: string) => b.app.inject({ url: path, headers: { cookie } });

  it(`refuses the very next request on the other instance after a sign-out, ${ROUNDS} of ${ROUNDS} times`, async () => {
    const store = await createStore(a.deps);
    const leader = await createUser(a.deps, { role: 'shift-leader', storeId: store.id });
    const day = `/api/stores/${store.id}/day`;
    let served = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await sessionCookieFor(a.deps, leader.id);
      expect((await onB(cookie, day)).statusCode).toBe(200);
      expect((await apiClient(a.app, cookie).post('/api/auth/sign-out')).statusCode).toBe(204);
      if ((await onB(cookie, day)).statusCode !== 401) served += 1;
    }
    expect(served, `${served} of ${ROUNDS} requests were served after the sign-out`).toBe(0);
  });

  it(`refuses the other sessions on the other instance right after a password change, ${ROUNDS} of ${ROUNDS} times`, async () => {
    const store = await createStore(a.deps);
    const leader = await signedInUser(a, 'shift-leader', store.id);
    const day = `/api/stores/${store.id}/day`;
    let password = leader.password;
    let served = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = await sessionCookieFor(a.deps, leader.id);
      expect((await onB(phone, day)).statusCode).toBe(200);
      const next = `brand-new-pass-${round}-7q`;
      const changed = await leader.api.post('/api/auth/password', {
        currentPassword: password,
        newPassword: next,
        confirmPassword: next,
      });
      expect(changed.statusCode).toBe(200);
      password = next;
      if ((await onB(phone, day)).statusCode !== 401) served += 1;
    }
    expect(served, `${served} of ${ROUNDS} requests were served after the change`).toBe(0);
  });

  it(`answers under the new role on the other instance right after a role change, ${ROUNDS} of ${ROUNDS} times`, async () => {
    const store = await createStore(a.deps);
    const admin = await signedInUser(a, 'super-admin', null);
    let stale = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const manager = await createUser(a.deps, { role: 'store', storeId: store.id });
      const cookie = await sessionCookieFor(a.deps, manager.id);
      // A store manager may list users (their own leaders); a shift leader may not.
      expect((await onB(cookie, '/api/users')).statusCode).toBe(200);
      const changed = await admin.api.post('/api/users/role', {
        email: manager.email,
        role: 'shift-leader',
      });
      expect(changed.statusCode).toBe(200);
      if ((await onB(cookie, '/api/users')).statusCode !== 403) stale += 1;
    }
    expect(stale, `${stale} of ${ROUNDS} requests were answered under the old role`).toBe(0);
  });

  it(`refuses a deleted person's session on the other instance at once, ${ROUNDS} of ${ROUNDS} times`, async () => {
    const store = await createStore(a.deps);
    const admin = await signedInUser(a, 'super-admin', null);
    const day = `/api/stores/${store.id}/day`;
    let served = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const leader = await createUser(a.deps, { role: 'shift-leader', storeId: store.id });
      const cookie = await sessionCookieFor(a.deps, leader.id);
      expect((await onB(cookie, day)).statusCode).toBe(200);
      expect((await admin.api.delete(`/api/users/${leader.id}`)).statusCode).toBe(204);
      if ((await onB(cookie, day)).statusCode !== 401) served += 1;
    }
    expect(served, `${served} of ${ROUNDS} requests were served after the deletion`).toBe(0);
  });
});
