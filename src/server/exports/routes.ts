import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { checklistParamsSchema } from '#domain/checklists/api';
import { EXPORT_KINDS, exportQuerySchema } from '#domain/exports/api';
import { callerOf } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { sendFile } from '../http/send-file';
import { exportCsv } from './csv-service';
import { inspectionPackPdf } from './pack-service';
import { checklistPdf } from './pdf-service';
import { temperatureLogPdf } from './temperature-log-pdf';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['exports'];
const csvBody = z.string().describe('text/csv; UTF-8 with a byte-order mark, CRLF line ends');

const SUMMARIES = {
  checklists: 'CSV of checklists, one row per checklist, for a store (or every store) and dates',
  items: 'CSV of checklist items, one row per item, for a store (or every store) and dates',
  actions:
    "CSV of corrective actions, one row per failed item's action (owner, due time, status, what was done, verification), for a store (or every store) and dates",
} as const;

/** Thin: parse, check the session, call one service function, stream its file. */
export function exportRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    for (const kind of EXPORT_KINDS) {
      app.get(
        `/api/exports/${kind}.csv`,
        {
          schema: {
            tags,
            summary: SUMMARIES[kind],
            querystring: exportQuerySchema,
            response: { 200: csvBody, ...errors },
          },
        },
        async (request, reply) => {
          const file = await exportCsv(deps, callerOf(request), kind, request.query);
          return sendFile(reply, { ...file, contentType: 'text/csv; charset=utf-8' });
        },
      );
    }

    app.get(
      '/api/checklists/:id/pdf',
      {
        schema: {
          tags,
          summary:
            'One checklist as a printable PDF (A4) with its items, issues and their corrective actions, and history',
          params: checklistParamsSchema,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) =>
        sendFile(reply, await checklistPdf(deps, callerOf(request), request.params.id)),
    );

    app.get(
      '/api/exports/inspection-pack.pdf',
      {
        schema: {
          tags,
          summary:
            "A store's inspection pack: a cover with figures and open issues, its temperature log, then every checklist",
          querystring: exportQuerySchema,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) =>
        sendFile(reply, await inspectionPackPdf(deps, callerOf(request), request.query)),
    );

    app.get(
      '/api/exports/temperature-log.pdf',
      {
        schema: {
          tags,
          summary:
            "A store's temperature log: every reading day by day with its limit, verdict and action, each day's signature, and the four-weekly reviews",
          querystring: exportQuerySchema,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) =>
        sendFile(reply, await temperatureLogPdf(deps, callerOf(request), request.query)),
    );
  };
}
