import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  changeWebhookBodySchema,
  newWebhookBodySchema,
  resendSinceBodySchema,
  resentSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhooksSchema,
  webhookWithSecretSchema,
} from '#domain/integrations/webhooks';
import { callerOf, sessionUser } from '../../auth/session-plugin';
import type { AppDeps } from '../../deps';
import {
  changeWebhook,
  createWebhook,
  deleteWebhook,
  resendDelivery,
  resendSince,
  rotateSecret,
  testWebhook,
  webhookDeliveries,
  webhooks,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['Webhooks'];
const idField = z.string().check(z.minLength(1), z.maxLength(100));
const params = z.object({ id: idField });
const deliveryParams = z.object({ id: idField, deliveryId: idField });
const deliveriesQuery = z.object({ cursor: z.optional(idField) });

/**
 * Admin → Integrations → Webhooks: managers add, change, pause, test and remove subscriptions
 * within their reach, read each one's delivery log and send again (docs/decisions/058).
 */
export function webhookRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/webhooks',
      {
        schema: {
          tags,
          summary: 'The webhooks within your stores: address, events, reach, status',
          response: { 200: webhooksSchema, ...errors },
        },
      },
      async (request) => webhooks(deps, sessionUser(request)),
    );

    app.post(
      '/api/webhooks',
      {
        schema: {
          tags,
          summary: 'Add a webhook: its signing secret is shown this once',
          body: newWebhookBodySchema,
          response: { 201: webhookWithSecretSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createWebhook(deps, callerOf(request), request.body, request.ip)),
    );

    app.patch(
      '/api/webhooks/:id',
      {
        schema: {
          tags,
          summary: 'Change a webhook’s name, address or events, or pause or resume it',
          params,
          body: changeWebhookBodySchema,
          response: { 200: webhookSchema, ...errors },
        },
      },
      async (request) =>
        changeWebhook(deps, sessionUser(request), request.params.id, request.body, request.ip),
    );

    app.delete(
      '/api/webhooks/:id',
      {
        schema: {
          tags,
          summary: 'Remove a webhook and its delivery log: nothing more is sent to it',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteWebhook(deps, sessionUser(request), request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/webhooks/:id/rotate-secret',
      {
        schema: {
          tags,
          summary:
            'A new signing secret, shown this once; the previous one signs for 24 hours more',
          params,
          response: { 200: webhookWithSecretSchema, ...errors },
        },
      },
      async (request) => rotateSecret(deps, sessionUser(request), request.params.id, request.ip),
    );

    app.post(
      '/api/webhooks/:id/test',
      {
        schema: {
          tags,
          summary: 'Send a webhook.test event now; the answer is its first attempt',
          params,
          response: { 200: webhookDeliverySchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => testWebhook(deps, sessionUser(request), request.params.id),
    );

    app.get(
      '/api/webhooks/:id/deliveries',
      {
        schema: {
          tags,
          summary: 'The delivery log, newest first: status, attempts, the receiver’s answer',
          params,
          querystring: deliveriesQuery,
          response: { 200: webhookDeliveriesSchema, ...errors },
        },
      },
      async (request) =>
        webhookDeliveries(deps, sessionUser(request), request.params.id, request.query.cursor),
    );

    app.post(
      '/api/webhooks/:id/deliveries/:deliveryId/resend',
      {
        schema: {
          tags,
          summary: 'Send one delivery again now, with the same message id',
          params: deliveryParams,
          response: { 200: webhookDeliverySchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) =>
        resendDelivery(
          deps,
          sessionUser(request),
          request.params.id,
          request.params.deliveryId,
          request.ip,
        ),
    );

    app.post(
      '/api/webhooks/:id/resend',
      {
        schema: {
          tags,
          summary: 'Send again every delivery kept since a time',
          params,
          body: resendSinceBodySchema,
          response: { 200: resentSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) =>
        resendSince(deps, sessionUser(request), request.params.id, request.body.since, request.ip),
    );
  };
}
