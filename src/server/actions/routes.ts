import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionDetailSchema,
  actionListQuerySchema,
  actionListSchema,
  actionParamsSchema,
  actionStepAnswerSchema,
  actionStepBodySchema,
} from '#domain/actions/api';
import { callerOf } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { RECORD_ERRORS } from '../http/error-answers';
import { getAction, listActions, stepAction } from './service';

const errors = RECORD_ERRORS;
const tags = ['actions'];

/** Thin: parse, check the session, call one service function. */
export function actionRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/actions',
      {
        schema: {
          tags,
          summary:
            "Corrective actions, a page at a time: the caller's own, a store's (its managers) or every store's (super admins), outstanding ones soonest due first",
          querystring: actionListQuerySchema,
          response: { 200: actionListSchema, ...errors },
        },
      },
      async (request) => listActions(deps, callerOf(request), request.query),
    );

    app.get(
      '/api/actions/:actionId',
      {
        schema: {
          tags,
          summary:
            "One corrective action, the same item's earlier failures in the store, and the people it can be handed to",
          params: actionParamsSchema,
          response: { 200: actionDetailSchema, ...errors },
        },
      },
      async (request) => getAction(deps, callerOf(request), request.params.actionId),
    );

    app.post(
      '/api/actions/:actionId/steps',
      {
        schema: {
          tags,
          summary:
            'One step of an action: assign it to a person or a contractor, start it, mark it done (resolving the failure), verify it, or reopen it with a reason',
          params: actionParamsSchema,
          body: actionStepBodySchema,
          response: { 200: actionStepAnswerSchema, ...errors },
        },
      },
      async (request) => stepAction(deps, callerOf(request), request.params.actionId, request.body),
    );
  };
}
