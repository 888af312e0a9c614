import { randomUUID } from 'node:crypto';
import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { API_TOKEN_ACCESS_MESSAGES } from '#domain/integrations/access-messages';
import { deliveryRow, payloadOf } from '#server/integrations/webhooks/outbox';
import { insertWebhook } from '#server/integrations/webhooks/repository';
import { newWebhookSecret } from '#server/integrations/webhooks/signing';
import { createUser } from '../support/factories';
import { json, row, type MatrixRow, type Scene } from './types';

/**
 * Signed webhooks (docs/decisions/058): managers add, change and follow those of their stores
 * (super admins the chain's too); no API token manages them. Their address is plain http, which
 * the matrix's app refuses to send to at once: a test or a resend answers with its failure.
 */

/** A webhook of the scene's store, made by one of its managers, with one delivery in its log. */
async function storeWebhook(s: Scene) {
  const maker = await createUser(s.deps, { role: 'store', storeId: s.storeId });
  const id = randomUUID();
  const now = s.deps.clock.now().toISOString();
  await insertWebhook(s.deps.db.kysely, {
    id,
    name: 'Maintenance system',
    url: 'http://maintenance.invalid/hook',
    events: ['failure.logged'],
    storeId: s.storeId,
    areaId: null,
    secret: newWebhookSecret(),
    createdBy: maker.id,
    now,
  });
  const delivery = deliveryRow(id, 'failure.logged', payloadOf('failure.logged', now, {}), now);
  await s.deps.db.kysely.insertInto('webhook_deliveries').values(delivery).execute();
  return { id, deliveryId: delivery.id };
}

/** A store's managers (and theirs above) may; another store's is "not found". */
const MANAGERS_OF_THE_STORE = (ok: number) => ({
  anonymous: 401,
  'super-admin': ok,
  area: { own: ok, other: 404 },
  areaNone: 403,
  store: { own: ok, other: 404 },
  'shift-leader': { own: 403, other: 403 },
});

const newWebhook = (storeId: string | null) => ({
  name: 'Maintenance system',
  url: 'https://8.8.8.8/shiftcheck',
  events: ['failure.logged'],
  storeId,
  areaId: null,
});

export const WEBHOOK_ROWS: MatrixRow[] = [
  row({
    route: 'GET /api/webhooks',
    expect: {
      anonymous: 401,
      'super-admin': 200,
      area: { own: 200, other: 200 },
      areaNone: 403,
      store: { own: 200, other: 200 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: () => ({ method: 'GET', url: '/api/webhooks' }),
  }),
  row({
    route: 'POST /api/webhooks',
    name: 'for a store',
    expect: MANAGERS_OF_THE_STORE(201),
    request: (s) => json('POST', '/api/webhooks', newWebhook(s.storeId)),
  }),
  row({
    route: 'POST /api/webhooks',
    name: 'for the chain',
    refusals: {
      403: {
        messages: [ACCESS_MESSAGES.notAllowed, API_TOKEN_ACCESS_MESSAGES.webhookReachNotYours],
      },
    },
    expect: {
      anonymous: 401,
      'super-admin': 201,
      area: { own: 403, other: 403 },
      areaNone: 403,
      store: { own: 403, other: 403 },
      'shift-leader': { own: 403, other: 403 },
    },
    request: () => json('POST', '/api/webhooks', newWebhook(null)),
  }),
  row({
    route: 'PATCH /api/webhooks/:id',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (_, { id }) => json('PATCH', `/api/webhooks/${id}`, { paused: true }),
  }),
  row({
    route: 'DELETE /api/webhooks/:id',
    expect: MANAGERS_OF_THE_STORE(204),
    setup: storeWebhook,
    request: (_, { id }) => ({ method: 'DELETE', url: `/api/webhooks/${id}` }),
  }),
  row({
    route: 'POST /api/webhooks/:id/rotate-secret',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (_, { id }) => ({ method: 'POST', url: `/api/webhooks/${id}/rotate-secret` }),
  }),
  row({
    route: 'POST /api/webhooks/:id/test',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (_, { id }) => ({ method: 'POST', url: `/api/webhooks/${id}/test` }),
  }),
  row({
    route: 'GET /api/webhooks/:id/deliveries',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (_, { id }) => ({ method: 'GET', url: `/api/webhooks/${id}/deliveries` }),
  }),
  row({
    route: 'POST /api/webhooks/:id/deliveries/:deliveryId/resend',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (_, { id, deliveryId }) => ({
      method: 'POST',
      url: `/api/webhooks/${id}/deliveries/${deliveryId}/resend`,
    }),
  }),
  row({
    route: 'POST /api/webhooks/:id/resend',
    expect: MANAGERS_OF_THE_STORE(200),
    setup: storeWebhook,
    request: (s, { id }) =>
      json('POST', `/api/webhooks/${id}/resend`, {
        since: new Date(s.deps.clock.now().getTime() - 3_600_000).toISOString(),
      }),
  }),
];
