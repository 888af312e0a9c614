import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#domain/api-error';
import { messageResponseSchema } from '#domain/auth/schemas';
import {
  passwordResetRequestSchema,
  resetLinkCheckSchema,
  resetLinkStatusSchema,
  resetPasswordBodySchema,
} from '#domain/users/password-reset';
import type { AppDeps } from '../deps';
import {
  checkResetLink,
  completePasswordReset,
  requestPasswordReset,
} from './password-reset-service';

/** The signed-out half of password reset (both routes are public). */
export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/password-reset/request',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a reset link; answers the same whether or not the address has an account',
          body: passwordResetRequestSchema,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => requestPasswordReset(deps, request.body, request.ip, request.log),
    );

    app.post(
      '/api/auth/password-reset/check',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Whether a reset link still works (not used, replaced or expired), and until when',
          body: resetLinkCheckSchema,
          response: { 200: resetLinkStatusSchema, 400: apiErrorSchema },
        },
      },
      async (request) => checkResetLink(deps, request.body),
    );

    app.post(
      '/api/auth/password-reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from a reset link; ends every session',
          body: resetPasswordBodySchema(deps.config.passwordMinLength),
          response: { 200: messageResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => completePasswordReset(deps, request.body, request.ip),
    );
  };
}
