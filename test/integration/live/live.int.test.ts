import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore, signInCookie } from '#test/support/factories';
import { startTestApp, testDialects, type TestApp } from '#test/support/harness';
import { openSseStream, settlesWithin, type SseStream } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';
import { MAX_STREAMS_PER_SESSION } from '#server/live/streams';

async function createChecklist(leader: SignedInUser, storeId: string, category = 'day') {
  const response = await leader.api.post('/api/checklists', { storeId, category });
  return response.json() as { id: string; items: Array<{ id: string }> };
}

const tick = (leader: SignedInUser, checklist: { id: string; items: Array<{ id: string }> }) =>
  leader.api.patch(`/api/checklists/${checklist.id}/items/${checklist.items[0]!.id}`, {
    type: 'complete',
    completed: true,
  });

describe.each(testDialects())('live updates on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base: string;
  const open: SseStream[] = [];
  const stream = async (cookie: string, at = base) => {
    const opened = await openSseStream(at, cookie);
    open.push(opened);
    await opened.next('hello');
    return opened;
  };

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => open.forEach((s) => s.close()));

  it('tells a store manager about a leader’s changes in their store, and not about other stores', async () => {
    const store = await createStore(t.deps);
    const otherStore = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const otherLeader = await signedInUser(t, 'shift-leader', otherStore.id);
    const live = await openSseStream(base, manager.cookie);
    open.push(live);
    const hello = await live.next('hello');
    expect(hello.origin).toEqual(expect.any(String));

    await createChecklist(otherLeader, otherStore.id);
    const checklist = await createChecklist(leader, store.id);
    expect(await live.next('checklist')).toEqual({
      action: 'created',
      storeId: store.id,
      checklistId: checklist.id,
      businessDate: '2026-11-22',
      origin: expect.any(String),
    });
    await tick(leader, checklist);
    const change = await live.next('checklist');
    expect(change).toMatchObject({ action: 'changed', checklistId: checklist.id });
    expect(change.origin).not.toBe(hello.origin);
    await leader.api.delete(`/api/checklists/${checklist.id}`);
    expect(await live.next('checklist')).toMatchObject({ action: 'deleted' });
    expect(live.events.filter((e) => e.event === 'checklist')).toEqual([]);
  });

  it('announces nothing for a refused change', async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(leader, store.id, 'night');
    const live = await stream(leader.cookie);
    expect((await tick(manager, checklist)).statusCode).toBe(403);
    await expect(live.next('checklist', 500)).rejects.toThrow('no checklist event');
  });

  it('closes a stream when its session signs out, and only that session’s', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const otherTab = await stream(leader.cookie);
    const otherDevice = await stream(await signInCookie(t.app, leader.email, leader.password));
    await leader.api.post('/api/auth/sign-out');
    expect(await settlesWithin(otherTab.ended, 2000)).toBe(true);
    expect(await settlesWithin(otherDevice.ended, 300)).toBe(false);
  });

  it('closes the other sessions’ streams when the password changes', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const phone = await stream(await signInCookie(t.app, leader.email, leader.password));
    const own = await stream(leader.cookie);
    const changed = await leader.api.post('/api/auth/password', {
      currentPassword: leader.password,
      newPassword: 'brand-new-pass-7',
      confirmPassword: 'brand-new-pass-7',
    });
    expect(changed.statusCode).toBe(200);
    expect(await settlesWithin(phone.ended, 2000)).toBe(true);
    expect(await settlesWithin(own.ended, 300)).toBe(false);
  });

  it('stops sending a store’s changes to someone moved to another store', async () => {
    const store = await createStore(t.deps);
    const newStore = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const newLeader = await signedInUser(t, 'shift-leader', newStore.id);
    const live = await stream(manager.cookie);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ store_id: newStore.id })
      .where('id', '=', manager.id)
      .execute();
    t.deps.live.committed([{ type: 'access', userId: manager.id }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await createChecklist(leader, store.id);
    const moved = await createChecklist(newLeader, newStore.id);
    expect(await live.next('checklist')).toMatchObject({ checklistId: moved.id });
    expect(live.events).toEqual([]);
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session, closing the oldest`, async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const streams: SseStream[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_SESSION; i += 1) streams.push(await stream(leader.cookie));
    expect(await settlesWithin(streams[0]!.ended, 2000)).toBe(true);
    for (const later of streams.slice(1)) expect(await settlesWithin(later.ended, 50)).toBe(false);
  });

  describe('with a short heartbeat', () => {
    let quick: TestApp;
    let quickBase: string;
    beforeAll(async () => {
      quick = await startTestApp(t.database, { build: { live: { heartbeatMs: 100 } } });
      quickBase = await quick.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => quick.stop());

    it('closes the stream of a session that expired', async () => {
      const store = await createStore(quick.deps);
      const leader = await signedInUser(quick, 'shift-leader', store.id);
      const live = await stream(leader.cookie, quickBase);
      expect(await settlesWithin(live.ended, 400)).toBe(false);
      quick.clock.advanceMinutes(31 * 24 * 60);
      expect(await settlesWithin(live.ended, 2000)).toBe(true);
    });
  });

  it('ends open streams when the server shuts down, so shutdown does not hang', async () => {
    const other = await startTestApp(t.database);
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const store = await createStore(other.deps);
    const manager = await signedInUser(other, 'store', store.id);
    const live = await stream(manager.cookie, address);
    await other.stop();
    expect(await settlesWithin(live.ended, 1000)).toBe(true);
  });
});
