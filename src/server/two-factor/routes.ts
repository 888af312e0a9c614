import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  authenticatorSetupSchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  twoFactorAnswerBodySchema,
  twoFactorChallengeSchema,
  twoFactorPolicyBodySchema,
  twoFactorPolicySchema,
  twoFactorSignedInSchema,
  twoFactorStatusSchema,
} from '#domain/two-factor/api';
import { userIdParamsSchema } from '#domain/users/schemas';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { resetTwoFactor } from './admin-service';
import { CHALLENGE_COOKIE } from './challenge-cookie';
import { abandonChallenge, answerChallenge, challengeState } from './challenge-service';
import {
  confirmSetup,
  ownStatus,
  regenerateRecoveryCodes,
  startSetup,
  turnOff,
} from './own-service';
import { readPolicy, savePolicy } from './policy-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['two-factor'];

/**
 * Two-factor sign-in with an authenticator app: the sign-in's second step (public: it checks
 * its challenge cookie instead of a session), a person's own on Profile → Security, and the
 * super admin's roles that need it and reset of a person's.
 */
export function twoFactorRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/auth/two-factor',
      {
        schema: {
          tags,
          summary: "Whether this browser's sign-in waits for a code (and how to set the app up)",
          response: { 200: twoFactorChallengeSchema },
        },
      },
      async (request) => challengeState(deps, request.cookies[CHALLENGE_COOKIE]),
    );

    app.post(
      '/api/auth/two-factor',
      {
        schema: {
          tags,
          summary: 'Sign in with a code from the authenticator app, or a recovery code',
          body: twoFactorAnswerBodySchema,
          response: { 200: twoFactorSignedInSchema, ...errors },
        },
      },
      async (request, reply) =>
        answerChallenge(deps, reply, request.cookies[CHALLENGE_COOKIE], request.body, request.ip),
    );

    app.delete(
      '/api/auth/two-factor',
      {
        schema: {
          tags,
          summary: 'Give up the sign-in waiting for a code',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await abandonChallenge(deps, reply, request.cookies[CHALLENGE_COOKIE]);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/two-factor/status',
      {
        schema: {
          tags,
          summary: 'My two-factor sign-in: on or off, needed by my role, recovery codes left',
          response: { 200: twoFactorStatusSchema, ...errors },
        },
      },
      async (request) => ownStatus(deps, sessionUser(request)),
    );

    app.post(
      '/api/auth/two-factor/setup',
      {
        schema: {
          tags,
          summary: 'Start setting up my authenticator app: a new secret, as a QR code and text',
          response: { 200: authenticatorSetupSchema, ...errors },
        },
      },
      async (request) => startSetup(deps, sessionUser(request)),
    );

    app.post(
      '/api/auth/two-factor/enable',
      {
        schema: {
          tags,
          summary: "Turn two-factor on with the app's first code; answers the recovery codes",
          body: totpCodeBodySchema,
          response: { 200: recoveryCodesSchema, ...errors },
        },
      },
      async (request) => confirmSetup(deps, sessionUser(request), request.body, request.ip),
    );

    app.post(
      '/api/auth/two-factor/recovery-codes',
      {
        schema: {
          tags,
          summary: 'New recovery codes after a current code (the old ones stop working)',
          body: totpCodeBodySchema,
          response: { 200: recoveryCodesSchema, ...errors },
        },
      },
      async (request) =>
        regenerateRecoveryCodes(deps, sessionUser(request), request.body, request.ip),
    );

    app.post(
      '/api/auth/two-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turn my two-factor off after a current code (not when my role needs it)',
          body: totpCodeBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await turnOff(deps, sessionUser(request), request.body, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/identity/two-factor',
      {
        schema: {
          tags,
          summary: 'Which roles need two-factor sign-in',
          response: { 200: twoFactorPolicySchema, ...errors },
        },
      },
      async (request) => readPolicy(deps, sessionUser(request)),
    );

    app.put(
      '/api/identity/two-factor',
      {
        schema: {
          tags,
          summary: 'Choose the roles that need two-factor sign-in (beyond the server’s own)',
          body: twoFactorPolicyBodySchema,
          response: { 200: twoFactorPolicySchema, ...errors },
        },
      },
      async (request) => savePolicy(deps, callerOf(request), request.body),
    );

    app.delete(
      '/api/users/:userId/two-factor',
      {
        schema: {
          tags,
          summary: "Reset a person's two-factor sign-in (a lost phone)",
          params: userIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await resetTwoFactor(deps, callerOf(request), request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
}
