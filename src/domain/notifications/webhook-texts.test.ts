import { describe, expect, it } from 'vitest';
import { webhookPausedText } from './webhook-texts';

const webhook = { id: 'w1', name: 'Stock system', url: 'https://hooks.example.com/shiftcheck' };

describe('a paused webhook’s notification', () => {
  it('names the webhook, says why it stopped and what to do, and leads to its page', () => {
    const text = webhookPausedText(webhook);
    expect(text.title).toBe('Webhook “Stock system” paused');
    expect(text.body).toBe(
      'Every attempt to send events to https://hooks.example.com/shiftcheck has failed for 24 hours, so the webhook is paused and no events are sent. Fix the receiving system, then resume the webhook in Integrations and use “Resend everything since…” for the events it missed.',
    );
    expect(text.link).toBe('/admin/integrations/webhooks/w1');
  });

  it('says since when it has failed, when that is known', () => {
    expect(webhookPausedText(webhook, '2026-11-21 11:40 UTC').body).toContain(
      'has failed for 24 hours, since 2026-11-21 11:40 UTC, so the webhook is paused',
    );
  });
});
