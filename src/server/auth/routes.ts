import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { PASSWORD_CHANGE_MESSAGES } from '#domain/auth/password-change-messages';
import {
  changePasswordBodySchema,
  messageResponseSchema,
  publicSettingsSchema,
  currentSessionResponseSchema,
  languageBodySchema,
  sessionResponseSchema,
  signInBodySchema,
} from '#domain/auth/schemas';
import type { AppDeps } from '../deps';
import { changePassword, setLanguage, signIn, signOut } from './service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  DEVICE_REMEMBERED_DAYS,
} from './known-devices-repository';
import {
  clearSessionCookie,
  setBrowserCookie,
  SESSION_COOKIE,
  sessionUser,
  setSessionCookie,
} from './session-plugin';

/** This browser signed in to the account before: guesses elsewhere never slow it down. */
function setDeviceCookie(reply: FastifyReply, token: string, publicUrl: string | undefined) {
  const cookie = { name: DEVICE_COOKIE, token, path: DEVICE_COOKIE_PATH };
  setBrowserCookie(reply, { ...cookie, days: DEVICE_REMEMBERED_DAYS }, publicUrl);
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

export function authRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { publicUrl } = deps.config;

    app.get(
      '/api/settings',
      {
        schema: {
          tags: ['auth'],
          summary: 'Public settings the sign-in and profile screens need',
          response: { 200: publicSettingsSchema },
        },
      },
      async () => ({ passwordMinLength: deps.config.passwordMinLength }),
    );

    app.post(
      '/api/auth/sign-in',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password; sets the session cookie',
          body: signInBodySchema,
          response: { 200: sessionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { token, session, newDeviceToken } = await signIn(
          deps,
          {
            email: request.body.email,
            password: request.body.password,
            ip: request.ip,
            deviceToken: request.cookies[DEVICE_COOKIE],
          },
          request.log,
        );
        setSessionCookie(reply, token, publicUrl);
        if (newDeviceToken) setDeviceCookie(reply, newDeviceToken, publicUrl);
        return { user: session.user };
      },
    );

    app.post(
      '/api/auth/sign-out',
      { schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await signOut(deps, token);
        clearSessionCookie(reply, publicUrl);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in (user is null when nobody is)',
          response: { 200: currentSessionResponseSchema },
        },
      },
      async (request) => ({ user: request.auth?.user ?? null }),
    );

    app.put(
      '/api/auth/language',
      {
        schema: {
          tags: ['auth'],
          summary: "Choose the language ShiftCheck speaks to me in (null: my browser's)",
          body: languageBodySchema,
          response: { 200: sessionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        await setLanguage(deps, user, request.body);
        return { user: { ...user, locale: request.body.locale } };
      },
    );

    app.post(
      '/api/auth/password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change the password; ends every other session of this user',
          body: changePasswordBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await changePassword(deps, request.auth, request.body, request.ip);
        return { message: PASSWORD_CHANGE_MESSAGES.success };
      },
    );
  };
}
