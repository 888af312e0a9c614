import { describe, expect, it } from 'vitest';
import type { NotificationList } from '#domain/notifications/api';
import { NOTIFICATION_MESSAGES } from '#domain/notifications/kinds';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects, TestClock } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import {
  notifyWebhookPaused,
  type PausedWebhook,
} from '#server/integrations/webhooks/paused-notice';
import { runTransaction } from '#server/writes/unit-of-work';

describe.each(testDialects())('a paused webhook’s notice on %s', (dialect) => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00.000Z'));
  const t = useTestApp(dialect, { clock });

  const notify = (webhook: PausedWebhook) =>
    runTransaction(t.deps, async (trx, announce) => ({
      commit: true,
      value: await notifyWebhookPaused(trx, announce, clock.now().toISOString(), webhook),
    }));

  async function ownerAndWebhook() {
    const store = await createStore(t.deps);
    const owner = await signedInUser(t, 'store', store.id, 'Olga Owner');
    const colleague = await signedInUser(t, 'store', store.id, 'Carl Colleague');
    const webhook: PausedWebhook = {
      id: `w-${owner.id}`,
      name: 'Stock system',
      url: 'https://hooks.example.com/shiftcheck',
      ownerId: owner.id,
      storeId: store.id,
      businessDate: '2026-11-23',
      failingSince: '2026-11-22T08:40:00.000Z',
    };
    return { owner, colleague, webhook };
  }

  it('tells its owner alone, once per pause, in the app and by e-mail', async () => {
    const { owner, colleague, webhook } = await ownerAndWebhook();
    expect(await notify(webhook)).toBe(1);
    expect(await notify(webhook)).toBe(0);
    const list = (await owner.api.get('/api/notifications')).json<NotificationList>();
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'webhook-paused',
      title: 'Webhook “Stock system” paused',
      link: `/admin/integrations/webhooks/${webhook.id}`,
    });
    expect(list.notifications[0]!.body).toContain(
      'has failed for 24 hours, since 2026-11-22 08:40 UTC, so the webhook is paused',
    );
    const others = (await colleague.api.get('/api/notifications')).json<NotificationList>();
    expect(others.unread).toBe(0);
    // Paused again after it was resumed: a new pause, a new notice.
    expect(await notify({ ...webhook, failingSince: '2026-11-23T08:00:00.000Z' })).toBe(1);
  });

  it('can lose its e-mail but never be turned off, and reads in the owner’s language', async () => {
    const { owner, webhook } = await ownerAndWebhook();
    const defaults = (await owner.api.get('/api/notifications/preferences')).json<
      Record<string, string>
    >();
    expect(defaults['webhook-paused']).toBe('in-app-email');
    const off = await owner.api.put('/api/notifications/preferences', {
      ...defaults,
      'webhook-paused': 'off',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json<{ error: { message: string } }>().error.message).toBe(
      NOTIFICATION_MESSAGES.escalationOff,
    );
    const inApp = { ...defaults, 'webhook-paused': 'in-app' };
    expect((await owner.api.put('/api/notifications/preferences', inApp)).statusCode).toBe(200);
    expect(await notify({ ...webhook, failingSince: null })).toBe(0);
    await owner.api.put('/api/auth/language', { locale: 'pl' });
    const list = (await owner.api.get('/api/notifications')).json<NotificationList>();
    expect(list.notifications[0]!.title).toBe('Webhook „Stock system” wstrzymany');
    expect(list.notifications[0]!.body).toMatch(/kończą się niepowodzeniem od 24 godzin, dlatego/);
  });
});
