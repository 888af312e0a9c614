import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  adminStoreSchema,
  adminStoresSchema,
  createStoreBodySchema,
  shiftSettingsBodySchema,
  storeActionDueBodySchema,
  storeActionDueSchema,
  storeParamsSchema,
  updateStoreBodySchema,
} from '#domain/stores/api';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import {
  createStore,
  deleteStore,
  getAdminStore,
  listAdminStores,
  updateShiftSettings,
  updateStore,
} from './admin-service';
import { getStoreActionDue, setStoreActionDue } from './action-due-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['stores'];

/**
 * Store Management (SPEC §2, §5): super admins only, through the `store:manage` policy; a
 * store's action due times also for its managers (`store:set-action-due`).
 */
export function storeAdminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/stores',
      {
        schema: {
          tags,
          summary: 'Every store, in store-number order, with its user and checklist counts',
          response: { 200: adminStoresSchema, ...errors },
        },
      },
      async (request) => listAdminStores(deps, sessionUser(request)),
    );
    app.post(
      '/api/stores',
      {
        schema: {
          tags,
          summary: 'Create a store; the number must be unused (409 otherwise)',
          description:
            "Without a time zone the store gets the server default (TZ); without a language, none (null: its people who chose none see their device's language, else English); without shift settings, the defaults.",
          body: createStoreBodySchema,
          response: { 201: adminStoreSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const store = await createStore(deps, callerOf(request), request.body);
        return reply.status(201).send(store);
      },
    );
    app.get(
      '/api/stores/:storeId',
      {
        schema: {
          tags,
          summary: 'One store for the store form',
          params: storeParamsSchema,
          response: { 200: adminStoreSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => getAdminStore(deps, sessionUser(request), request.params.storeId),
    );
    app.put(
      '/api/stores/:storeId',
      {
        schema: {
          tags,
          summary: 'Replace name, number, time zone, language (when given) and shift settings',
          description:
            "A new time zone changes how the store counts today from now on; existing checklists keep their business date. Without a language the store keeps its own; a new one reaches its people's sessions on their next request.",
          params: storeParamsSchema,
          body: updateStoreBodySchema,
          response: { 200: adminStoreSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => updateStore(deps, callerOf(request), request.params.storeId, request.body),
    );
    app.put(
      '/api/stores/:storeId/shift-settings',
      {
        schema: {
          tags,
          summary: "Replace a store's four shift settings (the settings dialog)",
          params: storeParamsSchema,
          body: shiftSettingsBodySchema,
          response: { 200: adminStoreSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        updateShiftSettings(deps, callerOf(request), request.params.storeId, request.body),
    );
    app.get(
      '/api/stores/:storeId/action-due-minutes',
      {
        schema: {
          tags,
          summary: "A store's own corrective action due times (null: the defaults)",
          description:
            'Minutes after a failure its action is due, by priority. For its managers and super admins.',
          params: storeParamsSchema,
          response: { 200: storeActionDueSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => getStoreActionDue(deps, sessionUser(request), request.params.storeId),
    );
    app.put(
      '/api/stores/:storeId/action-due-minutes',
      {
        schema: {
          tags,
          summary: "Replace a store's corrective action due times (null: back to the defaults)",
          description:
            'Each from 5 minutes to 14 days. Failures logged from then on are due by them; those already logged keep their due time until their priority changes or they are reopened. For its managers and super admins.',
          params: storeParamsSchema,
          body: storeActionDueBodySchema,
          response: { 200: storeActionDueSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        setStoreActionDue(
          deps,
          callerOf(request),
          request.params.storeId,
          request.body.actionDueMinutes,
        ),
    );
    app.delete(
      '/api/stores/:storeId',
      {
        schema: {
          tags,
          summary: 'Delete an empty store, with its shift settings and store templates',
          description:
            'A store that still has users or checklists is refused with 409 and a message saying what it has.',
          params: storeParamsSchema,
          response: {
            204: z.null(),
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        await deleteStore(deps, callerOf(request), request.params.storeId);
        return reply.status(204).send(null);
      },
    );
  };
}
