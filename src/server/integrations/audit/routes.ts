import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  auditExportQuerySchema,
  auditLogQuerySchema,
  auditPageSchema,
} from '#domain/integrations/audit-api';
import { callerOf, sessionUser } from '../../auth/session-plugin';
import type { AppDeps } from '../../deps';
import { sendFile } from '../../http/send-file';
import { exportAuditLog } from './export';
import { readAuditLog } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
};
const tags = ['audit log'];

/**
 * The audit log (docs/decisions/056): who did what outside checklists, for super admins, a page
 * at a time or as a file. Thin: parse, check the session, call the service.
 */
export function auditLogRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/audit-log',
      {
        schema: {
          tags,
          summary:
            'Who did what outside checklists, newest first: filter by action (or a group such as sign-in), actor, store and dates; `next` is the following page’s `before`',
          querystring: auditLogQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => readAuditLog(deps, sessionUser(request), request.query),
    );

    app.get(
      '/api/audit-log/export',
      {
        schema: {
          tags,
          summary:
            'The audit log for the same filters as a file: CSV (UTF-8 with a byte-order mark, CRLF line ends) or JSON Lines, newest first',
          querystring: auditExportQuerySchema,
          response: {
            200: z.string().describe('text/csv or application/x-ndjson, as `format` asks'),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        sendFile(reply, await exportAuditLog(deps, callerOf(request), request.query)),
    );
  };
}
