import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  mappingBodySchema,
  mappingsSchema,
  ssoSettingsBodySchema,
  ssoSettingsSchema,
} from '#domain/sso/api';
import { SSO_FAILURE_PARAM } from '#domain/sso/sign-in';
import { callerOf, isSecure, sessionUser } from '../auth/session-plugin';
import { DEVICE_COOKIE } from '../auth/known-devices-repository';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { recordRefusedSignIn } from '../integrations/audit/record';
import { finishSignIn } from '../two-factor/gate';
import { SsoRefusal } from './accounts';
import { completeSsoSignIn, redirectUriOf, SSO_REQUEST_MINUTES, startSsoSignIn } from './service';
import {
  addMapping,
  changeMapping,
  removeMapping,
  saveSsoSettings,
  ssoMappings,
  ssoSettings,
} from './settings-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['single sign-on'];
/** Keeps the state this browser left with, for the provider's answer only. */
const STATE_COOKIE = 'shiftcheck_sso';
const STATE_COOKIE_PATH = '/api/auth/sso';
const mappingParamsSchema = z.object({ id: z.string().min(1).max(100) });
const redirectSchema = { 302: z.null().describe('To the identity provider, or back to the app') };

/** This server's address: PUBLIC_URL, else the address the request came to. */
const originOf = (deps: AppDeps, request: FastifyRequest) =>
  deps.config.publicUrl
    ? new URL(deps.config.publicUrl).origin
    : `${request.protocol}://${request.host}`;

function sendBack(reply: FastifyReply, reason: string | null) {
  const to = reason ? `/?${SSO_FAILURE_PARAM}=${encodeURIComponent(reason)}` : '/';
  return reply.redirect(to, 302);
}

/**
 * Single sign-on with the chain's identity provider (docs/decisions/052): the browser is sent
 * there and back; every failure comes back to the sign-in screen with its reason, never as an
 * error page. And the super admin's settings and mappings.
 */
export function ssoRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/auth/sso/start',
      {
        schema: {
          tags,
          summary: 'Go to the identity provider to sign in',
          response: redirectSchema,
        },
      },
      async (request, reply) => {
        try {
          const { url, state } = await startSsoSignIn(
            deps,
            redirectUriOf(originOf(deps, request)),
            request.ip,
          );
          // Lax: the provider's answer is a top-level navigation from its site.
          reply.setCookie(STATE_COOKIE, state, {
            httpOnly: true,
            sameSite: 'lax',
            secure: isSecure(request, deps.config.publicUrl),
            path: STATE_COOKIE_PATH,
            maxAge: SSO_REQUEST_MINUTES * 60,
          });
          return reply.redirect(url, 302);
        } catch (error) {
          if (!(error instanceof SsoRefusal)) throw error;
          request.log.warn(
            { reason: error.reason, detail: error.message },
            'single sign-on did not start',
          );
          return sendBack(reply, error.reason);
        }
      },
    );

    app.get(
      '/api/auth/sso/callback',
      {
        schema: {
          tags,
          summary: "The identity provider's answer: signs in, or back to sign-in with the reason",
          querystring: z.record(z.string(), z.unknown()),
          response: redirectSchema,
        },
      },
      async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
        try {
          const { userId, providerDidMfa } = await completeSsoSignIn(
            deps,
            {
              query,
              redirectUri: redirectUriOf(originOf(deps, request)),
              browserState: request.cookies[STATE_COOKIE],
            },
            request.log,
          );
          await finishSignIn(
            deps,
            reply,
            {
              userId,
              via: 'sso',
              providerDidMfa,
              ip: request.ip,
              deviceToken: request.cookies[DEVICE_COOKIE],
            },
            request.log,
          );
          return sendBack(reply, null);
        } catch (error) {
          const refused = error instanceof AppError && error.statusCode < 500;
          if (refused || error instanceof SsoRefusal) {
            const reason = error instanceof SsoRefusal ? error.reason : 'refused';
            const detail = { reason };
            await recordRefusedSignIn(deps, { person: null, via: 'sso', ip: request.ip, detail });
          }
          // A refusal after the provider's answer (a limit, say) comes back to the sign-in too.
          if (refused) {
            request.log.warn({ err: error }, 'single sign-on refused after the provider');
            return sendBack(reply, 'refused');
          }
          if (!(error instanceof SsoRefusal)) throw error;
          request.log.warn(
            { reason: error.reason, detail: error.message },
            'single sign-on refused',
          );
          return sendBack(reply, error.reason);
        }
      },
    );

    app.get(
      '/api/identity/sso',
      {
        schema: {
          tags,
          summary:
            'Single sign-on: the provider (never its secret), its rules and the URIs to register',
          response: { 200: ssoSettingsSchema, ...errors },
        },
      },
      async (request) => ssoSettings(deps, sessionUser(request), originOf(deps, request)),
    );

    app.put(
      '/api/identity/sso',
      {
        schema: {
          tags,
          summary:
            'Save single sign-on (the provider is checked by reading its discovery document)',
          body: ssoSettingsBodySchema,
          response: { 200: ssoSettingsSchema, ...errors },
        },
      },
      async (request) =>
        saveSsoSettings(deps, callerOf(request), request.body, originOf(deps, request)),
    );

    app.get(
      '/api/identity/sso/mappings',
      {
        schema: {
          tags,
          summary: "Claims' values → role and store or area, in order (the first match decides)",
          response: { 200: mappingsSchema, ...errors },
        },
      },
      async (request) => ssoMappings(deps, sessionUser(request)),
    );

    app.post(
      '/api/identity/sso/mappings',
      {
        schema: {
          tags,
          summary: 'Add a mapping (last, unless a position is given)',
          body: mappingBodySchema,
          response: { 201: mappingsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const mappings = await addMapping(deps, callerOf(request), request.body);
        return reply.status(201).send(mappings);
      },
    );

    app.put(
      '/api/identity/sso/mappings/:id',
      {
        schema: {
          tags,
          summary: 'Change a mapping, or move it to another position',
          params: mappingParamsSchema,
          body: mappingBodySchema,
          response: { 200: mappingsSchema, ...errors },
        },
      },
      async (request) => changeMapping(deps, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/identity/sso/mappings/:id',
      {
        schema: {
          tags,
          summary: 'Remove a mapping',
          params: mappingParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeMapping(deps, callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
