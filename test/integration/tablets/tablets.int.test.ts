// The shared store tablet on both databases (docs/decisions/051): pairing once with a code a
// manager shows (a used or expired code is refused), PIN sign-in from the lock screen, five
// wrong PINs lock the person there (and their managers hear), a PIN set by a manager replaced
// on first use, what a tablet session may not do, the History naming person and tablet, changes
// queued in one person's session sent as them after the next opened theirs, locking, and
// revocation ending the tablet's sessions and streams within seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { checklistHistorySchema } from '#domain/checklists/api';
import {
  lockScreenSchema,
  pairingSchema,
  PIN_TRIES_PER_PERSON,
  pinStatusSchema,
  storeTabletsSchema,
} from '#domain/tablets/api';
import { TABLET_ACCESS_MESSAGES } from '#domain/tablets/access-messages';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import { TABLET_COOKIE } from '#server/tablets/tablet-cookie';
import {
  apiClient,
  signedInUser,
  type ApiClient,
  type SignedInUser,
} from '#test/support/api-client';
import { createChecklist, createStore, moveUserToStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { openSseStream, settlesWithin } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';

const TICK = { type: 'complete', completed: true } as const;
const UNTICK = { type: 'complete', completed: false } as const;

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? null;
};

describe.each(testDialects())('the store tablet on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  let storeId = '';
  let otherStoreId = '';
  let manager: SignedInUser;
  let sam: SignedInUser;
  let alex: SignedInUser;
  let stranger: SignedInUser;
  const error = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    storeId = (await createStore(t.deps, { name: 'Riverside' })).id;
    otherStoreId = (await createStore(t.deps, { name: 'Hillside' })).id;
    manager = await signedInUser(t, 'store', storeId, 'Morgan Manager');
    sam = await signedInUser(t, 'shift-leader', storeId, 'Sam Leader');
    alex = await signedInUser(t, 'shift-leader', storeId, 'Alex Crew');
    stranger = await signedInUser(t, 'shift-leader', otherStoreId, 'Pat Elsewhere');
    for (const [person, pin] of [
      [sam, '2580'],
      [alex, '7391'],
      [stranger, '4826'],
    ] as const) {
      expect((await person.api.put('/api/auth/pin', { pin })).statusCode).toBe(200);
    }
  });
  afterAll(() => {
    t.clock.current = new Date('2026-11-20T12:00:00Z');
  });

  /** A manager's code, entered on a fresh browser: the tablet's credential cookie. */
  async function pairedTablet(name = 'Office tablet'): Promise<string> {
    const shown = await manager.api.post(`/api/stores/${storeId}/tablet-pairings`, { name });
    expect(shown.statusCode, shown.body).toBe(201);
    const { code } = pairingSchema.parse(shown.json());
    const paired = await apiClient(t.app).post('/api/tablet/pair', { code: code.toLowerCase() });
    expect(paired.statusCode, paired.body).toBe(200);
    return cookieOf(paired.headers['set-cookie'], TABLET_COOKIE)!;
  }

  /** A PIN typed on the tablet: the session's cookie (with the tablet's) and its write key. */
  async function pinIn(tabletCookie: string, userId: string, pin: string) {
    const answer = await apiClient(t.app, tabletCookie).post('/api/tablet/sign-in', {
      userId,
      pin,
    });
    if (answer.statusCode !== 200) return { answer, api: null, writeKey: '', cookie: '' };
    const cookie = `${cookieOf(answer.headers['set-cookie'], SESSION_COOKIE)}; ${tabletCookie}`;
    const { writeKey } = answer.json<{ writeKey: string }>();
    return { answer, api: apiClient(t.app, cookie), writeKey, cookie };
  }

  it('pairs a browser once with the code a manager shows; a used, expired or wrong code is refused', async () => {
    const shown = await manager.api.post(`/api/stores/${storeId}/tablet-pairings`, {
      name: 'Drive-thru tablet',
    });
    const { code, expiresAt } = pairingSchema.parse(shown.json());
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(10 * 60_000);
    const tablet = apiClient(t.app);
    const first = await tablet.post('/api/tablet/pair', { code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ tablet: { name: 'Drive-thru tablet', storeId } });
    const again = await tablet.post('/api/tablet/pair', { code });
    expect(again.statusCode).toBe(400);
    expect(error(again.body).message).toBe(TABLET_MESSAGES.codeInvalid);

    const late = pairingSchema.parse(
      (await manager.api.post(`/api/stores/${storeId}/tablet-pairings`, { name: 'Late' })).json(),
    );
    const now = t.clock.now();
    t.clock.current = new Date(now.getTime() + 10 * 60_000 + 1000);
    const expired = await tablet.post('/api/tablet/pair', { code: late.code });
    t.clock.current = now;
    expect(error(expired.body).message).toBe(TABLET_MESSAGES.codeInvalid);
    const malformed = await tablet.post('/api/tablet/pair', { code: 'ABC' });
    expect(malformed.statusCode).toBe(400);
    expect(error(malformed.body).message).toBe(TABLET_MESSAGES.codeFormat);
    const noName = await manager.api.post(`/api/stores/${storeId}/tablet-pairings`, { name: ' ' });
    expect(error(noName.body).message).toBe(TABLET_MESSAGES.nameRequired);

    const listed = storeTabletsSchema.parse(
      (await manager.api.get(`/api/stores/${storeId}/tablets`)).json(),
    );
    expect(listed.tablets.map((x) => x.name)).toContain('Drive-thru tablet');
    expect(listed.tablets.find((x) => x.name === 'Drive-thru tablet')).toMatchObject({
      pairedByName: 'Morgan Manager',
    });
    expect(listed.lockMinutes).toBe(2);
  });

  it('shows the store’s people on the lock screen and opens a session with the right PIN', async () => {
    const tabletCookie = await pairedTablet();
    const screen = lockScreenSchema.parse(
      (await apiClient(t.app, tabletCookie).get('/api/tablet')).json(),
    );
    expect(screen.tablet).toMatchObject({
      name: 'Office tablet',
      storeName: 'Riverside',
      lockMinutes: 2,
    });
    const names = screen.people.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Sam Leader', 'Alex Crew', 'Morgan Manager']));
    expect(names).not.toContain('Pat Elsewhere');
    expect(screen.people.find((p) => p.name === 'Sam Leader')).toMatchObject({
      initials: 'SL',
      hasPin: true,
    });

    const notPaired = await apiClient(t.app).get('/api/tablet');
    expect(notPaired.statusCode).toBe(401);
    expect(error(notPaired.body).message).toBe(TABLET_MESSAGES.notPaired);
    const noTablet = await apiClient(t.app).post('/api/tablet/sign-in', {
      userId: sam.id,
      pin: '2580',
    });
    expect(noTablet.statusCode).toBe(401);

    const opened = await pinIn(tabletCookie, sam.id, '2580');
    expect(opened.answer.statusCode, opened.answer.body).toBe(200);
    const session = await opened.api!.get('/api/auth/session');
    expect(session.json()).toMatchObject({
      user: { id: sam.id, tablet: { name: 'Office tablet', lockMinutes: 2 } },
    });
    // A person moved to another store no longer works on this one's tablet.
    const moving = await signedInUser(t, 'shift-leader', storeId, 'Kim Moving');
    await moving.api.put('/api/auth/pin', { pin: '3691' });
    const movingOn = await pinIn(tabletCookie, moving.id, '3691');
    await moveUserToStore(t.deps, moving.id, otherStoreId);
    expect((await movingOn.api!.get('/api/auth/session')).json()).toEqual({ user: null });
    const elsewhere = await pinIn(tabletCookie, stranger.id, '4826');
    expect(elsewhere.answer.statusCode).toBe(403);
    expect(error(elsewhere.answer.body).message).toBe(TABLET_ACCESS_MESSAGES.personNotHere);
  });

  it('locks a person on the tablet after five wrong PINs, tells their manager, and lets them in after 15 minutes', async () => {
    const tabletCookie = await pairedTablet('Kitchen tablet');
    for (let wrong = 1; wrong < PIN_TRIES_PER_PERSON; wrong += 1) {
      const { answer } = await pinIn(tabletCookie, alex.id, '0000');
      expect(answer.statusCode).toBe(401);
      expect(error(answer.body).message).toBe(
        TABLET_MESSAGES.pinWrong(PIN_TRIES_PER_PERSON - wrong),
      );
    }
    const fifth = await pinIn(tabletCookie, alex.id, '0000');
    expect(fifth.answer.statusCode).toBe(429);
    expect(error(fifth.answer.body).message).toBe(TABLET_MESSAGES.pinLocked);
    const rightButLocked = await pinIn(tabletCookie, alex.id, '7391');
    expect(rightButLocked.answer.statusCode).toBe(429);
    // Sam, on the same tablet, is not locked by Alex's tries.
    expect((await pinIn(tabletCookie, sam.id, '2580')).answer.statusCode).toBe(200);

    await expect
      .poll(async () => {
        const list = await manager.api.get('/api/notifications');
        return list
          .json<{ notifications: { title: string }[] }>()
          .notifications.map((n) => n.title);
      })
      .toContain('Alex Crew locked on Kitchen tablet');

    const now = t.clock.now();
    t.clock.current = new Date(now.getTime() + 15 * 60_000 + 1000);
    const later = await pinIn(tabletCookie, alex.id, '7391');
    t.clock.current = now;
    expect(later.answer.statusCode, later.answer.body).toBe(200);
  });

  it('asks for a PIN of 4 to 8 digits that is not a run, and has a manager’s PIN replaced on first use', async () => {
    for (const [pin, message] of [
      ['12', TABLET_MESSAGES.pinFormat],
      ['12a4', TABLET_MESSAGES.pinFormat],
      ['123456789', TABLET_MESSAGES.pinFormat],
      ['1234', TABLET_MESSAGES.pinTooSimple],
      ['7777', TABLET_MESSAGES.pinTooSimple],
    ]) {
      const answer = await sam.api.put('/api/auth/pin', { pin });
      expect(answer.statusCode, pin).toBe(400);
      expect(error(answer.body).message).toBe(message);
    }
    const newcomer = await signedInUser(t, 'shift-leader', storeId, 'Noor New');
    expect(pinStatusSchema.parse((await newcomer.api.get('/api/auth/pin')).json())).toEqual({
      hasPin: false,
      mustChange: false,
    });
    const tabletCookie = await pairedTablet();
    const none = await pinIn(tabletCookie, newcomer.id, '1357');
    expect(error(none.answer.body).message).toBe(TABLET_MESSAGES.noPin);
    expect(
      (await manager.api.put(`/api/users/${newcomer.id}/pin`, { pin: '1357' })).statusCode,
    ).toBe(204);
    expect(
      (await stranger.api.put(`/api/users/${newcomer.id}/pin`, { pin: '1357' })).statusCode,
    ).toBe(403);
    const first = await pinIn(tabletCookie, newcomer.id, '1357');
    expect(first.answer.json()).toMatchObject({ mustChangePin: true });
    expect((await first.api!.put('/api/auth/pin', { pin: '8642' })).statusCode).toBe(200);
    const second = await pinIn(tabletCookie, newcomer.id, '8642');
    expect(second.answer.json()).toMatchObject({ mustChangePin: false });
  });

  it('refuses a tablet session what is not a shift leader’s day-to-day, whatever the role', async () => {
    const tabletCookie = await pairedTablet();
    expect((await manager.api.put('/api/auth/pin', { pin: '9157' })).statusCode).toBe(200);
    const onTablet = await pinIn(tabletCookie, manager.id, '9157');
    const refused = async (
      api: ApiClient,
      method: 'get' | 'post' | 'put',
      url: string,
      body?: object,
    ) => {
      const answer = await api[method](url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(error(answer.body).message).toBe(ACCESS_MESSAGES.notOnTablet);
    };
    await refused(onTablet.api!, 'get', `/api/stores/${storeId}/tablets`);
    await refused(onTablet.api!, 'get', '/api/users');
    await refused(onTablet.api!, 'get', `/api/insights/league?period=week&date=2026-11-16`);
    await refused(onTablet.api!, 'post', '/api/auth/password', {
      currentPassword: 'x',
      newPassword: 'y-long-enough-1',
      confirmPassword: 'y-long-enough-1',
    });
    // The same person with their password may.
    expect((await manager.api.get(`/api/stores/${storeId}/tablets`)).statusCode).toBe(200);
    // A tablet session's cookie works only beside the tablet's own credential.
    const alone = apiClient(t.app, onTablet.cookie.split('; ')[0]);
    expect((await alone.get('/api/auth/session')).json()).toEqual({ user: null });
    const otherTablet = await pairedTablet('Another tablet');
    const moved = apiClient(t.app, `${onTablet.cookie.split('; ')[0]}; ${otherTablet}`);
    expect((await moved.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await onTablet.api!.get('/api/auth/session')).json()).toMatchObject({
      user: { id: manager.id },
    });
  });

  it('names the person and the tablet in the History, and sends queued changes as their maker after the next person opened theirs', async () => {
    const tabletCookie = await pairedTablet();
    const samOn = await pinIn(tabletCookie, sam.id, '2580');
    const checklist = await createChecklist(t.deps, { by: sam, storeId, category: 'day' });
    const [first, second, third] = checklist.items.filter((item) => item.kind === 'check');
    const tick = (api: ApiClient, itemId: string) =>
      api.patch(`/api/checklists/${checklist.id}/items/${itemId}`, TICK);
    expect((await tick(samOn.api!, first!.id)).statusCode).toBe(200);

    // Sam's second tick waits without signal; the tablet locks; Alex opens theirs.
    const madeAt = t.clock.now().toISOString();
    expect((await samOn.api!.post('/api/tablet/lock')).statusCode).toBe(204);
    expect((await samOn.api!.get('/api/auth/session')).json()).toEqual({ user: null });
    const alexOn = await pinIn(tabletCookie, alex.id, '7391');
    const queued = await t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${second!.id}`,
      headers: {
        cookie: alexOn.cookie,
        'content-type': 'application/json',
        'tablet-write-key': samOn.writeKey,
        'made-at': madeAt,
      },
      payload: JSON.stringify(TICK),
    });
    expect(queued.statusCode, queued.body).toBe(200);
    // Alex takes the checklist over for the rest of the shift, and ticks.
    const takeOver = await alexOn.api!.post(`/api/checklists/${checklist.id}/take-over`);
    expect(takeOver.statusCode, takeOver.body).toBe(200);
    expect((await tick(alexOn.api!, third!.id)).statusCode).toBe(200);

    // A change said to be made after the lock, or sent from another tablet, is refused plainly.
    const afterLock = await t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${third!.id}`,
      headers: {
        cookie: alexOn.cookie,
        'content-type': 'application/json',
        'tablet-write-key': samOn.writeKey,
        'made-at': new Date(t.clock.now().getTime() + 5 * 60_000).toISOString(),
      },
      payload: JSON.stringify(UNTICK),
    });
    expect(afterLock.statusCode).toBe(403);
    expect(error(afterLock.body).message).toBe(TABLET_MESSAGES.sessionEnded);
    const otherTablet = await pairedTablet('Another tablet');
    const fromElsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${third!.id}`,
      headers: {
        cookie: otherTablet,
        'content-type': 'application/json',
        'tablet-write-key': samOn.writeKey,
        'made-at': madeAt,
      },
      payload: JSON.stringify(UNTICK),
    });
    expect(fromElsewhere.statusCode).toBe(403);

    const history = checklistHistorySchema.parse(
      (await manager.api.get(`/api/checklists/${checklist.id}/history`)).json(),
    );
    const ticks = history.events
      .filter((e) => e.action === 'item-changed' || e.action === 'checklist-taken-over')
      .map((e) => [e.subject, e.userName, e.tabletName]);
    expect(ticks).toEqual([
      [third!.id, 'Alex Crew', 'Office tablet'],
      [null, 'Alex Crew', 'Office tablet'],
      [second!.id, 'Sam Leader', 'Office tablet'],
      [first!.id, 'Sam Leader', 'Office tablet'],
    ]);
  });

  it('revokes a tablet: its sessions and live streams end within seconds and it is not paired any more', async () => {
    const tabletCookie = await pairedTablet('Spare tablet');
    const samOn = await pinIn(tabletCookie, sam.id, '2580');
    const stream = await openSseStream(base, samOn.cookie);
    const { tablets } = storeTabletsSchema.parse(
      (await manager.api.get(`/api/stores/${storeId}/tablets`)).json(),
    );
    const spare = tablets.find((x) => x.name === 'Spare tablet')!;
    const elsewhere = await signedInUser(t, 'store', otherStoreId);
    expect((await elsewhere.api.delete(`/api/tablets/${spare.id}`)).statusCode).toBe(404);
    expect((await sam.api.delete(`/api/tablets/${spare.id}`)).statusCode).toBe(403);
    expect((await manager.api.delete(`/api/tablets/${spare.id}`)).statusCode).toBe(204);
    expect(await settlesWithin(stream.ended, 5000)).toBe(true);
    expect((await samOn.api!.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await apiClient(t.app, tabletCookie).get('/api/tablet')).statusCode).toBe(401);
    expect((await manager.api.delete(`/api/tablets/${spare.id}`)).statusCode).toBe(404);
    const after = storeTabletsSchema.parse(
      (await manager.api.get(`/api/stores/${storeId}/tablets`)).json(),
    );
    expect(after.tablets.map((x) => x.id)).not.toContain(spare.id);
  });

  it('keeps the store’s lock minutes within 1 to 60', async () => {
    for (const lockMinutes of [0, 61, 2.5, '3']) {
      const answer = await manager.api.put(`/api/stores/${storeId}/tablet-settings`, {
        lockMinutes,
      });
      expect(answer.statusCode, String(lockMinutes)).toBe(400);
      expect(error(answer.body).message).toBe(TABLET_MESSAGES.lockMinutes(1, 60));
    }
    expect(
      (await manager.api.put(`/api/stores/${storeId}/tablet-settings`, { lockMinutes: 5 })).json(),
    ).toEqual({
      lockMinutes: 5,
    });
    const tabletCookie = await pairedTablet();
    const screen = lockScreenSchema.parse(
      (await apiClient(t.app, tabletCookie).get('/api/tablet')).json(),
    );
    expect(screen.tablet.lockMinutes).toBe(5);
    await manager.api.put(`/api/stores/${storeId}/tablet-settings`, { lockMinutes: 2 });
  });
});
