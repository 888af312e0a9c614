import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { NotificationList } from '#domain/notifications/api';
import { NOTIFICATION_MESSAGES } from '#domain/notifications/kinds';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore, moveUserToStore } from '#test/support/factories';
import { testConfig, testDialects, TestClock } from '#test/support/harness';
import { startTestSmtp } from '#test/support/smtp';
import { openSseStream } from '#test/support/sse-client';
import { useTestApp } from '#test/support/use-test-app';
import { deliverPendingEmails } from '#server/notifications/email-delivery';

describe.each(testDialects())('notifications on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const config = testConfig();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    config.smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  // Monday 23 November 2026, 09:00 in London: breakfast (05:00–11:00) is running.
  const clock = new TestClock(new Date('2026-11-23T09:00:00.000Z'));
  const t = useTestApp(dialect, { config, clock });

  async function storeWithPeople() {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Lee Leader');
    const managers = [
      await signedInUser(t, 'store', store.id, 'Max Manager'),
      await signedInUser(t, 'store', store.id, 'Mia Manager'),
    ];
    const otherStore = await createStore(t.deps);
    const outsider = await signedInUser(t, 'store', otherStore.id);
    return { store, leader, managers, outsider };
  }

  const rowsOf = (userId: string, kind?: string) => {
    let query = t.deps.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', userId);
    if (kind) query = query.where('kind', '=', kind as 'feedback');
    return query.execute();
  };

  async function startBreakfast(leader: SignedInUser): Promise<ChecklistDetail> {
    const created = await leader.api.post('/api/checklists', {
      storeId: leader.storeId,
      category: 'breakfast',
    });
    expect(created.statusCode).toBe(201);
    return created.json<ChecklistDetail>();
  }

  const travelPathItem = (c: ChecklistDetail, n = 0) =>
    c.items.filter((i) => i.section === 'travel-path')[n]!;

  it('a priority A failure reaches each manager of the store once, live and by e-mail', async () => {
    const { leader, managers, outsider } = await storeWithPeople();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSseStream(base, managers[0]!.cookie);
    await stream.next('hello');
    const checklist = await startBreakfast(leader);
    const item = travelPathItem(checklist);
    const url = `/api/checklists/${checklist.id}/items/${item.id}`;
    const seen = smtp.received.length;
    expect(
      (await leader.api.patch(url, { type: 'fail', comment: 'Fridge at 9°C', priority: 'A' }))
        .statusCode,
    ).toBe(200);
    await stream.next('notification', 1000);
    // Resolved and failed again the same day: still one notification about that item.
    await leader.api.patch(url, { type: 'resolve', resolved: true });
    await leader.api.patch(url, { type: 'resolve', resolved: false });
    await leader.api.patch(url, { type: 'unfail' });
    await leader.api.patch(url, { type: 'fail', comment: 'Again', priority: 'B' });
    for (const manager of managers) {
      const rows = await rowsOf(manager.id, 'priority-failure');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.link).toBe(`/checklists/${checklist.id}`);
      const mail = await smtp.nextMailTo(manager.email, seen);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`/checklists/${checklist.id}`);
    }
    await deliverPendingEmails(t.deps);
    const mails = smtp.received
      .slice(seen)
      .filter((m) => managers.some((x) => m.to.includes(x.email)));
    expect(mails).toHaveLength(2);
    expect(await rowsOf(outsider.id)).toHaveLength(0);
    expect(await rowsOf(leader.id)).toHaveLength(0);
    const list = (await managers[0]!.api.get('/api/notifications')).json<NotificationList>();
    expect(list.unread).toBe(1);
    expect(list.notifications[0]!.title).toBe(`Priority A failure: ${item.text}`);
    stream.close();
  });

  it('priority C and D failures notify nobody', async () => {
    const { leader, managers } = await storeWithPeople();
    const checklist = await startBreakfast(leader);
    for (const [n, priority] of (['C', 'D'] as const).entries()) {
      const item = travelPathItem(checklist, n);
      const url = `/api/checklists/${checklist.id}/items/${item.id}`;
      await leader.api.patch(url, { type: 'fail', comment: 'Minor', priority });
    }
    expect(await rowsOf(managers[0]!.id)).toHaveLength(0);
  });

  it('store feedback reaches the checklist’s creator once, and mark read counts down', async () => {
    const { leader, managers } = await storeWithPeople();
    const checklist = await startBreakfast(leader);
    await t.deps.db.kysely
      .updateTable('checklists')
      .set({ progress: 100, completed_at: clock.now().toISOString() })
      .where('id', '=', checklist.id)
      .execute();
    const url = `/api/checklists/${checklist.id}/feedback`;
    expect((await managers[0]!.api.put(url, { text: 'Great shift' })).statusCode).toBe(200);
    expect((await managers[0]!.api.put(url, { text: 'Great shift, well done' })).statusCode).toBe(
      200,
    );
    const rows = await rowsOf(leader.id, 'feedback');
    expect(rows).toHaveLength(1);
    const before = (await leader.api.get('/api/notifications')).json<NotificationList>();
    expect(before.unread).toBe(1);
    const read = await leader.api.post(`/api/notifications/${rows[0]!.id}/read`);
    expect(read.json<NotificationList>().unread).toBe(0);
    // Someone else's notification answers as missing.
    expect((await managers[1]!.api.post(`/api/notifications/${rows[0]!.id}/read`)).statusCode).toBe(
      404,
    );
    // Moved to another store, the leader no longer sees the old store's notifications.
    const elsewhere = await createStore(t.deps);
    await moveUserToStore(t.deps, leader.id, elsewhere.id);
    const after = (await leader.api.get('/api/notifications')).json<NotificationList>();
    expect(after).toEqual({ notifications: [], unread: 0 });
    expect((await leader.api.post(`/api/notifications/${rows[0]!.id}/read`)).statusCode).toBe(404);
  });

  it('preferences: escalations lose only their e-mail; other kinds can be turned off', async () => {
    const { leader, managers } = await storeWithPeople();
    const [quiet, loud] = managers as [SignedInUser, SignedInUser];
    const defaults = (await quiet.api.get('/api/notifications/preferences')).json<
      Record<string, string>
    >();
    expect(defaults['priority-failure']).toBe('in-app-email');
    const off = await quiet.api.put('/api/notifications/preferences', {
      ...defaults,
      'priority-failure': 'off',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json<{ error: { message: string } }>().error.message).toBe(
      NOTIFICATION_MESSAGES.escalationOff,
    );
    expect(
      (
        await quiet.api.put('/api/notifications/preferences', {
          ...defaults,
          'priority-failure': 'in-app',
        })
      ).statusCode,
    ).toBe(200);
    await leader.api.put('/api/notifications/preferences', { ...defaults, feedback: 'off' });

    const checklist = await startBreakfast(leader);
    const item = travelPathItem(checklist);
    const seen = smtp.received.length;
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'fail',
      comment: 'Broken door',
      priority: 'B',
    });
    await smtp.nextMailTo(loud.email, seen);
    await deliverPendingEmails(t.deps);
    expect(smtp.received.slice(seen).filter((m) => m.to.includes(quiet.email))).toHaveLength(0);
    expect((await rowsOf(quiet.id, 'priority-failure'))[0]!.email_state).toBe('none');

    await t.deps.db.kysely
      .updateTable('checklists')
      .set({ progress: 100, completed_at: clock.now().toISOString() })
      .where('id', '=', checklist.id)
      .execute();
    await loud.api.put(`/api/checklists/${checklist.id}/feedback`, { text: 'Thanks' });
    expect(await rowsOf(leader.id, 'feedback')).toHaveLength(0);
  });
});
