import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import {
  insightsQuerySchema,
  leagueSchema,
  mostFailedSchema,
  resolutionSchema,
  trendSchema,
} from '#domain/insights/api';
import { readingLocale } from '../auth/caller';
import { callerOf, sessionUser } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { documentLanguage } from '../exports/document-texts';
import { sendFile } from '../http/send-file';
import { insightsDownload, recordExport } from '../integrations/audit/exports';
import { leagueCsv, mostFailedCsv } from './csv';
import { insightsWeekPdf } from './pdf';
import type { WeekMedian } from './repository';
import { leagueTable, mostFailed, resolution, trend } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['insights'];
const pdfBody = z.string().describe('application/pdf (A4)');
const csvBody = z.string().describe('text/csv; UTF-8 with a byte-order mark, CRLF line ends');
const SCOPE =
  'For a store (storeId), an area (areaId) or every store the caller sees, over the week or month (period) of date (default: this month).';

/** Insights (docs/decisions/049): managers and above, through the `insights:view` policy. */
export function insightRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const medians = new LRUCache<string, WeekMedian[]>({
      max: 64,
      ttl: 60_000,
    });
    const route = (summary: string) => ({ tags, summary, description: SCOPE });

    app.get(
      '/api/insights/league',
      {
        schema: {
          ...route(
            'League table: each store’s completion, on-time rate, failures, actions, readings out of limits, recurring failures and missing sign-offs, and their total',
          ),
          querystring: insightsQuerySchema,
          response: { 200: leagueSchema, ...errors },
        },
      },
      async (request) => leagueTable(deps, sessionUser(request), request.query),
    );
    app.get(
      '/api/insights/trend',
      {
        schema: {
          ...route(
            'Twelve weeks up to the period’s last, the scope’s figures against the chain’s median store',
          ),
          querystring: insightsQuerySchema,
          response: { 200: trendSchema, ...errors },
        },
      },
      async (request) => trend(deps, sessionUser(request), request.query, medians),
    );
    app.get(
      '/api/insights/most-failed',
      {
        schema: {
          ...route('The items failed most in the period, with the stores that failed each most'),
          querystring: insightsQuerySchema,
          response: { 200: mostFailedSchema, ...errors },
        },
      },
      async (request) => mostFailed(deps, callerOf(request), request.query),
    );
    app.get(
      '/api/insights/resolution',
      {
        schema: {
          ...route(
            'Time from failure to fix by priority (median, 90th percentile) against the due times',
          ),
          querystring: insightsQuerySchema,
          response: { 200: resolutionSchema, ...errors },
        },
      },
      async (request) => resolution(deps, sessionUser(request), request.query),
    );
    app.get(
      '/api/insights/league.csv',
      {
        schema: {
          ...route('The league table as CSV, a row per store and the total'),
          querystring: insightsQuerySchema,
          response: { 200: csvBody, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const league = await leagueTable(deps, caller, request.query);
        const file = leagueCsv(league, documentLanguage(readingLocale(caller)));
        const download = insightsDownload('league.csv', file.fileName, league.scope);
        await recordExport(deps, caller, ...download);
        return sendFile(reply, file);
      },
    );
    app.get(
      '/api/insights/most-failed.csv',
      {
        schema: {
          ...route('The most-failed items as CSV, each with the stores that failed it most'),
          querystring: insightsQuerySchema,
          response: { 200: csvBody, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const list = await mostFailed(deps, caller, request.query);
        const file = mostFailedCsv(list, documentLanguage(readingLocale(caller)));
        const download = insightsDownload('most-failed.csv', file.fileName, list.scope);
        await recordExport(deps, caller, ...download);
        return sendFile(reply, file);
      },
    );
    app.get(
      '/api/insights/week.pdf',
      {
        schema: {
          ...route(
            'The week of date (this week by default) as one PDF: the league table, twelve weeks, the most-failed items and time to resolve',
          ),
          querystring: insightsQuerySchema,
          response: { 200: pdfBody, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const file = await insightsWeekPdf(deps, caller, request.query, medians);
        const { storeId = null, areaId = null, date = null } = request.query;
        const download = { export: 'insights-week.pdf', storeId, fileName: file.fileName };
        await recordExport(deps, caller, download, { areaId, date });
        return sendFile(reply, file);
      },
    );
  };
}
