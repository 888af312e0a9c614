import { madeAtHeadersSchema } from '#domain/signals/api';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addShiftTargetBodySchema,
  checklistDetailSchema,
  checklistHistorySchema,
  checklistItemParamsSchema,
  checklistParamsSchema,
  createChecklistBodySchema,
  feedbackBodySchema,
  itemChangeResponseSchema,
  shiftTargetParamsSchema,
  shiftTargetSchema,
  storeDayParamsSchema,
  storeDayQuerySchema,
  storeDaySchema,
  updateChecklistBodySchema,
  updateShiftTargetBodySchema,
} from '#domain/checklists/api';
import { itemChangeSchema } from '#domain/checklists/item-state';
import { callerOf } from '../auth/session-plugin';
import { cachedDocument, documentCache, sendDocument } from '../http/encoded-documents';
import { answerCheck } from '../http/compiled-schemas';
import type { AppDeps } from '../deps';
import { createChecklist } from './create-service';
import { updateChecklistDetailFields } from './details-service';
import { saveFeedback } from './feedback-service';
import {
  deleteChecklist,
  checklistDocument,
  getChecklistHistory,
  storeDayDocument,
} from './service';
import { takeOverChecklistFor } from './take-over-service';
import { addShiftTarget, changeShiftTarget, removeShiftTarget } from './targets-service';
import { RECORD_ERRORS } from '../http/error-answers';

const errors = RECORD_ERRORS;
const tags = ['checklists'];
/** 32 MiB: a thousand open checklists' documents (and stores' days), with compressed copies. */
const checkDetail = answerCheck(checklistDetailSchema);
const checkStoreDay = answerCheck(storeDaySchema);

const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;

/** Thin: parse, check the session, call one service function. */
export function checklistRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const documents = documentCache(DOCUMENT_CACHE_BYTES);

    app.get(
      '/api/stores/:storeId/day',
      {
        schema: {
          tags,
          summary: "A store's checklists for one business date (today by default)",
          params: storeDayParamsSchema,
          querystring: storeDayQuerySchema,
          response: { 200: storeDaySchema, ...errors },
        },
      },
      async (request, reply) =>
        sendDocument(
          request,
          reply,
          await cachedDocument(
            documents,
            await storeDayDocument(
              deps,
              callerOf(request),
              request.params.storeId,
              request.query.date,
            ),
            checkStoreDay,
          ),
        ),
    );

    app.post(
      '/api/checklists',
      {
        schema: {
          tags,
          summary: "Create a shift's checklist, or get the one that exists (200)",
          body: createChecklistBodySchema,
          response: { 200: checklistDetailSchema, 201: checklistDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await createChecklist(deps, callerOf(request), request.body);
        return reply.status(result.created ? 201 : 200).send(result.checklist);
      },
    );

    app.get(
      '/api/checklists/:id',
      {
        schema: {
          tags,
          summary: 'A checklist with its items, targets, feedback and what the caller may do',
          params: checklistParamsSchema,
          response: { 200: checklistDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendDocument(
          request,
          reply,
          await cachedDocument(
            documents,
            await checklistDocument(deps, callerOf(request), request.params.id),
            checkDetail,
          ),
        ),
    );

    app.patch(
      '/api/checklists/:id',
      {
        schema: {
          tags,
          summary: 'Set the area leaders or the post-shift analysis',
          params: checklistParamsSchema,
          body: updateChecklistBodySchema,
          response: { 200: checklistDetailSchema, ...errors },
        },
      },
      async (request) =>
        updateChecklistDetailFields(deps, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/checklists/:id',
      {
        schema: {
          tags,
          summary: 'Delete a checklist',
          params: checklistParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteChecklist(deps, callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/checklists/:id/take-over',
      {
        schema: {
          tags,
          summary: "Take over today's checklist someone else runs (the caller runs it from now on)",
          params: checklistParamsSchema,
          response: { 200: checklistDetailSchema, ...errors },
        },
      },
      async (request) => takeOverChecklistFor(deps, callerOf(request), request.params.id),
    );

    app.patch(
      '/api/checklists/:id/items/:itemId',
      {
        config: { claimsKeyFirst: true },
        schema: {
          tags,
          summary: 'Tick, fail, clear or resolve one item (absolute: a repeat changes nothing)',
          params: checklistItemParamsSchema,
          headers: madeAtHeadersSchema,
          body: itemChangeSchema,
          response: { 200: itemChangeResponseSchema, ...errors },
        },
      },
      async (request) =>
        deps.ticks.tick(callerOf(request), {
          checklistId: request.params.id,
          itemId: request.params.itemId,
          change: request.body,
          madeAt: request.headers['made-at'] ?? null,
        }),
    );

    app.post(
      '/api/checklists/:id/targets',
      {
        schema: {
          tags,
          summary: 'Add a shift target',
          params: checklistParamsSchema,
          body: addShiftTargetBodySchema,
          response: { 201: shiftTargetSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = callerOf(request);
        const target = await addShiftTarget(deps, user, request.params.id, request.body);
        return reply.status(201).send(target);
      },
    );

    app.patch(
      '/api/checklists/:id/targets/:targetId',
      {
        schema: {
          tags,
          summary: "Change a shift target's text, result or result comment",
          params: shiftTargetParamsSchema,
          body: updateShiftTargetBodySchema,
          response: { 200: shiftTargetSchema, ...errors },
        },
      },
      async (request) =>
        changeShiftTarget(
          deps,
          callerOf(request),
          request.params.id,
          request.params.targetId,
          request.body,
        ),
    );

    app.delete(
      '/api/checklists/:id/targets/:targetId',
      {
        schema: {
          tags,
          summary: 'Delete a shift target',
          params: shiftTargetParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { id, targetId } = request.params;
        await removeShiftTarget(deps, callerOf(request), id, targetId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/checklists/:id/feedback',
      {
        schema: {
          tags,
          summary: 'Leave or edit store feedback on a complete checklist',
          params: checklistParamsSchema,
          body: feedbackBodySchema,
          response: { 200: checklistDetailSchema, ...errors },
        },
      },
      async (request) =>
        saveFeedback(deps, callerOf(request), request.params.id, request.body.text),
    );

    app.get(
      '/api/checklists/:id/history',
      {
        schema: {
          tags,
          summary: "The checklist's audit trail, newest first",
          params: checklistParamsSchema,
          response: { 200: checklistHistorySchema, ...errors },
        },
      },
      async (request) => getChecklistHistory(deps, callerOf(request), request.params.id),
    );
  };
}
