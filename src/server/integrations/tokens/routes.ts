import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  apiTokensSchema,
  createdApiTokenSchema,
  newApiTokenBodySchema,
} from '#domain/integrations/api-tokens';
import { callerOf, sessionUser } from '../../auth/session-plugin';
import type { AppDeps } from '../../deps';
import { apiTokens, createApiToken, revokeApiToken } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['API tokens'];
const tokenParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Admin → Integrations → API tokens: managers make, list and revoke them within their reach. */
export function apiTokenRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/api-tokens',
      {
        schema: {
          tags,
          summary: 'The API tokens in force within your stores: scopes, reach, maker, last use',
          response: { 200: apiTokensSchema, ...errors },
        },
      },
      async (request) => apiTokens(deps, sessionUser(request)),
    );

    app.post(
      '/api/api-tokens',
      {
        schema: {
          tags,
          summary: 'Make an API token for an integration: the secret is shown this once',
          body: newApiTokenBodySchema,
          response: { 201: createdApiTokenSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createApiToken(deps, callerOf(request), request.body, request.ip)),
    );

    app.delete(
      '/api/api-tokens/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an API token: the next request carrying it is refused',
          params: tokenParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await revokeApiToken(deps, sessionUser(request), request.params.id, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}
