import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  createdScimTokenSchema,
  newScimTokenBodySchema,
  scimTokensSchema,
} from '#domain/scim/tokens';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { createScimToken, revokeScimToken, scimTokens } from './token-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['SCIM provisioning'];
const tokenParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Admin → Sign-in & identity → SCIM tokens: super admins make, list and revoke them. */
export function scimTokenRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/identity/scim-tokens',
      {
        schema: {
          tags,
          summary: 'The SCIM tokens in force: name, who made it and when, last use',
          response: { 200: scimTokensSchema, ...errors },
        },
      },
      async (request) => scimTokens(deps, sessionUser(request)),
    );

    app.post(
      '/api/identity/scim-tokens',
      {
        schema: {
          tags,
          summary: 'Make a SCIM token for the identity provider: the secret is shown this once',
          body: newScimTokenBodySchema,
          response: { 201: createdScimTokenSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createScimToken(deps, callerOf(request), request.body)),
    );

    app.delete(
      '/api/identity/scim-tokens/:id',
      {
        schema: {
          tags,
          summary: 'Revoke a SCIM token: the next request carrying it is refused',
          params: tokenParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await revokeScimToken(deps, callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
