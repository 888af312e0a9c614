import type { FastifyPluginAsync } from 'fastify';
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
  signInResponseSchema,
} from '#domain/auth/schemas';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { passwordSignInRefusal, publicSsoOf, readSso } from '../sso/settings';
import { changePassword, setLanguage, signIn, signOut } from './service';
import { signInAnswer } from '../two-factor/gate';
import { DEVICE_COOKIE } from './known-devices-repository';
import { clearSessionCookie, SESSION_COOKIE, sessionUser } from './session-plugin';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

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
      async () => ({
        passwordMinLength: deps.config.passwordMinLength,
        singleSignOn: publicSsoOf(await readSso(deps)),
      }),
    );

    app.post(
      '/api/auth/sign-in',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with e-mail and password; sets the session cookie, or asks for the second factor',
          body: signInBodySchema,
          response: { 200: signInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const passwordOff = passwordSignInRefusal(await readSso(deps), request.body.email);
        if (passwordOff) throw forbidden(passwordOff);
        const outcome = await signIn(
          deps,
          reply,
          {
            email: request.body.email,
            password: request.body.password,
            ip: request.ip,
            deviceToken: request.cookies[DEVICE_COOKIE],
          },
          request.log,
        );
        return signInAnswer(outcome);
      },
    );

    app.post(
      '/api/auth/sign-out',
      { schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await signOut(deps, token, request.ip);
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
