import type { DeliveredEvent, Webhook, WebhookDelivery } from '#domain/integrations/webhooks';
import type { BadgeTone } from '#web/components/ui/badge';
import { useFormat, useT } from '#web/lib/i18n';
import { EVENT_LABELS, integrationsMessages } from '#web/components/integrations/messages';

/** How a webhook, its status and its deliveries read in the reader's language. */
/** A delivery error's code as the catalogue's select names it: 'host-not-found' → hostNotFound. */
const reasonKey = (error: string) =>
  error.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

export function useWebhookWords() {
  const t = useT(integrationsMessages);
  const format = useFormat();
  return {
    event: (event: DeliveredEvent) => t(EVENT_LABELS[event]),
    reach: (webhook: Pick<Webhook, 'storeName' | 'areaName'>) =>
      webhook.storeName ??
      (webhook.areaName ? t('reachArea', { name: webhook.areaName }) : t('reachChain')),
    /** Active, paused by a person, or paused because every attempt failed for a day. */
    status: (
      webhook: Pick<Webhook, 'status' | 'pausedReason'>,
    ): { text: string; tone: BadgeTone } => {
      if (webhook.status === 'active') return { text: t('statusActive'), tone: 'green' };
      if (webhook.pausedReason === 'failing')
        return { text: t('statusPausedFailing'), tone: 'red' };
      return { text: t('statusPausedByPerson'), tone: 'amber' };
    },
    /** Delivered, waiting to retry (and when), or failed after its attempts. */
    delivery: (delivery: WebhookDelivery): { text: string; tone: BadgeTone } => {
      if (delivery.status === 'delivered') return { text: t('deliveryDelivered'), tone: 'green' };
      if (delivery.status === 'failed') {
        return { text: t('deliveryFailed', { count: delivery.attempts }), tone: 'red' };
      }
      return delivery.nextAttemptAt === null
        ? { text: t('deliveryWaiting'), tone: 'blue' }
        : {
            text: t('deliveryRetrying', { time: format.dateTime(delivery.nextAttemptAt) }),
            tone: 'amber',
          };
    },
    /** What the receiver answered at the last attempt: its HTTP status, or why none came. */
    answer: (delivery: Pick<WebhookDelivery, 'responseStatus' | 'error'>): string | null => {
      if (delivery.responseStatus !== null) {
        return t('deliveryResponse', { status: delivery.responseStatus });
      }
      return delivery.error === null
        ? null
        : t('deliveryError', { error: t('deliveryReason', { reason: reasonKey(delivery.error) }) });
    },
    /** A test's result: "Delivered · 200", or "Failed · 500" (or why no answer came). */
    testResult: (delivery: WebhookDelivery): { text: string; ok: boolean } => {
      const code = delivery.responseStatus === null ? null : String(delivery.responseStatus);
      if (delivery.status === 'delivered') {
        return { text: t('testDelivered', { status: code ?? '—' }), ok: true };
      }
      const why =
        delivery.error === null ? null : t('deliveryReason', { reason: reasonKey(delivery.error) });
      return { text: t('testFailed', { reason: code ?? why ?? '—' }), ok: false };
    },
  };
}
