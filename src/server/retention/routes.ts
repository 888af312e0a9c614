import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  erasedSchema,
  eraseBodySchema,
  legalHoldBodySchema,
  retentionPeriodsSchema,
  retentionSettingsSchema,
  storeRetentionPeriodsSchema,
  storeRetentionSchema,
} from '#domain/retention/api';
import { callerOf } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { erasePerson } from './erase-service';
import {
  getRetention,
  getStoreRetention,
  liftLegalHold,
  saveChainPeriods,
  saveStoreRetention,
  setLegalHold,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['retention and erasure'];
const id = z.string().check(z.minLength(1), z.maxLength(200));
const storeParams = z.object({ storeId: id });

/** Retention periods, legal holds and erasure (docs/decisions/057): super admins only. */
export function retentionRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/retention',
      {
        schema: {
          tags,
          summary:
            'How long each kind of record is kept chain-wide (days; null: forever), and each store’s overrides and legal hold',
          response: { 200: retentionSettingsSchema, ...errors },
        },
      },
      async (request) => getRetention(deps, callerOf(request)),
    );

    app.put(
      '/api/retention',
      {
        schema: {
          tags,
          summary:
            'Set the chain’s periods: checklists, photos and notifications 30 to 36,500 days, the audit log at least 365; null keeps forever',
          body: retentionPeriodsSchema,
          response: { 200: retentionSettingsSchema, ...errors },
        },
      },
      async (request) => saveChainPeriods(deps, callerOf(request), request.body),
    );

    app.get(
      '/api/stores/:storeId/retention',
      {
        schema: {
          tags,
          summary: 'A store’s own periods (null: the chain’s) and its legal hold',
          params: storeParams,
          response: { 200: storeRetentionSchema, ...errors },
        },
      },
      async (request) => getStoreRetention(deps, callerOf(request), request.params.storeId),
    );

    app.put(
      '/api/stores/:storeId/retention',
      {
        schema: {
          tags,
          summary: 'Set a store’s own periods; null for a kind follows the chain’s',
          params: storeParams,
          body: storeRetentionPeriodsSchema,
          response: { 200: storeRetentionSchema, ...errors },
        },
      },
      async (request) =>
        saveStoreRetention(deps, callerOf(request), request.params.storeId, request.body),
    );

    app.put(
      '/api/stores/:storeId/legal-hold',
      {
        schema: {
          tags,
          summary: 'Hold a store’s records, with a reason: while held, nothing of it is removed',
          params: storeParams,
          body: legalHoldBodySchema,
          response: { 200: storeRetentionSchema, ...errors },
        },
      },
      async (request) =>
        setLegalHold(deps, callerOf(request), request.params.storeId, request.body),
    );

    app.delete(
      '/api/stores/:storeId/legal-hold',
      {
        schema: {
          tags,
          summary: 'Lift a store’s legal hold: its periods apply again from the next sweep',
          params: storeParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await liftLegalHold(deps, callerOf(request), request.params.storeId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/users/:userId/erase',
      {
        schema: {
          tags,
          summary:
            'Erase a person’s personal data: their records stay under a pseudonym ("Former employee 4F2A"); their name, e-mail and sign-ins go. The body repeats their e-mail address',
          params: z.object({ userId: id }),
          body: eraseBodySchema,
          response: { 200: erasedSchema, ...errors },
        },
      },
      async (request) => erasePerson(deps, callerOf(request), request.params.userId, request.body),
    );
  };
}
