import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '#domain/authz';
import {
  SCIM_CONTENT_TYPE,
  scimBodySchema,
  scimDocumentListSchema,
  scimDocumentSchema,
  scimErrorSchema,
  scimIdParamsSchema,
  scimListQuerySchema,
  scimUserListSchema,
  scimUserSchema,
} from '#domain/scim/protocol';
import { SCIM_BASE_PATH } from '#domain/scim/tokens';
import type { AppDeps } from '../deps';
import { scimActorOf } from './bearer';
import type { AuditedActor } from '../integrations/audit/record';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery';
import { registerScimErrors } from './errors';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUserPage,
  patchScimUser,
  replaceScimUser,
} from './user-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SCIM token behind a /scim/v2 request, once its bearer header is checked. */
    scimActor: Actor | null;
  }
}

const errors = {
  400: scimErrorSchema,
  401: scimErrorSchema,
  403: scimErrorSchema,
  404: scimErrorSchema,
  409: scimErrorSchema,
};
const tags = ['SCIM provisioning'];
/** For answers that are data: load nothing, run nothing, be framed by no one (as JSON's). */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

function scimActor(request: FastifyRequest): AuditedActor {
  // The scope's onRequest hook has set it, or refused the request.
  if (!request.scimActor) throw new Error('SCIM route reached without its token');
  return { ...request.scimActor, ip: request.ip };
}

/**
 * SCIM 2.0 (RFC 7643/7644) at /scim/v2, for the chain's identity provider (Entra ID, Okta…):
 * its people created, changed, turned off and removed. Only `Authorization: Bearer` with a SCIM
 * token opens it (a session cookie does not); every answer, refusals too, is SCIM's
 * `application/scim+json`, plain JSON is taken as well. Registered with the prefix /scim/v2.
 */
export function scimRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    registerScimErrors(app);
    app.addContentTypeParser(
      SCIM_CONTENT_TYPE,
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );
    app.decorateRequest('scimActor', null);
    app.addHook('onRequest', async (request, reply) => {
      reply.type(SCIM_CONTENT_TYPE);
      request.scimActor = await scimActorOf(deps, request);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', DATA_POLICY);
      return payload;
    });
    const base = (request: FastifyRequest) => {
      let origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
      while (origin.endsWith('/')) origin = origin.slice(0, -1);
      return `${origin}${SCIM_BASE_PATH}`;
    };

    app.get(
      '/Users',
      {
        schema: {
          tags,
          summary: 'People, a page at a time, or whom a filter (userName eq "…") picks',
          querystring: scimListQuerySchema,
          response: { 200: scimUserListSchema, ...errors },
        },
      },
      async (request) => listScimUserPage(deps, scimActor(request), request.query, base(request)),
    );

    app.post(
      '/Users',
      {
        schema: {
          tags,
          summary:
            'Create a person (a shift leader in the default store unless the extension says)',
          body: scimBodySchema,
          response: { 201: scimUserSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await createScimUser(
          deps,
          scimActor(request),
          request.body,
          base(request),
          request.log,
        );
        return reply.status(201).header('Location', user.meta.location).send(user);
      },
    );

    app.get(
      '/Users/:id',
      {
        schema: {
          tags,
          summary: 'One person',
          params: scimIdParamsSchema,
          response: { 200: scimUserSchema, ...errors },
        },
      },
      async (request) => getScimUser(deps, scimActor(request), request.params.id, base(request)),
    );

    app.put(
      '/Users/:id',
      {
        schema: {
          tags,
          summary: 'Replace a person as the body says (role and store kept unless given)',
          params: scimIdParamsSchema,
          body: scimBodySchema,
          response: { 200: scimUserSchema, ...errors },
        },
      },
      async (request) =>
        replaceScimUser(
          deps,
          scimActor(request),
          request.params.id,
          request.body,
          base(request),
          request.log,
        ),
    );

    app.patch(
      '/Users/:id',
      {
        schema: {
          tags,
          summary: 'Change a person (add, replace, remove); active false turns them off at once',
          params: scimIdParamsSchema,
          body: scimBodySchema,
          response: { 200: scimUserSchema, ...errors },
        },
      },
      async (request) =>
        patchScimUser(
          deps,
          scimActor(request),
          request.params.id,
          request.body,
          base(request),
          request.log,
        ),
    );

    app.delete(
      '/Users/:id',
      {
        schema: {
          tags,
          summary: 'Remove a person; their records keep the name they were made under',
          params: scimIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteScimUser(deps, scimActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    const discovery = (
      path: string,
      summary: string,
      schema: typeof scimDocumentSchema | typeof scimDocumentListSchema,
      document: (base: string) => Record<string, unknown>,
    ) =>
      app.get(
        path,
        { schema: { tags, summary, response: { 200: schema, 401: scimErrorSchema } } },
        async (request) => document(base(request)),
      );
    discovery(
      '/ServiceProviderConfig',
      'What this SCIM service supports',
      scimDocumentSchema,
      serviceProviderConfig,
    );
    discovery('/ResourceTypes', 'The resource types: User', scimDocumentListSchema, resourceTypes);
    discovery(
      '/Schemas',
      'The User schema and the ShiftCheck extension',
      scimDocumentListSchema,
      schemas,
    );
  };
}
