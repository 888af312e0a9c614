import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recordsParamsSchema,
  recordsQuerySchema,
  recordsSchema,
  reviewBodySchema,
  reviewSchema,
  signOffBodySchema,
  signOffSchema,
} from '#domain/records/api';
import { callerOf } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { RECORD_ERRORS } from '../http/error-answers';
import { getRecords, reviewStore, signOffDay } from './service';

const errors = RECORD_ERRORS;
const tags = ['records'];

/** Thin: parse, check the session, call one service function. */
export function recordsRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/stores/:storeId/records',
      {
        schema: {
          tags,
          summary:
            "A store's temperature log for a period (a week by default, a month at most): every reading with its limit, person and action, and the day's signatures",
          params: recordsParamsSchema,
          querystring: recordsQuerySchema,
          response: { 200: recordsSchema, ...errors },
        },
      },
      async (request) => getRecords(deps, callerOf(request), request.params.storeId, request.query),
    );

    app.post(
      '/api/stores/:storeId/sign-offs',
      {
        schema: {
          tags,
          summary:
            "Sign a day's records (the store's manager; its shift leaders where the store lets them)",
          params: recordsParamsSchema,
          body: signOffBodySchema,
          response: { 201: signOffSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await signOffDay(deps, callerOf(request), request.params.storeId, request.body)),
    );

    app.post(
      '/api/stores/:storeId/reviews',
      {
        schema: {
          tags,
          summary: "The store's four-weekly review: a signed note on the 28 days up to today",
          params: recordsParamsSchema,
          body: reviewBodySchema,
          response: { 201: reviewSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await reviewStore(deps, callerOf(request), request.params.storeId, request.body)),
    );
  };
}
