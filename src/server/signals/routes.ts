import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { checklistParamsSchema } from '#domain/checklists/api';
import { insightsQuerySchema } from '#domain/insights/api';
import {
  explainSignalBodySchema,
  recordSignalSchema,
  recordSignalsSchema,
  signalParamsSchema,
  signalSettingsSchema,
  signalThresholdsSchema,
} from '#domain/signals/api';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import {
  changeThresholds,
  checklistSignals,
  explainSignal,
  scopeSignals,
  thresholdSettings,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['record confidence'];

/**
 * Record confidence (docs/decisions/050): managers and above see the signals of the stores they
 * see and explain them; super admins set the chain's thresholds.
 */
export function signalRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/checklists/:id/signals',
      {
        schema: {
          tags,
          summary: 'The checklist’s record-confidence signals, looked at afresh',
          description:
            'Its own (fast ticks, ticks after the shift), its day’s (one person every shift), and its store’s readings around its day and in its week.',
          params: checklistParamsSchema,
          response: { 200: recordSignalsSchema, ...errors },
        },
      },
      async (request) => ({
        signals: await checklistSignals(deps, sessionUser(request), request.params.id),
      }),
    );
    app.get(
      '/api/insights/signals',
      {
        schema: {
          tags,
          summary: 'The record-confidence signals of the scope’s period, the unexplained first',
          description:
            'For a store (storeId), an area (areaId) or every store the caller sees, over the week or month (period) of date (default: this month).',
          querystring: insightsQuerySchema,
          response: { 200: recordSignalsSchema, ...errors },
        },
      },
      async (request) => ({
        signals: await scopeSignals(deps, sessionUser(request), request.query),
      }),
    );
    app.put(
      '/api/signals/:id/explanation',
      {
        schema: {
          tags,
          summary: 'Mark the signal explained, with what explains it (again: the note is replaced)',
          params: signalParamsSchema,
          body: explainSignalBodySchema,
          response: { 200: recordSignalSchema, ...errors },
        },
      },
      async (request) =>
        explainSignal(deps, sessionUser(request), request.params.id, request.body.note),
    );
    app.delete(
      '/api/signals/:id/explanation',
      {
        schema: {
          tags,
          summary: 'Take the explanation back: the signal is to be explained again',
          params: signalParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await explainSignal(deps, sessionUser(request), request.params.id, null);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/signal-settings',
      {
        schema: {
          tags,
          summary: 'The chain’s record-confidence thresholds (super admins)',
          response: { 200: signalSettingsSchema, ...errors },
        },
      },
      async (request) => thresholdSettings(deps, sessionUser(request)),
    );
    app.put(
      '/api/signal-settings',
      {
        schema: {
          tags,
          summary: 'Change the chain’s thresholds; signals already found stay as they were found',
          body: signalThresholdsSchema,
          response: { 200: signalSettingsSchema, ...errors },
        },
      },
      async (request) => changeThresholds(deps, callerOf(request), request.body),
    );
  };
}
