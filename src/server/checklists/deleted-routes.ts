import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checklistParamsSchema } from '#domain/checklists/api';
import { deletedChecklistListSchema, restoredChecklistSchema } from '#domain/checklists/deleted';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { RECORD_ERRORS } from '../http/error-answers';
import { getDeletedChecklists, restoreChecklist } from './deleted-service';

const tags = ['checklists'];

/** Deleted checklists: the list a super admin restores from. Thin, as every route. */
export function deletedChecklistRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/deleted-checklists',
      {
        schema: {
          tags,
          summary: 'Checklists deleted in the last 90 days; those of the last 30 can be restored',
          response: { 200: deletedChecklistListSchema, ...RECORD_ERRORS },
        },
      },
      async (request) => ({ deleted: await getDeletedChecklists(deps, sessionUser(request)) }),
    );

    app.post(
      '/api/deleted-checklists/:id/restore',
      {
        schema: {
          tags,
          summary: 'Restore a deleted checklist with its items, targets, photos and History',
          params: checklistParamsSchema,
          response: { 200: restoredChecklistSchema, ...RECORD_ERRORS },
        },
      },
      async (request) => restoreChecklist(deps, callerOf(request), request.params.id),
    );
  };
}
