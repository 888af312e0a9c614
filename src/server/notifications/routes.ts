import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  notificationListSchema,
  notificationParamsSchema,
  preferencesBodySchema,
  preferencesSchema,
} from '#domain/notifications/api';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import {
  getNotifications,
  getPreferences,
  readAllNotifications,
  readNotification,
  setPreferences,
} from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['notifications'];

/** Thin: parse, check the session, call one service function. */
export function notificationRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: 'My notifications, newest first, and how many are unread',
          response: { 200: notificationListSchema, ...errors },
        },
      },
      async (request) => getNotifications(deps, callerOf(request)),
    );
    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          params: notificationParamsSchema,
          response: { 200: notificationListSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => readNotification(deps, sessionUser(request), request.params.id),
    );
    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 200: notificationListSchema, ...errors },
        },
      },
      async (request) => readAllNotifications(deps, sessionUser(request)),
    );
    app.get(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'What reaches me for each kind of notification',
          response: { 200: preferencesSchema, ...errors },
        },
      },
      async (request) => getPreferences(deps, sessionUser(request)),
    );
    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'Choose in-app, in-app and e-mail, or off for each kind (escalations never off)',
          body: preferencesBodySchema,
          response: { 200: preferencesSchema, ...errors },
        },
      },
      async (request) => setPreferences(deps, sessionUser(request), request.body),
    );
  };
}
