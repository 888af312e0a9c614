import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  monthReportQuerySchema,
  monthReportSchema,
  weekReportQuerySchema,
  weekReportSchema,
} from '#domain/reports/api';
import { sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { answerCheck } from '../http/compiled-schemas';
import { cachedDocument, documentCache, sendDocument } from '../http/encoded-documents';
import { monthReportDocument, weekReportDocument } from './service';

/** One store's weeks and months kept as documents (service.ts): a few KB each. */
const REPORT_CACHE_BYTES = 8 * 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const checkWeek = answerCheck(weekReportSchema);
const checkMonth = answerCheck(monthReportSchema);
const tags = ['reports'];

/** Thin: parse, check the session, call one service function. */
export function reportRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const reports = documentCache(REPORT_CACHE_BYTES);

    app.get(
      '/api/reports/week',
      {
        schema: {
          tags,
          summary: 'The weekly grid and Weekly Performance Summary (Monday to Sunday)',
          querystring: weekReportQuerySchema,
          response: { 200: weekReportSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendDocument(
          request,
          reply,
          await cachedDocument(
            reports,
            await weekReportDocument(deps, sessionUser(request), request.query),
            checkWeek,
          ),
        ),
    );

    app.get(
      '/api/reports/month',
      {
        schema: {
          tags,
          summary: 'The monthly calendar of whole weeks and the Monthly Performance Summary',
          querystring: monthReportQuerySchema,
          response: { 200: monthReportSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendDocument(
          request,
          reply,
          await cachedDocument(
            reports,
            await monthReportDocument(deps, sessionUser(request), request.query),
            checkMonth,
          ),
        ),
    );
  };
}
