import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { messageResponseSchema } from '#domain/auth/schemas';
import { passwordResetRequestSchema } from '#domain/users/password-reset';
import {
  changeRoleBodySchema,
  createUserBodySchema,
  managedUserSchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userSavedSchema,
} from '#domain/users/schemas';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { changeRoleByEmail, deleteManagedUser, updateManagedUser } from './change-service';
import { sendPasswordResetAsAdmin } from './password-reset-service';
import { createManagedUser, getManagedUser, listUsers } from './service';
import { RECORD_ERRORS } from '../http/error-answers';

const errors = RECORD_ERRORS;
const tags = ['users'];

export function userRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/users',
      {
        schema: {
          tags,
          summary:
            'Users the caller manages, newest first; search by e-mail, filter by role or store',
          querystring: userListQuerySchema,
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => listUsers(deps, sessionUser(request), request.query),
    );

    app.post(
      '/api/users',
      {
        schema: {
          tags,
          summary: 'Create a user (a store manager: shift leaders of their own store only)',
          body: createUserBodySchema(deps.config.passwordMinLength),
          response: { 201: userSavedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createManagedUser(deps, callerOf(request), request.body)),
    );

    app.post(
      '/api/users/role',
      {
        schema: {
          tags,
          summary: 'Set the role of the user with this e-mail (super admin)',
          body: changeRoleBodySchema,
          response: { 200: userSavedSchema, ...errors },
        },
      },
      async (request) => changeRoleByEmail(deps, callerOf(request), request.body),
    );

    app.post(
      '/api/users/password-reset',
      {
        schema: {
          tags,
          summary: 'E-mail a password reset link to a user the caller manages',
          body: passwordResetRequestSchema,
          response: { 200: messageResponseSchema, 503: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        sendPasswordResetAsAdmin(deps, callerOf(request), request.body, request.log),
    );

    app.get(
      '/api/users/:userId',
      {
        schema: {
          tags,
          summary: 'One user, for the user form',
          params: userIdParamsSchema,
          response: { 200: managedUserSchema, ...errors },
        },
      },
      async (request) => getManagedUser(deps, sessionUser(request), request.params.userId),
    );

    app.patch(
      '/api/users/:userId',
      {
        schema: {
          tags,
          summary:
            'Change e-mail, role, store and display name; a new role counts from the next request',
          params: userIdParamsSchema,
          body: updateUserBodySchema,
          response: { 200: userSavedSchema, ...errors },
        },
      },
      async (request) =>
        updateManagedUser(
          deps,
          callerOf(request),
          request.params.userId,
          request.body,
          request.log,
        ),
    );

    app.delete(
      '/api/users/:userId',
      {
        schema: {
          tags,
          summary: 'Delete the account and end its sessions; checklists keep the name',
          params: userIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteManagedUser(deps, callerOf(request), request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
}
