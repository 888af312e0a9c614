import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resentSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhooksSchema,
  webhookWithSecretSchema,
  type ChangeWebhookBody,
  type NewWebhookBody,
  type ResendSinceBody,
  type Webhook,
  type WebhookDeliveries,
  type Webhooks,
} from '#domain/integrations/webhooks';
import { api } from '#web/lib/api-client';

const PATH = '/api/webhooks';
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

/** The list with one webhook put in place of its old self (or added, when new). */
function withWebhook(old: Webhooks | undefined, webhook: Webhook): Webhooks | undefined {
  if (!old) return old;
  const known = old.webhooks.some((one) => one.id === webhook.id);
  return {
    webhooks: known
      ? old.webhooks.map((one) => (one.id === webhook.id ? webhook : one))
      : [webhook, ...old.webhooks],
  };
}

/** GET /api/webhooks: the subscriptions the person may manage (never their secrets). */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => api.get(PATH, webhooksSchema, { signal }),
  });
}

/** Keeps the list as the server answered a change to one webhook, then reads it again. */
function useWebhookAnswer() {
  const client = useQueryClient();
  return {
    onSuccess: (webhook: Webhook) =>
      client.setQueryData(webhookKeys.all, (old: Webhooks | undefined) =>
        withWebhook(old, webhook),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  };
}

/** POST /api/webhooks: a new subscription; its signing secret is in this answer and nowhere else. */
export function useCreateWebhook() {
  const answer = useWebhookAnswer();
  return useMutation({
    mutationFn: (body: NewWebhookBody) => api.post(PATH, body, webhookWithSecretSchema),
    onSuccess: ({ webhook }) => answer.onSuccess(webhook),
    onSettled: answer.onSettled,
  });
}

/** PATCH /api/webhooks/:id: its name, address or events changed, or it paused or resumed. */
export function useChangeWebhook(id: string) {
  const answer = useWebhookAnswer();
  return useMutation({
    mutationFn: (body: ChangeWebhookBody) => api.patch(one(id), body, webhookSchema),
    onSuccess: answer.onSuccess,
    onSettled: answer.onSettled,
  });
}

/**
 * DELETE /api/webhooks/:id: nothing more is sent to it. `onDeleted` runs first (leaving its
 * page), before the list drops it.
 */
export function useDeleteWebhook(id: string, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    // Its log is no longer read: it is gone with it.
    onMutate: () => client.cancelQueries({ queryKey: webhookKeys.deliveries(id) }),
    mutationFn: () => api.delete(one(id)),
    onSuccess: () => {
      onDeleted();
      client.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      client.setQueryData(
        webhookKeys.all,
        (old: Webhooks | undefined) =>
          old && { webhooks: old.webhooks.filter((webhook) => webhook.id !== id) },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /api/webhooks/:id/rotate-secret: a new secret, shown once; the old one signs a day more. */
export function useRotateWebhookSecret(id: string) {
  const answer = useWebhookAnswer();
  return useMutation({
    mutationFn: () => api.post(`${one(id)}/rotate-secret`, undefined, webhookWithSecretSchema),
    onSuccess: ({ webhook }) => answer.onSuccess(webhook),
    onSettled: answer.onSettled,
  });
}

/** Reads the log again after something was sent or queued. */
function useDeliveriesChanged(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(id) });
}

/** POST /api/webhooks/:id/test: a `webhook.test` event sent at once; its first attempt's result. */
export function useTestWebhook(id: string) {
  const changed = useDeliveriesChanged(id);
  return useMutation({
    mutationFn: () => api.post(`${one(id)}/test`, undefined, webhookDeliverySchema),
    onSettled: changed,
  });
}

function fetchDeliveries(id: string, cursor: string | null, signal: AbortSignal) {
  const after = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return api.get(`${one(id)}/deliveries${after}`, webhookDeliveriesSchema, { signal });
}

const joined = (first: WebhookDeliveries, more: WebhookDeliveries): WebhookDeliveries => ({
  deliveries: [...first.deliveries, ...more.deliveries],
  next: more.next,
});

/**
 * GET /api/webhooks/:id/deliveries: the log's first `pages` pages (50 each), newest first, each
 * asked for with the cursor the one before gave; "Load more" asks for the next page alone. A
 * delivery queued to go now is read again within seconds; one waiting to retry, each minute.
 */
export function useWebhookDeliveries(id: string, pages: number, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...webhookKeys.deliveries(id), pages],
    enabled,
    queryFn: async ({ signal }) => {
      const key = (count: number) => [...webhookKeys.deliveries(id), count];
      const shown = client.getQueryData<WebhookDeliveries>(key(pages - 1));
      const own = client.getQueryData<WebhookDeliveries>(key(pages));
      if (shown?.next && !own) return joined(shown, await fetchDeliveries(id, shown.next, signal));
      let page = await fetchDeliveries(id, null, signal);
      for (let more = 1; more < pages && page.next !== null; more += 1) {
        page = joined(page, await fetchDeliveries(id, page.next, signal));
      }
      return page;
    },
    // More of the log keeps what is shown until its own answer comes.
    placeholderData: (previous) => previous,
    refetchInterval: (query) => {
      const pending = (query.state.data?.deliveries ?? []).filter(
        (delivery) => delivery.status === 'pending',
      );
      if (pending.length === 0) return false;
      const soon = Date.now() + 5_000;
      const dueNow = pending.some(
        (delivery) => delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) <= soon,
      );
      return dueNow ? 2_000 : 60_000;
    },
  });
}

/** POST /api/webhooks/:id/deliveries/:deliveryId/resend: queued again, sent within seconds. */
export function useResendDelivery(id: string) {
  const changed = useDeliveriesChanged(id);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post(
        `${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        undefined,
        webhookDeliverySchema,
      ),
    onSettled: changed,
  });
}

/** POST /api/webhooks/:id/resend: every delivery since a time queued again. */
export function useResendSince(id: string) {
  const changed = useDeliveriesChanged(id);
  return useMutation({
    mutationFn: (body: ResendSinceBody) => api.post(`${one(id)}/resend`, body, resentSchema),
    onSettled: changed,
  });
}
